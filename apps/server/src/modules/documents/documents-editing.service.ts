import type { DeskListQuery } from '@parallax/core/contracts/desk-common';
import type { DocumentInput } from '@parallax/core/contracts/desk-content';
import type { DocumentSlug } from '@parallax/core/contracts/documents';
import type { Database } from '../../db/client.js';
import { createDeskEditing } from '../../db/desk-editing.js';
import type { AuditRecorder, DeskActor } from '../audit/audit.types.js';
import { documentsEditingRepository as repository } from './documents-editing.repository.js';

/**
 * The desk's documents (cookie policy, privacy policy, …): their fixed slugs, their text in
 * English and Spanish; a save dates them today. The store reads them on each request, so a save
 * shows at once on every instance.
 */
export function createDocumentsEditingService(deps: { db: Database; audit: AuditRecorder }) {
  const editing = createDeskEditing<DocumentInput, DeskActor, DocumentSlug>(deps.db, deps.audit, {
    entityType: 'document',
    action: 'document',
    noun: 'document',
    view: repository.view,
    update: repository.update,
  });
  return {
    list: (query: DeskListQuery) => repository.list(deps.db, query),
    open: editing.open,
    save: editing.save,
  };
}

export type DocumentsEditingService = ReturnType<typeof createDocumentsEditingService>;
