import type { DeskListQuery } from '@parallax/core/contracts/desk-common';
import type { CategoryInput } from '@parallax/core/contracts/desk-content';
import type { Database } from '../../db/client.js';
import { createDeskEditing, refuseInUse, refuseTaken } from '../../db/desk-editing.js';
import type { AuditRecorder, DeskActor } from '../audit/audit.types.js';
import { categoryEditingRepository as repository } from './category-editing.repository.js';

/**
 * The desk's categories and their presale (spec 1 §4: a presale category is sold before its
 * packs, at its own price). The categories' table moves the catalog version (migration 0014):
 * every instance shows the change. A category with packs, or whose presale someone bought, is not
 * deleted (the packs need a category; the buyers own the category).
 */
export function createCategoryEditingService(deps: {
  db: Database;
  audit: AuditRecorder;
  onChange: () => void;
  /** Who bought the category's presale (the ownership module's). */
  presaleBuyerIds: (tx: Database, categoryId: string) => Promise<string[]>;
}) {
  const editing = createDeskEditing<CategoryInput, DeskActor>(deps.db, deps.audit, {
    entityType: 'category',
    action: 'category',
    noun: 'category',
    onChange: deps.onChange,
    view: repository.view,
    update: repository.update,
    insert: repository.insert,
    remove: repository.remove,
    async check(tx, category, id) {
      refuseTaken(await repository.isNameTaken(tx, category.name, id), 'name', 'category');
    },
    async checkRemove(tx, id) {
      const packs = await repository.packCount(tx, id);
      refuseInUse(packs, `This category still has ${packs} content pack(s): move them first`);
      const buyers = await deps.presaleBuyerIds(tx, id);
      refuseInUse(buyers.length, `${buyers.length} customer(s) bought this category's presale`);
    },
  });
  return { ...editing, list: (query: DeskListQuery) => repository.list(deps.db, query) };
}

export type CategoryEditingService = ReturnType<typeof createCategoryEditingService>;
