import type { TicketStatus } from '@parallax/core/contracts/support';
import { DomainError } from '@parallax/core/errors';
import { mailEn } from '@parallax/core/i18n/areas/mail';
import { mailEs } from '@parallax/core/i18n/areas/mail.es';
import type { Language } from '@parallax/core/platform';
import { mayQuoteSenderTo } from '@parallax/core/rules/support';
import type { Database } from '../../db/client.js';
import type { AuthService } from '../auth/auth.service.js';
import type { CatalogService } from '../catalog/catalog.service.js';
import type { Mailer } from '../mail/mailer.service.js';
import { reportAnsweredEmail, supportAnsweredEmail } from '../mail/desk.templates.js';
import type { Notifier } from '../notifications/notifications.types.js';
import type { DeskRepository } from './desk.repository.js';
import type { ReportRow, SupportRequestRow } from './support.repository.js';

/** What answering and closing tickets needs. */
export type TicketDeps = {
  db: Database;
  repository: DeskRepository;
  mailer: Mailer;
  notifier: Notifier;
  users: Pick<AuthService, 'userById'>;
  catalog: Pick<CatalogService, 'packSummaries'>;
  now: () => Date;
};

const languageOf = (value: string): Language => (value === 'es' ? 'es' : 'en');
const noticeCopy = { en: mailEn.mail.desk, es: mailEs.mail.desk } as const;

const ticketNotFound = (kind: string, id: string) =>
  new DomainError('NotFound', `No ${kind} ${id}`);

/**
 * A new answer is a new event for the user: its notification is keyed by the answer's time, so
 * a corrected answer tells them again while a retried write of the same answer cannot.
 */
const answerKey = (kind: string, id: string, answeredAt: Date) =>
  `${kind}:${id}:${answeredAt.getTime()}`;

/** A ticket of either queue, as changeStatus reads and writes it. */
type TicketAccess<Row> = {
  kind: string;
  forUpdate: (tx: Database, id: string) => Promise<Row | undefined>;
  update: (tx: Database, id: string, status: TicketStatus, at: Date) => Promise<Row>;
};

export const reportTickets = (repository: DeskRepository): TicketAccess<ReportRow> => ({
  kind: 'report',
  forUpdate: (tx, id) => repository.reportForUpdate(tx, id),
  update: (tx, id, status, at) => repository.setReportStatus(tx, id, status, at),
});

export const supportTickets = (repository: DeskRepository): TicketAccess<SupportRequestRow> => ({
  kind: 'support request',
  forUpdate: (tx, id) => repository.supportRequestForUpdate(tx, id),
  update: (tx, id, status, at) => repository.setSupportRequestStatus(tx, id, status, at),
});

/**
 * Closes or reopens a ticket under its row lock; `answered` only for one that has an answer. The
 * status it has already changes nothing.
 */
export function changeStatus<Row extends { status: string; answer: string | null }>(
  { db, now }: Pick<TicketDeps, 'db' | 'now'>,
  ticket: TicketAccess<Row>,
  id: string,
  status: TicketStatus,
): Promise<Row> {
  return db.transaction(async (tx) => {
    const row = await ticket.forUpdate(tx, id);
    if (!row) throw ticketNotFound(ticket.kind, id);
    if (row.status === status) return row;
    if (status === 'answered' && row.answer === null) {
      throw new DomainError('BadRequest', `Answer the ${ticket.kind} to mark it answered`);
    }
    return ticket.update(tx, id, status, now());
  });
}

/**
 * The report becomes answered; the reporter is notified (kind `report_answered`) and e-mailed
 * in their language, in the same transaction. The answer it has already changes nothing, in
 * whatever status (closed, reopened): the reporter has been told it.
 */
export function answerReport(
  deps: TicketDeps,
  moderatorId: string,
  id: string,
  answer: string,
): Promise<ReportRow> {
  const { repository, users, catalog, notifier, mailer, now } = deps;
  return deps.db.transaction(async (tx) => {
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
      await mailer.send(reportAnsweredEmail(language, reporter.email, { id, title, answer }), tx);
    }
    return answered;
  });
}

/**
 * The request becomes answered; the answer is e-mailed to the address it gave (quoting the
 * request only when that is its user's proven address), and its user (when it came from one)
 * is notified too (kind `support_answered`). The answer it has already changes nothing.
 */
export function answerSupport(
  deps: TicketDeps,
  moderatorId: string,
  id: string,
  answer: string,
): Promise<SupportRequestRow> {
  const { repository, users, notifier, mailer, now } = deps;
  return deps.db.transaction(async (tx) => {
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
}
