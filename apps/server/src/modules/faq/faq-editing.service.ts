import type { DeskListQuery } from '@parallax/core/contracts/desk-common';
import type { FaqItemInput } from '@parallax/core/contracts/desk-content';
import type { Database } from '../../db/client.js';
import { createDeskEditing, refuseTaken } from '../../db/desk-editing.js';
import type { AuditRecorder, DeskActor } from '../audit/audit.types.js';
import { faqEditingRepository as repository } from './faq-editing.repository.js';

/**
 * The desk's FAQ: questions in English and Spanish, each in its place in its language's list.
 * Every write moves the catalog version (migration 0016), so the store's FAQ and its page head
 * change on every instance at once.
 */
export function createFaqEditingService(deps: {
  db: Database;
  audit: AuditRecorder;
  onChange: () => void;
}) {
  const editing = createDeskEditing<FaqItemInput, DeskActor>(deps.db, deps.audit, {
    entityType: 'faq_item',
    action: 'faq',
    noun: 'FAQ item',
    onChange: deps.onChange,
    view: repository.view,
    update: repository.update,
    insert: repository.insert,
    remove: repository.remove,
    async check(tx, item, id) {
      const isTaken = await repository.isPositionTaken(tx, item, id);
      refuseTaken(isTaken, 'position', 'FAQ item in this language');
    },
  });
  return { ...editing, list: (query: DeskListQuery) => repository.list(deps.db, query) };
}

export type FaqEditingService = ReturnType<typeof createFaqEditingService>;
