import type { CategoryWithContent } from '@parallax/core/contracts/catalog';
import { CardGrid } from './card-grid';

/** One category of the store, in the category's own colours. */
export function CategorySection({ category }: { category: CategoryWithContent }) {
  return (
    <section
      className={`category${category.uiFadingOut ? ' category-fading' : ''}`}
      aria-labelledby={`category-${category.name}`}
      style={{ color: category.textColor, backgroundColor: category.backgroundColor }}
    >
      <header className="category-header">
        <h2 id={`category-${category.name}`}>{category.title}</h2>
        {category.description && <p className="category-description">{category.description}</p>}
      </header>
      <CardGrid items={category.contentItems} />
    </section>
  );
}
