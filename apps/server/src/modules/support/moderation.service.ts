import type {
  ContentModeration,
  ContentModerationResult,
  ModerationStatus,
  ReportQueue,
  ReportTicket,
  SupportQueue,
  SupportTicket,
  TicketStatus,
} from '@parallax/core/contracts/support';
import { DomainError } from '@parallax/core/errors';
import type { z } from 'zod';
import type { Database } from '../../db/client.js';
import type { AuthService } from '../auth/auth.service.js';
import type { CatalogService } from '../catalog/catalog.service.js';
import type { QueuePage } from './desk.repository.js';
import {
  toReportTicket,
  toSupportTicket,
  type PackSummary,
  type TicketContext,
} from './support.presenter.js';
import type { ReportRow, SupportRequestRow } from './support.repository.js';
import {
  answerReport,
  answerSupport,
  changeStatus,
  reportTickets,
  supportTickets,
  type TicketDeps,
} from './ticket-answers.service.js';

export type ModerationDeps = TicketDeps & {
  users: Pick<AuthService, 'userById' | 'usersByIds'>;
  catalog: Pick<CatalogService, 'packSummaries' | 'setHidden' | 'refresh'>;
};

type ContentMark = z.output<typeof ContentModeration>;

/** The people and packs a page of tickets names, each looked up once. */
async function contextOf(
  { db, users, catalog }: ModerationDeps,
  rows: readonly (ReportRow | SupportRequestRow)[],
  executor: Database = db,
): Promise<TicketContext> {
  const userIds = rows.flatMap((row) => [
    ...('contentPackId' in row ? [row.userId] : []),
    ...(row.answeredById ? [row.answeredById] : []),
  ]);
  const packIds = rows.flatMap((row) =>
    'contentPackId' in row ? [row.contentPackId] : row.contentId ? [row.contentId] : [],
  );
  const [people, packs] = await Promise.all([
    users.usersByIds(executor, userIds),
    catalog.packSummaries(packIds, executor),
  ]);
  return {
    people: new Map(people.map((user) => [user.id, user])),
    packs: new Map(packs.map((pack): [string, PackSummary] => [pack.id, pack])),
  };
}

/**
 * spec 2 §3 contentModerationDto: `hidden` takes the pack out of the store (every list, page,
 * search and cart; its owners keep it), `ready` puts it back (READY and HIDDEN are their aliases;
 * the marks are kept in upper case). The mark is kept with who made it
 * and why; the store of this process changes at once.
 */
async function markContent(
  { db, repository, catalog, now }: ModerationDeps,
  moderatorId: string,
  mark: ContentMark,
): Promise<z.output<typeof ContentModerationResult>> {
  const at = now();
  const isHiding = mark.status.toLowerCase() === 'hidden';
  const saved = await db.transaction(async (tx) => {
    const found = await catalog.setHidden(tx, mark.contentPackId, isHiding);
    if (!found) return null;
    return repository.insertMark(tx, {
      contentPackId: mark.contentPackId,
      status: isHiding ? 'HIDDEN' : 'READY',
      // Blank is the same as none.
      message: mark.message ? mark.message : null,
      moderatorId,
      createdAt: at,
    });
  });
  if (!saved) {
    throw new DomainError('ContentNotFound', `No content pack ${mark.contentPackId}`);
  }
  catalog.refresh();
  return {
    contentPackId: saved.contentPackId,
    status: saved.status.toLowerCase() as ModerationStatus,
    message: saved.message,
    markedAt: saved.createdAt.toISOString(),
  };
}

/**
 * The moderator's desk (spec 2 §6): reports and support requests as queues by status, oldest
 * first; answering, closing and reopening them; marking content (contentModerationDto) to take
 * it out of the store or put it back. A ticket is locked while it changes (SELECT … FOR UPDATE),
 * so two moderators answering at once write one after the other. Who may call it is the routes'
 * business (ROLE_MODERATOR, read from the database on every call).
 */
export function createModerationService(deps: ModerationDeps) {
  const { repository } = deps;
  const reportTicket = async (row: ReportRow): Promise<ReportTicket> =>
    toReportTicket(row, await contextOf(deps, [row]));
  const supportTicket = async (row: SupportRequestRow): Promise<SupportTicket> =>
    toSupportTicket(row, await contextOf(deps, [row]));

  return {
    async reportQueue(query: QueuePage): Promise<ReportQueue> {
      const [rows, counts] = await Promise.all([
        repository.reportQueue(query),
        repository.reportCounts(),
      ]);
      const context = await contextOf(deps, rows);
      return {
        items: rows.map((row) => toReportTicket(row, context)),
        total: counts[query.status],
        counts,
      };
    },

    async supportQueue(query: QueuePage): Promise<SupportQueue> {
      const [rows, counts] = await Promise.all([
        repository.supportQueue(query),
        repository.supportCounts(),
      ]);
      const context = await contextOf(deps, rows);
      return {
        items: rows.map((row) => toSupportTicket(row, context)),
        total: counts[query.status],
        counts,
      };
    },

    answerReport: async (moderatorId: string, id: string, answer: string) =>
      reportTicket(await answerReport(deps, moderatorId, id, answer)),

    /** Closes or reopens a report. */
    setReportStatus: async (id: string, status: TicketStatus) =>
      reportTicket(await changeStatus(deps, reportTickets(repository), id, status)),

    answerSupport: async (moderatorId: string, id: string, answer: string) =>
      supportTicket(await answerSupport(deps, moderatorId, id, answer)),

    /** Closes or reopens a support request. */
    setSupportStatus: async (id: string, status: TicketStatus) =>
      supportTicket(await changeStatus(deps, supportTickets(repository), id, status)),

    markContent: (moderatorId: string, mark: ContentMark) => markContent(deps, moderatorId, mark),
  };
}

export type ModerationService = ReturnType<typeof createModerationService>;
