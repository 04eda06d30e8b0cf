import type {
  DeskImport,
  DeskImportDetail,
  DeskImportList,
} from '@parallax/core/contracts/desk-catalog';
import type { DeskListQuery } from '@parallax/core/contracts/desk-common';
import { DomainError } from '@parallax/core/errors';
import type { Database } from '../../db/client.js';
import type { PackImportService } from '../catalog/pack-import.service.js';
import type {
  ImportDeskItemRow,
  ImportDeskRepository,
  ImportRunRow,
} from './content-import-desk.repository.js';

/** The run's status as the desk words it: a run under way, finished, failed or taken over. */
const STATUS = {
  preparing: 'running',
  done: 'finished',
  failed: 'failed',
  superseded: 'superseded',
} as const;

/** A part counts as prepared once its files are in the store (or it needed no new preparation). */
const PREPARED = new Set(['prepared', 'unchanged', 'done']);

/**
 * The content imports for the desk (read-only): each run's progress (parts prepared of all),
 * its failed files with their reasons, and the packs it makes, with their ids once they exist.
 */
export function createImportDeskService(deps: {
  db: Database;
  repository: ImportDeskRepository;
  catalog: Pick<PackImportService, 'packBySlug'>;
}) {
  async function present(run: ImportRunRow, items: ImportDeskItemRow[]): Promise<DeskImport> {
    const packs = await Promise.all(
      run.plan.packs.map(async (pack) => {
        const found = await deps.catalog.packBySlug(deps.db, pack.slug);
        return { slug: pack.slug, title: pack.title.en, id: found?.id ?? null };
      }),
    );
    return {
      id: run.id,
      folder: run.folder,
      status: STATUS[run.status as keyof typeof STATUS] ?? 'failed',
      error: run.error,
      startedAt: run.startedAt.toISOString(),
      finishedAt: run.finishedAt?.toISOString() ?? null,
      prepared: items.filter((item) => PREPARED.has(item.status)).length,
      total: items.length,
      failures: items.flatMap((item) =>
        item.status === 'failed' ? [{ file: item.file, error: item.error ?? '' }] : [],
      ),
      packs,
    };
  }

  const itemsByImport = async (ids: string[]) => {
    const byImport = new Map<string, ImportDeskItemRow[]>();
    for (const item of await deps.repository.itemsOf(ids)) {
      byImport.set(item.importId, [...(byImport.get(item.importId) ?? []), item]);
    }
    return byImport;
  };

  return {
    async list(query: DeskListQuery): Promise<DeskImportList> {
      const { rows, total } = await deps.repository.page(query.page, query.size);
      const items = await itemsByImport(rows.map((row) => row.id));
      return {
        items: await Promise.all(rows.map((row) => present(row, items.get(row.id) ?? []))),
        total,
        page: query.page,
        size: query.size,
      };
    },

    async detail(id: string): Promise<DeskImportDetail> {
      const run = await deps.repository.importOf(id);
      if (!run) throw new DomainError('NotFound', `No content import ${id}`);
      const items = (await itemsByImport([id])).get(id) ?? [];
      return {
        ...(await present(run, items)),
        items: items.map(({ file, packSlug, status, progress, error }) => ({
          file,
          packSlug,
          status,
          progress,
          error,
        })),
      };
    },
  };
}

export type ImportDeskService = ReturnType<typeof createImportDeskService>;
