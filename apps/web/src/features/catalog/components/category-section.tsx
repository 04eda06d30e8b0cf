import type { CategoryWithContent } from '@parallax/core/contracts/catalog';
import { readableTextColour } from '@parallax/core/rules/colour';
import { CardGrid } from './card-grid';
import { OriginsPackTile } from './origins-pack-tile';
import { PresaleBanner } from './presale-banner';

/**
 * One category of the store, in the category's own text and background colours (spec 2 §3;
 * a text colour that would not read on its background gives way to white or black), with its
 * presale banner and its origins pack tile first or last as the category says. Bonus content is
 * already placed by the server (bonusContentPlacing).
 */
export function CategorySection({ category }: { category: CategoryWithContent }) {
  const tile = category.originsPack ? <OriginsPackTile pack={category.originsPack} /> : null;
  const isTileFirst = category.originsPackPlacing === 'first';
  return (
    <section
      className={`category${category.uiFadingOut ? ' category-fading' : ''}`}
      aria-labelledby={`category-${category.name}`}
      data-testid={`category-${category.name}`}
      style={{
        color: readableTextColour(category.textColor, category.backgroundColor),
        backgroundColor: category.backgroundColor,
      }}
    >
      <header className="category-header">
        <h2 id={`category-${category.name}`}>{category.title}</h2>
        {category.description && <p className="category-description">{category.description}</p>}
      </header>
      <PresaleBanner category={category} />
      <CardGrid
        items={category.contentItems}
        first={isTileFirst ? tile : null}
        last={isTileFirst ? null : tile}
      />
    </section>
  );
}
