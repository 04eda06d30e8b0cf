import type {
  DeskTicketCreated,
  ReportContent,
  SupportRequest,
} from '@parallax/core/contracts/support';
import type { DeskTicket } from '@parallax/core/contracts/desk-customers';
import { DomainError } from '@parallax/core/errors';
import type { Language } from '@parallax/core/platform';
import { pagePath } from '@parallax/core/pages';
import { DESK_LIMITS, effectiveHeadset, mayQuoteSenderTo } from '@parallax/core/rules/support';
import type { z } from 'zod';
import type { Database } from '../../db/client.js';
import { customerTicketsRepository } from './customer-tickets.repository.js';
import type { AuthService } from '../auth/auth.service.js';
import { displayName } from '../auth/user.presenter.js';
import type { CatalogService } from '../catalog/catalog.service.js';
import type { Mailer } from '../mail/mailer.service.js';
import {
  reportForwardEmail,
  reportReceivedEmail,
  supportForwardEmail,
  supportReceivedEmail,
} from '../mail/desk.templates.js';
import type {
  ReportRow,
  SupportRepository,
  SupportRequestRow,
  SupportSender,
} from './support.repository.js';

// DESK_LIMITS (core): what one sender may send an hour, counted here in the database; the
// per-minute limit per client address is the routes' (`rateLimited`).
const HOUR_MS = 60 * 60 * 1000;

/** The support request as the route hands it over: validated, e-mail normalized, text trimmed. */
type SupportRequestInput = z.output<typeof SupportRequest>;

/** A report or support request a customer filed, as the desk lists it. */
export type CustomerTicket = Omit<DeskTicket, 'contentTitle'>;

export type SupportDeps = {
  db: Database;
  repository: SupportRepository;
  mailer: Mailer;
  users: Pick<AuthService, 'userById'>;
  catalog: Pick<CatalogService, 'packSummaries'>;
  /**
   * Where reports and support requests are copied to: the configured support address when mail
   * leaves this machine (SMTP), else null and they are read on the desk only.
   */
  forwardTo: string | null;
  publicUrl: string;
  now: () => Date;
};

const limitReached = () =>
  new DomainError('SupportLimitReached', 'Too many reports or support requests in the last hour');

type PackSummary = Awaited<ReturnType<CatalogService['packSummaries']>>[number];
type Account = Awaited<ReturnType<AuthService['userById']>>;

/** Blank optional text is the same as none. */
const orNull = (value: string | null | undefined) => (value ? value : null);

/** The pack a ticket names, hidden or not: an unknown one is 404 ContentNotFound. */
async function packOrThrow({ catalog }: SupportDeps, id: string) {
  const [pack] = await catalog.packSummaries([id]);
  if (!pack) throw new DomainError('ContentNotFound', `No content pack ${id}`);
  return pack;
}

const deskUrlOf = ({ publicUrl }: SupportDeps) => `${publicUrl}${pagePath('moderation')}`;

/** The reporter's acknowledgement and, when mail leaves this machine, the support copy; in `tx`. */
async function mailReport(
  deps: SupportDeps,
  tx: Database,
  report: ReportRow,
  pack: PackSummary,
  language: Language,
) {
  const { mailer, forwardTo } = deps;
  const user = await deps.users.userById(tx, report.userId);
  if (!user) return;
  await mailer.send(
    reportReceivedEmail(language, user.email, {
      id: report.id,
      title: pack.title,
      message: mayQuoteSenderTo(user, user.email) ? report.message : null,
    }),
    tx,
  );
  if (forwardTo) {
    await mailer.send(
      reportForwardEmail(forwardTo, {
        id: report.id,
        message: report.message,
        pack,
        reporter: { name: displayName(user), email: user.email },
        deskUrl: deskUrlOf(deps),
      }),
      tx,
    );
  }
}

/** A signed-in user reports a content pack (a hidden one too: it may be why it is hidden). */
async function fileReport(
  deps: SupportDeps,
  userId: string,
  input: ReportContent,
  language: Language,
): Promise<DeskTicketCreated> {
  const { repository, now } = deps;
  const pack = await packOrThrow(deps, input.contentPackId);
  const outcome = await deps.db.transaction(async (tx) => {
    await repository.lockSender(tx, `report:user:${userId}`);
    const at = now();
    const recent = await repository.reportsSince(tx, userId, new Date(at.getTime() - HOUR_MS));
    if (recent >= DESK_LIMITS.reportsPerUserPerHour) return null;
    const report = await repository.insertReport(tx, {
      userId,
      contentPackId: pack.id,
      message: input.message.trim(),
      language,
      createdAt: at,
    });
    await mailReport(deps, tx, report, pack, language);
    return report;
  });
  if (!outcome) throw limitReached();
  return { id: outcome.id, createdAt: outcome.createdAt.toISOString() };
}

/** The sender's acknowledgement and, when mail leaves this machine, the support copy; in `tx`. */
async function mailSupportRequest(
  deps: SupportDeps,
  tx: Database,
  request: SupportRequestRow,
  about: { account: Account; pack: PackSummary | null; input: SupportRequestInput },
  language: Language,
) {
  const { mailer, forwardTo } = deps;
  await mailer.send(
    supportReceivedEmail(language, request.email, {
      id: request.id,
      problemDescription: mayQuoteSenderTo(about.account, request.email)
        ? request.problemDescription
        : null,
    }),
    tx,
  );
  if (forwardTo) {
    await mailer.send(
      supportForwardEmail(forwardTo, {
        id: request.id,
        email: request.email,
        problemDescription: request.problemDescription,
        vrSetup: request.vrSetup,
        headset: effectiveHeadset(about.input.headsetModel, request.headsetModelOther),
        gpuModel: request.gpuModel,
        pack: about.pack,
        deskUrl: deskUrlOf(deps),
      }),
      tx,
    );
  }
}

/** Whether the sender's requests of the last hour leave room for one more (DESK_LIMITS). */
async function hasRoomFor(deps: SupportDeps, tx: Database, counted: SupportSender, at: Date) {
  const since = new Date(at.getTime() - HOUR_MS);
  const recent = await deps.repository.supportRequestsSince(tx, counted, since);
  return (
    recent.bySender < DESK_LIMITS.supportRequestsPerSenderPerHour &&
    recent.byAddress < DESK_LIMITS.supportRequestsPerAddressPerHour
  );
}

/** Anyone asks for help; filed under the signed-in user when there is one. */
async function fileSupportRequest(
  deps: SupportDeps,
  sender: { userId: string | null; ipAddress: string | null },
  input: SupportRequestInput,
  language: Language,
): Promise<DeskTicketCreated> {
  const { repository, users, now } = deps;
  const pack = input.contentId ? await packOrThrow(deps, input.contentId) : null;
  // A signed-in sender is counted by their account alone; a guest by the e-mail address they
  // give and by their client address (DESK_LIMITS).
  const counted: SupportSender = sender.userId
    ? { kind: 'user', userId: sender.userId }
    : { kind: 'guest', email: input.email, ipAddress: sender.ipAddress };
  const outcome = await deps.db.transaction(async (tx) => {
    await repository.lockSupportSender(tx, counted);
    const at = now();
    if (!(await hasRoomFor(deps, tx, counted, at))) return null;
    const account = sender.userId ? await users.userById(tx, sender.userId) : undefined;
    const request = await repository.insertSupportRequest(tx, {
      userId: sender.userId,
      email: input.email,
      problemDescription: input.problemDescription.trim(),
      vrSetup: input.vrSetup ?? null,
      headsetModel: input.headsetModel ?? null,
      headsetModelOther: orNull(input.headsetModelOther),
      gpuModel: orNull(input.gpuModel),
      contentId: pack?.id ?? null,
      ipAddress: sender.ipAddress,
      language,
      createdAt: at,
    });
    await mailSupportRequest(deps, tx, request, { account, pack, input }, language);
    return request;
  });
  if (!outcome) throw limitReached();
  return { id: outcome.id, createdAt: outcome.createdAt.toISOString() };
}

/**
 * Report content and support requests (spec 2 §3, §5, §7): stored for the moderator's desk,
 * acknowledged by e-mail to the sender and copied to the support address, in one transaction.
 */
export function createSupportService(deps: SupportDeps) {
  const { repository, users } = deps;
  return {
    report: (userId: string, input: ReportContent, language: Language) =>
      fileReport(deps, userId, input, language),

    requestSupport: (
      sender: { userId: string | null; ipAddress: string | null },
      input: SupportRequestInput,
      language: Language,
    ) => fileSupportRequest(deps, sender, input, language),

    /** The reports and support requests a customer filed, newest first (the desk). */
    async ticketsOfUser(userId: string): Promise<CustomerTicket[]> {
      const { reports, requests } = await customerTicketsRepository.ofUser(deps.db, userId);
      const tickets: CustomerTicket[] = [
        ...reports.map((report) => ({
          id: report.id,
          kind: 'report' as const,
          status: report.status,
          message: report.message,
          contentId: report.contentPackId,
          createdAt: report.createdAt.toISOString(),
        })),
        ...requests.map((request) => ({
          id: request.id,
          kind: 'support' as const,
          status: request.status,
          message: request.problemDescription,
          contentId: request.contentId,
          createdAt: request.createdAt.toISOString(),
        })),
      ];
      return tickets.sort((a, b) => b.createdAt.localeCompare(a.createdAt));
    },

    /**
     * spec 2 §5 delete account, in its transaction (before the account row goes): the support
     * requests it sent, and guests' requests from its address when it had proven it, are deleted
     * — not kept without a name, as their text and address are the person's. Its reports go with
     * the account row (cascade).
     */
    async deleteOfUser(tx: Database, userId: string): Promise<void> {
      const user = await users.userById(tx, userId);
      await repository.deleteSupportRequestsOf(
        tx,
        userId,
        user?.emailConfirmed ? user.email : null,
      );
    },
  };
}

export type SupportService = ReturnType<typeof createSupportService>;
