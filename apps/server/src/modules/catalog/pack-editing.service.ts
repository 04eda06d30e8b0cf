import type {
  DeskPackEditor,
  DeskPackList,
  DeskPackListQuery,
  DeskPackSave,
} from '@parallax/core/contracts/desk-catalog';
import { DomainError } from '@parallax/core/errors';
import type { Database } from '../../db/client.js';
import { revisionOf } from '../../db/revision.js';
import type { AuditRecorder, DeskActor } from '../audit/audit.types.js';
import type { PackEditingRepository } from './pack-editing.repository.js';
import { editableOf, toDeskPackRow, toDeskPackView } from './pack-editing.presenter.js';
import { packChangesOf, packFieldProblem } from './pack-editing.rules.js';

export type PackEditingDeps = {
  db: Database;
  packs: PackEditingRepository;
  audit: AuditRecorder;
  /** When the desk last changed this pack (the audit log), or null. */
  lastDeskChange: (packId: string) => Promise<Date | null>;
  /** This process's store shows what was just committed (the catalog service's `refresh`). */
  refresh: () => void;
};

const notFound = (id: string) => new DomainError('ContentNotFound', `No content pack ${id}`);

/** The desk's content packs: the list, and the editor's open and save. */
export function createPackEditing(deps: PackEditingDeps) {
  async function open(id: string, executor: Database = deps.db): Promise<DeskPackEditor> {
    const [pack, choices] = await Promise.all([
      deps.packs.packForEdit(id, executor),
      deps.packs.choices(executor),
    ]);
    if (!pack) throw notFound(id);
    const view = toDeskPackView(pack);
    return { pack: view, revision: revisionOf(editableOf(view)), choices };
  }

  return {
    async list(query: DeskPackListQuery): Promise<DeskPackList> {
      const { rows, total } = await deps.packs.listPacks(query);
      const items = await Promise.all(
        rows.map(async (row) => {
          const desk = await deps.lastDeskChange(row.id);
          const changedAt = desk && desk > row.changedAt ? desk : row.changedAt;
          return toDeskPackRow({ ...row, changedAt });
        }),
      );
      return { items, total, page: query.page, size: query.size };
    },

    open: (id: string) => open(id),

    /**
     * One transaction: the pack locked, its view compared with the revision the editor opened
     * (409 ChangedSinceOpened, nothing written), each value checked against the pack and the
     * catalog (400 naming the field, nothing written), then the pack, its parts and its links
     * written and the audit row recorded with the view before and after. The catalog's triggers
     * tell every instance; this one shows the change at once.
     */
    async save(actor: DeskActor, id: string, body: DeskPackSave): Promise<DeskPackEditor> {
      const { revision, ...fields } = body;
      await deps.db.transaction(async (tx) => {
        if (!(await deps.packs.lockPack(tx, id))) throw notFound(id);
        const pack = await deps.packs.packForEdit(id, tx);
        if (!pack) throw notFound(id);
        const before = toDeskPackView(pack);
        if (revisionOf(editableOf(before)) !== revision) {
          throw new DomainError('ChangedSinceOpened', 'This was changed since you opened it');
        }
        const problem = packFieldProblem(before, fields, await deps.packs.choices(tx));
        if (problem) throw new DomainError('ValidationError', problem);
        const changes = packChangesOf(pack, fields);
        await deps.packs.updatePack(tx, id, changes.pack);
        for (const part of changes.parts) {
          await deps.packs.updatePart(tx, id, part.id, part.changes);
        }
        await deps.packs.replaceLinks(tx, id, fields.modelIds, fields.tagIds);
        const after = await deps.packs.packForEdit(id, tx);
        if (!after) throw new Error(`the content pack ${id} went during its save`);
        await deps.audit.record(tx, actor, {
          action: 'pack.update',
          entityType: 'content_pack',
          entityId: id,
          before,
          after: toDeskPackView(after),
        });
      });
      deps.refresh();
      return open(id);
    },
  };
}

export type PackEditing = ReturnType<typeof createPackEditing>;
