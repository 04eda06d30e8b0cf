import type { Database } from '../../db/client.js';
import {
  createPackImportRepository,
  type NewPackRow,
  type NewPartRow,
} from './pack-import.repository.js';

export type ImportedPackRow = NewPackRow;
export type ImportedPartRow = NewPartRow;

/**
 * The catalog's side of `parallax content import`: the slugs a manifest names, and the rows of
 * an imported pack, written in the import's transaction (the catalog_version trigger tells every
 * instance). Drafts stay out of the store until `content publish` (publishing.service.ts).
 */
export function createPackImportService(db: Database) {
  return createPackImportRepository(db);
}

export type PackImportService = ReturnType<typeof createPackImportService>;
