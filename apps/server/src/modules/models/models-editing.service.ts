import type { DeskListQuery } from '@parallax/core/contracts/desk-common';
import type { ModelInput } from '@parallax/core/contracts/desk-content';
import { DomainError } from '@parallax/core/errors';
import type { Database } from '../../db/client.js';
import { createDeskEditing, refuseInUse, refuseTaken } from '../../db/desk-editing.js';
import type { AuditRecorder, DeskActor } from '../audit/audit.types.js';
import { modelsEditingRepository as repository } from './models-editing.repository.js';

/** Which of `ids` are tags (the tags module answers, in the caller's transaction). */
export type KnownTags = (tx: Database, ids: readonly string[]) => Promise<ReadonlySet<string>>;

/**
 * The desk's models, their pages' texts in English and Spanish, social links and tags. The
 * models' tables move the catalog version (migration 0014): every instance shows the change. A
 * model still in a content pack is not deleted (the pack would lose its cast silently).
 */
export function createModelsEditingService(deps: {
  db: Database;
  audit: AuditRecorder;
  knownTags: KnownTags;
  onChange: () => void;
}) {
  const editing = createDeskEditing<ModelInput, DeskActor>(deps.db, deps.audit, {
    entityType: 'model',
    action: 'model',
    noun: 'model',
    onChange: deps.onChange,
    view: repository.view,
    update: repository.update,
    insert: repository.insert,
    remove: repository.remove,
    async check(tx, model, id) {
      refuseTaken(await repository.isSlugTaken(tx, model.slug, id), 'slug', 'model');
      const known = await deps.knownTags(tx, model.tagIds);
      const unknown = model.tagIds.findIndex((tagId) => !known.has(tagId));
      if (unknown >= 0) {
        throw new DomainError('ValidationError', `tagIds.${unknown}: no such tag`);
      }
    },
    async checkRemove(tx, id) {
      const packs = await repository.packCount(tx, id);
      refuseInUse(packs, `This model is still in ${packs} content pack(s): take them off first`);
    },
  });
  return { ...editing, list: (query: DeskListQuery) => repository.list(deps.db, query) };
}

export type ModelsEditingService = ReturnType<typeof createModelsEditingService>;
