import { DomainError } from '@parallax/core/errors';
import { LANGUAGES } from '@parallax/core/platform';
import { localized } from '@parallax/core/rules/translations';
import type { Database } from '../../db/client.js';
import { notices } from '../notifications/notifications.presenter.js';
import type { Localized, Notifier } from '../notifications/notifications.types.js';
import type { CatalogRepository } from './catalog.repository.js';

export type ReleaseDeps = {
  repository: CatalogRepository;
  presaleBuyerIds: (tx: Database, categoryId: string) => Promise<string[]>;
  notifier: Notifier;
  now: () => Date;
};

/**
 * A coming-soon pack comes out, in the caller's transaction: whoever bought its presale category
 * owns it already (spec 1 §4: the category's packs now and to come) and is told it is out (spec 2
 * §3 notification) — once, as a pack comes out once. Null when no coming-soon pack has the slug.
 */
export async function releaseComingSoon(
  deps: ReleaseDeps,
  tx: Database,
  slug: string,
): Promise<{ id: string; title: string; notified: number } | null> {
  const published = await deps.repository.publishPack(tx, slug, deps.now());
  if (!published) return null;
  const { pack, category } = published;
  const buyers = category.isPresaleEnabled ? await deps.presaleBuyerIds(tx, pack.categoryId) : [];
  const categoryTitle = Object.fromEntries(
    LANGUAGES.map((language) => [language, localized(category, language).title]),
  ) as Localized;
  let notified = 0;
  for (const userId of buyers) {
    const isNew = await deps.notifier.notify(tx, {
      userId,
      ...notices.presaleContent(pack, categoryTitle),
    });
    if (isNew) notified += 1;
  }
  return { id: pack.id, title: pack.title, notified };
}

/**
 * An operator's release of a coming-soon pack (the command line's `publish-pack`), its presale
 * buyers told in the transaction that publishes it.
 */
export function createPublishingService(deps: ReleaseDeps & { db: Database }) {
  return {
    /** The pack published and how many buyers of its presale were told (not told before). */
    async publishPack(slug: string): Promise<{ id: string; title: string; notified: number }> {
      return deps.db.transaction(async (tx) => {
        const released = await releaseComingSoon(deps, tx, slug);
        if (!released) throw new DomainError('ContentNotFound', `No coming-soon content ${slug}`);
        return released;
      });
    },
  };
}

/**
 * An operator's release of an imported draft (`parallax content publish`): into the store, with
 * its publish date now. Unknown slugs and packs already out are refused.
 */
export function createDraftPublishing(deps: {
  db: Database;
  repository: CatalogRepository;
  now: () => Date;
}) {
  return {
    async publishDraft(slug: string): Promise<{ id: string; title: string }> {
      return deps.db.transaction(async (tx) => {
        const pack = await deps.repository.publishDraft(tx, slug, deps.now());
        if (!pack) throw new DomainError('ContentNotFound', `No content pack ${slug}`);
        if (!pack.isDraft) {
          throw new DomainError('BadRequest', `The content pack ${slug} is not a draft: it is out`);
        }
        return { id: pack.id, title: pack.title };
      });
    },
  };
}
