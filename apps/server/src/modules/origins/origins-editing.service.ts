import type { DeskListQuery } from '@parallax/core/contracts/desk-common';
import type { OriginsPackInput } from '@parallax/core/contracts/desk-content';
import { DomainError } from '@parallax/core/errors';
import type { Database } from '../../db/client.js';
import { createDeskEditing, refuseTaken } from '../../db/desk-editing.js';
import type { AuditRecorder, DeskActor } from '../audit/audit.types.js';
import type { CatalogSnapshotSource } from '../catalog/catalog.snapshot.js';
import { originsEditingRepository as repository } from './origins-editing.repository.js';

/**
 * The desk's origins packs (spec 2 §2): one per category, its texts in English and Spanish, its
 * elements (a promo code, a download, a content pack) in the page's order. The origins tables
 * move the catalog version (migration 0014): every instance shows the change.
 */
export function createOriginsEditingService(deps: {
  db: Database;
  audit: AuditRecorder;
  snapshot: CatalogSnapshotSource;
  onChange: () => void;
}) {
  const editing = createDeskEditing<OriginsPackInput, DeskActor>(deps.db, deps.audit, {
    entityType: 'origins_pack',
    action: 'origins_pack',
    noun: 'origins pack',
    onChange: deps.onChange,
    view: repository.view,
    update: repository.update,
    insert: repository.insert,
    async check(tx, pack, id) {
      const taken = await repository.takenField(tx, pack, id);
      if (taken) refuseTaken(true, taken, 'origins pack');
    },
  });
  // Read before the save's transaction: the snapshot reads on its own connection.
  async function refuseUnknown(pack: OriginsPackInput) {
    const { categories, withHidden } = await deps.snapshot.get();
    if (!categories.some((category) => category.id === pack.categoryId)) {
      throw new DomainError('ValidationError', 'categoryId: no such category');
    }
    pack.elements.forEach(({ contentPackId }, index) => {
      if (contentPackId !== null && !withHidden.packById.has(contentPackId)) {
        const field = `elements.${index}.contentPackId`;
        throw new DomainError('ValidationError', `${field}: no such content pack`);
      }
    });
  }
  return {
    ...editing,
    list: (query: DeskListQuery) => repository.list(deps.db, query),
    save: async (...args: Parameters<typeof editing.save>) => {
      await refuseUnknown(args[2]);
      return editing.save(...args);
    },
    create: async (...args: Parameters<typeof editing.create>) => {
      await refuseUnknown(args[1]);
      return editing.create(...args);
    },
  };
}

export type OriginsEditingService = ReturnType<typeof createOriginsEditingService>;
