import type { DeskListQuery } from '@parallax/core/contracts/desk-common';
import type { TagInput } from '@parallax/core/contracts/desk-content';
import { DomainError } from '@parallax/core/errors';
import type { Database } from '../../db/client.js';
import { createDeskEditing, refuseInUse, refuseTaken } from '../../db/desk-editing.js';
import type { AuditRecorder, DeskActor } from '../audit/audit.types.js';
import { tagLinksEditingRepository as links } from './tag-links-editing.repository.js';
import { tagsEditingRepository as repository } from './tags-editing.repository.js';

/**
 * The desk's tags, their pages' texts and FAQ in English and Spanish, and their related tags. The
 * tags' tables move the catalog version (migration 0014): every instance shows the change. A tag
 * still on a content pack or a model is not deleted (its pages and filters would lose it
 * silently).
 */
export function createTagsEditingService(deps: {
  db: Database;
  audit: AuditRecorder;
  onChange: () => void;
}) {
  const editing = createDeskEditing<TagInput, DeskActor>(deps.db, deps.audit, {
    entityType: 'tag',
    action: 'tag',
    noun: 'tag',
    onChange: deps.onChange,
    view: repository.view,
    update: repository.update,
    insert: repository.insert,
    remove: repository.remove,
    async check(tx, tag, id) {
      refuseTaken(await repository.isSlugTaken(tx, tag.slug, id), 'slug', 'tag');
      const known = await links.existing(tx, tag.relatedTagIds);
      tag.relatedTagIds.forEach((relatedId, index) => {
        if (relatedId === id || !known.has(relatedId)) {
          const why = relatedId === id ? 'a tag is not related to itself' : 'no such tag';
          throw new DomainError('ValidationError', `relatedTagIds.${index}: ${why}`);
        }
      });
    },
    async checkRemove(tx, id) {
      const { packs, models } = await repository.uses(tx, id);
      refuseInUse(
        packs + models,
        `This tag is still on ${packs} content pack(s) and ${models} model(s): take it off them first`,
      );
    },
  });
  return {
    ...editing,
    list: (query: DeskListQuery) => repository.list(deps.db, query),
    knownTags: (tx: Database, ids: readonly string[]) => links.existing(tx, ids),
  };
}

export type TagsEditingService = ReturnType<typeof createTagsEditingService>;
