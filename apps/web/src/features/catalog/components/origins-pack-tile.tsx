import { pagePath } from '@parallax/core/pages';
import type { Category } from '@parallax/core/contracts/catalog';
import { useTranslation } from '@/lib/i18n';
import { Link } from '@/components/ui/link';
import { LockIcon, UnlockIcon } from '@/components/ui/store-icons';

type OriginsPack = NonNullable<Category['originsPack']>;

/**
 * A category's origins pack tile (spec 2 §3): placed first or last in the category's grid, it
 * leads to the origins pack page and says whether the pack is locked or unlocked.
 */
export function OriginsPackTile({ pack }: { pack: OriginsPack }) {
  const { t } = useTranslation();
  return (
    <article
      className={`card card-still origins-tile${pack.isLocked ? ' is-locked' : ''}`}
      data-testid="origins-tile"
    >
      {/* Named by what it shows: the title and, in words, locked or unlocked. */}
      <Link to={pagePath('originsPack', { slug: pack.slug })} className="card-link">
        <img className="card-cover" src={pack.image} alt="" loading="lazy" decoding="async" />
        <div className="card-body">
          <span className="badge badge-origins">{t('store.originsPack.label')}</span>
          <h3 className="card-title">{pack.title}</h3>
          <p className="card-meta">{pack.descriptionAtStore}</p>
          <p className="origins-state">
            {pack.isLocked ? <LockIcon size={16} /> : <UnlockIcon size={16} />}
            <span>
              {pack.isLocked ? t('store.originsPack.locked') : t('store.originsPack.unlocked')}
            </span>
          </p>
          {pack.isLocked && <p className="card-meta">{t('store.originsPack.lockedHint')}</p>}
        </div>
      </Link>
    </article>
  );
}
