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
import { mailEn } from '@parallax/core/i18n/areas/mail';
import { mailEs } from '@parallax/core/i18n/areas/mail.es';
import type { Language } from '@parallax/core/platform';
import { mayQuoteSenderTo } from '@parallax/core/rules/support';
import type { z } from 'zod';
import type { Database } from '../../db/client.js';
import type { AuthService } from '../auth/auth.service.js';
import type { CatalogService } from '../catalog/catalog.service.js';
import type { Mailer } from '../mail/mailer.js';
import { reportAnsweredEmail, supportAnsweredEmail } from '../mail/templates.js';
import type { Notifier } from '../notifications/notifications.types.js';
import {
  toReportTicket,
  toSupportTicket,
  type PackSummary,
  type TicketContext,
} from './support.presenter.js';
import type {
  QueuePage,
  ReportRow,
  SupportRepository,
  SupportRequestRow,
} from './support.repository.js';

export type ModerationDeps = {
  db: Database;
  repository: SupportRepository;
  mailer: Mailer;
  notifier: Notifier;
  users: Pick<AuthService, 'userById' | 'usersByIds'>;
  catalog: Pick<CatalogService, 'packSummaries' | 'setHidden' | 'refresh'>;
  now: () => Date;
};

type ContentMark = z.output<typeof ContentModeration>;

const languageOf = (value: string): Language => (value === 'es' ? 'es' : 'en');
const noticeCopy = { en: mailEn.mail.desk, es: mailEs.mail.desk } as const;

const ticketNotFound = (kind: string, id: string) =>
  new DomainError('NotFound', `No ${kind} ${id}`);

/**
 * The moderator's desk (spec 2 §6): reports and support requests as queues by status, oldest
 * first; answering, closing and reopening them; marking content (contentModerationDto) to take
 * it out of the store or put it back. A ticket is locked while it changes (SELECT … FOR UPDATE),
 * so two moderators answering at once write one after the other. Who may call it is the routes'
 * business (ROLE_MODERATOR, read from the database on every call).
 */
export function createModerationService(deps: ModerationDeps) {
  const { db, repository, mailer, notifier, users, catalog, now } = deps;

  /** The people and packs a page of tickets names, each looked up once. */
  async function contextOf(
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
   * Closes or reopens a ticket under its row lock; `answered` only for one that has an answer. The
   * status it has already changes nothing.
   */
  async function changeStatus<Row extends { status: string; answer: string | null }>(
    ticket: {
      kind: string;
      id: string;
      forUpdate: (tx: Database, id: string) => Promise<Row | undefined>;
      update: (tx: Database, id: string, status: TicketStatus, at: Date) => Promise<Row>;
    },
    status: TicketStatus,
  ): Promise<Row> {
    return db.transaction(async (tx) => {
      const row = await ticket.forUpdate(tx, ticket.id);
      if (!row) throw ticketNotFound(ticket.kind, ticket.id);
      if (row.status === status) return row;
      if (status === 'answered' && row.answer === null) {
        throw new DomainError('BadRequest', `Answer the ${ticket.kind} to mark it answered`);
      }
      return ticket.update(tx, ticket.id, status, now());
    });
  }

  /**
   * A new answer is a new event for the user: its notification is keyed by the answer's time, so
   * a corrected answer tells them again while a retried write of the same answer cannot.
   */
  const answerKey = (kind: string, id: string, answeredAt: Date) =>
    `${kind}:${id}:${answeredAt.getTime()}`;

  return {
    async reportQueue(query: QueuePage): Promise<ReportQueue> {
      const [rows, counts] = await Promise.all([
        repository.reportQueue(query),
        repository.reportCounts(),
      ]);
      const context = await contextOf(rows);
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
      const context = await contextOf(rows);
      return {
        items: rows.map((row) => toSupportTicket(row, context)),
        total: counts[query.status],
        counts,
      };
    },

    /**
     * The report becomes answered; the reporter is notified (kind `report_answered`) and e-mailed
     * in their language, in the same transaction. The answer it has already changes nothing, in
     * whatever status (closed, reopened): the reporter has been told it.
     */
    async answerReport(moderatorId: string, id: string, answer: string): Promise<ReportTicket> {
      const row = await db.transaction(async (tx) => {
        const report = await repository.reportForUpdate(tx, id);
        if (!report) throw ticketNotFound('report', id);
        if (report.answer === answer) return report;
        const answered = await repository.answerReport(tx, id, {
          answer,
          answeredById: moderatorId,
          answeredAt: now(),
        });
        const reporter = await users.userById(tx, report.userId);
        const [pack] = await catalog.packSummaries([report.contentPackId], tx);
        if (reporter) {
          const language = languageOf(report.language);
          const title = pack?.title ?? '';
          await notifier.notify(tx, {
            userId: reporter.id,
            kind: 'report_answered',
            dedupeKey: answerKey('report_answered', id, answered.answeredAt ?? now()),
            title: noticeCopy[language].reportAnswered.subject,
            description: answer,
          });
          await mailer.send(
            reportAnsweredEmail(language, reporter.email, { id, title, answer }),
            tx,
          );
        }
        return answered;
      });
      return toReportTicket(row, await contextOf([row]));
    },

    /** Closes or reopens a report. */
    async setReportStatus(id: string, status: TicketStatus): Promise<ReportTicket> {
      const row = await changeStatus(
        {
          kind: 'report',
          id,
          forUpdate: (tx, ticketId) => repository.reportForUpdate(tx, ticketId),
          update: (tx, ticketId, to, at) => repository.setReportStatus(tx, ticketId, to, at),
        },
        status,
      );
      return toReportTicket(row, await contextOf([row]));
    },

    /**
     * The request becomes answered; the answer is e-mailed to the address it gave (quoting the
     * request only when that is its user's proven address), and its user (when it came from one)
     * is notified too (kind `support_answered`). The answer it has already changes nothing.
     */
    async answerSupport(moderatorId: string, id: string, answer: string): Promise<SupportTicket> {
      const row = await db.transaction(async (tx) => {
        const request = await repository.supportRequestForUpdate(tx, id);
        if (!request) throw ticketNotFound('support request', id);
        if (request.answer === answer) return request;
        const answered = await repository.answerSupportRequest(tx, id, {
          answer,
          answeredById: moderatorId,
          answeredAt: now(),
        });
        const language = languageOf(request.language);
        if (request.userId) {
          await notifier.notify(tx, {
            userId: request.userId,
            kind: 'support_answered',
            dedupeKey: answerKey('support_answered', id, answered.answeredAt ?? now()),
            title: noticeCopy[language].supportAnswered.subject,
            description: answer,
          });
        }
        const account = request.userId ? await users.userById(tx, request.userId) : undefined;
        await mailer.send(
          supportAnsweredEmail(language, request.email, {
            id,
            answer,
            problemDescription: mayQuoteSenderTo(account, request.email)
              ? request.problemDescription
              : null,
          }),
          tx,
        );
        return answered;
      });
      return toSupportTicket(row, await contextOf([row]));
    },

    /** Closes or reopens a support request. */
    async setSupportStatus(id: string, status: TicketStatus): Promise<SupportTicket> {
      const row = await changeStatus(
        {
          kind: 'support request',
          id,
          forUpdate: (tx, ticketId) => repository.supportRequestForUpdate(tx, ticketId),
          update: (tx, ticketId, to, at) =>
            repository.setSupportRequestStatus(tx, ticketId, to, at),
        },
        status,
      );
      return toSupportTicket(row, await contextOf([row]));
    },

    /**
     * spec 2 §3 contentModerationDto: HIDDEN takes the pack out of the store (every list, page,
     * search and cart; its owners keep it), READY puts it back. The mark is kept with who made it
     * and why; the store of this process changes at once.
     */
    async markContent(
      moderatorId: string,
      mark: ContentMark,
    ): Promise<z.output<typeof ContentModerationResult>> {
      const at = now();
      const saved = await db.transaction(async (tx) => {
        const found = await catalog.setHidden(tx, mark.contentPackId, mark.status === 'HIDDEN');
        if (!found) return null;
        return repository.insertMark(tx, {
          contentPackId: mark.contentPackId,
          status: mark.status,
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
        status: saved.status as ModerationStatus,
        message: saved.message,
        markedAt: saved.createdAt.toISOString(),
      };
    },
  };
}

export type ModerationService = ReturnType<typeof createModerationService>;
