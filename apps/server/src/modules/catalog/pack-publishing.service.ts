import type { DeskPublishResult } from '@parallax/core/contracts/desk-catalog';
import { DomainError } from '@parallax/core/errors';
import type { Database } from '../../db/client.js';
import type { JobQueue } from '../../jobs/job-queue.js';
import type { AuditRecorder, DeskActor } from '../audit/audit.types.js';
import type { EditedPackRow, PackEditingRepository } from './pack-editing.repository.js';
import { toDeskPackView } from './pack-editing.presenter.js';
import { releaseComingSoon, type ReleaseDeps } from './publishing.service.js';

export const PUBLISH_SCHEDULED_JOB = 'catalog.publish-scheduled';

/** The scheduled publishing's job: the pack, the time it was set for, and who set it. */
export type ScheduledPublish = {
  packId: string;
  at: string;
  actorId: string | null;
  actorEmail: string;
};

export type PackPublishingDeps = ReleaseDeps & {
  db: Database;
  packs: PackEditingRepository;
  audit: AuditRecorder;
  jobs: JobQueue;
  /** This process's store shows what was just committed (the catalog service's `refresh`). */
  refresh: () => void;
};

const outOfStore = (pack: EditedPackRow) =>
  pack.isDraft || pack.hiddenAt !== null || pack.status === 'COMING_SOON';

/** Runs `change` on the locked pack and records it; the pack's state after. */
async function changePack(
  deps: PackPublishingDeps,
  tx: Database,
  actor: DeskActor,
  id: string,
  action: string,
  change: (pack: EditedPackRow) => Promise<number>,
): Promise<DeskPublishResult> {
  if (!(await deps.packs.lockPack(tx, id))) {
    throw new DomainError('ContentNotFound', `No content pack ${id}`);
  }
  const before = await deps.packs.packForEdit(id, tx);
  if (!before) throw new DomainError('ContentNotFound', `No content pack ${id}`);
  const notified = await change(before);
  const after = await deps.packs.packForEdit(id, tx);
  if (!after) throw new Error(`the content pack ${id} went during its change`);
  const [beforeView, afterView] = [toDeskPackView(before), toDeskPackView(after)];
  await deps.audit.record(tx, actor, {
    action,
    entityType: 'content_pack',
    entityId: id,
    before: beforeView,
    after: afterView,
  });
  return { id, state: afterView.state, publishAt: afterView.publishAt, notified };
}

const refuseOut = (pack: EditedPackRow) => {
  if (!outOfStore(pack)) {
    throw new DomainError('BadRequest', `The content pack ${pack.slug} is out already`);
  }
};

/**
 * Into the store now: a draft is no longer one, a hidden pack is shown again, and a coming-soon
 * pack is released, its presale buyers told (publishing.service.ts); how many were told.
 */
async function publishNow(deps: PackPublishingDeps, tx: Database, pack: EditedPackRow) {
  refuseOut(pack);
  await deps.packs.updatePack(tx, pack.id, {
    publishAt: null,
    hiddenAt: null,
    ...(pack.isDraft && { isDraft: false, publishDate: deps.now() }),
  });
  if (pack.status !== 'COMING_SOON') return 0;
  const released = await releaseComingSoon(deps, tx, pack.slug);
  return released?.notified ?? 0;
}

/** Scheduled for `at`: the job is sent in the same transaction, to start then. */
async function scheduleAt(
  deps: PackPublishingDeps,
  tx: Database,
  actor: DeskActor,
  pack: EditedPackRow,
  at: Date,
) {
  refuseOut(pack);
  await deps.packs.updatePack(tx, pack.id, { publishAt: at });
  const data: ScheduledPublish = {
    packId: pack.id,
    at: at.toISOString(),
    actorId: actor.userId,
    actorEmail: actor.email,
  };
  await deps.jobs.send(PUBLISH_SCHEDULED_JOB, data, { tx, startAfter: at });
  return 0;
}

/**
 * Out of the store, its owners keeping it. This sets `hidden_at`, the moderator's hiding, and not
 * `is_draft`: the catalog snapshot leaves drafts out altogether (nobody owns one), so a pack made
 * a draft again would vanish from its buyers' libraries, player and feeds, while a hidden pack
 * stays in `withHidden` and core/rules/entitlement.ts keeps it its owners' only (no new sale, and
 * no subscription or presale bought later brings it). A schedule set is cancelled.
 */
async function unpublish(deps: PackPublishingDeps, tx: Database, pack: EditedPackRow) {
  if (pack.isDraft || pack.hiddenAt !== null) {
    throw new DomainError('BadRequest', `The content pack ${pack.slug} is not in the store`);
  }
  await deps.packs.updatePack(tx, pack.id, { publishAt: null });
  await deps.packs.hide(tx, pack.id);
  return 0;
}

/** The scheduled time forgotten: its job, when it comes, finds nothing to do. */
async function cancelSchedule(deps: PackPublishingDeps, tx: Database, pack: EditedPackRow) {
  if (!pack.publishAt) throw new DomainError('BadRequest', `Nothing is scheduled for ${pack.slug}`);
  await deps.packs.updatePack(tx, pack.id, { publishAt: null });
  return 0;
}

/**
 * Publishing from the desk: now, at a time (a durable job), cancelled, or undone. Each change is
 * made in one transaction with its audit row, the pack's row locked; this instance's store shows
 * it at once.
 */
export function createPackPublishing(deps: PackPublishingDeps) {
  const inTransaction = async (
    actor: DeskActor,
    id: string,
    action: string,
    change: (tx: Database, pack: EditedPackRow) => Promise<number>,
  ) => {
    const result = await deps.db.transaction((tx) =>
      changePack(deps, tx, actor, id, action, (pack) => change(tx, pack)),
    );
    deps.refresh();
    return result;
  };

  return {
    publishNow: (actor: DeskActor, id: string) =>
      inTransaction(actor, id, 'pack.publish', (tx, pack) => publishNow(deps, tx, pack)),

    /** Comes out at `at`, unless rescheduled or cancelled before. */
    schedule: (actor: DeskActor, id: string, at: Date) => {
      if (at.getTime() <= deps.now().getTime()) {
        throw new DomainError('ValidationError', 'body.at: the time must be in the future');
      }
      return inTransaction(actor, id, 'pack.schedule', (tx, pack) =>
        scheduleAt(deps, tx, actor, pack, at),
      );
    },

    cancelSchedule: (actor: DeskActor, id: string) =>
      inTransaction(actor, id, 'pack.unschedule', (tx, pack) => cancelSchedule(deps, tx, pack)),

    unpublish: (actor: DeskActor, id: string) =>
      inTransaction(actor, id, 'pack.unpublish', (tx, pack) => unpublish(deps, tx, pack)),

    /**
     * The scheduled job's work, in its transaction: the pack comes out if it is still scheduled
     * for that very time (a schedule moved or cancelled since leaves this job nothing to do).
     */
    async runScheduled(tx: Database, job: ScheduledPublish): Promise<boolean> {
      if (!(await deps.packs.lockPack(tx, job.packId))) return false;
      const pack = await deps.packs.packForEdit(job.packId, tx);
      if (pack?.publishAt?.toISOString() !== job.at) return false;
      const actor: DeskActor = { userId: job.actorId, email: job.actorEmail, roles: [] };
      await changePack(deps, tx, actor, job.packId, 'pack.publish_scheduled', (locked) =>
        publishNow(deps, tx, locked),
      );
      return true;
    },
  };
}

export type PackPublishing = ReturnType<typeof createPackPublishing>;
