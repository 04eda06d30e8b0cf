import type { ReportTicket, SupportTicket, TicketStatus } from '@parallax/core/contracts/support';
import { effectiveHeadset, type HeadsetModel, type VrSetup } from '@parallax/core/rules/support';
import type { UserRow } from '../auth/auth.service.js';
import { displayName } from '../auth/user.presenter.js';
import type { CatalogService } from '../catalog/catalog.service.js';
import type { ReportRow, SupportRequestRow } from './support.repository.js';

export type PackSummary = Awaited<ReturnType<CatalogService['packSummaries']>>[number];

/** The people and packs a page of tickets names, looked up once for the page. */
export type TicketContext = {
  people: ReadonlyMap<string, UserRow>;
  packs: ReadonlyMap<string, PackSummary>;
};

function ticketBase(row: ReportRow | SupportRequestRow, { people }: TicketContext) {
  const moderator = row.answeredById ? people.get(row.answeredById) : undefined;
  return {
    id: row.id,
    status: row.status as TicketStatus,
    createdAt: row.createdAt.toISOString(),
    answer: row.answer,
    answeredAt: row.answeredAt?.toISOString() ?? null,
    answeredBy: moderator ? displayName(moderator) : null,
  };
}

export function toReportTicket(row: ReportRow, context: TicketContext): ReportTicket {
  const pack = context.packs.get(row.contentPackId);
  const reporter = context.people.get(row.userId);
  return {
    ...ticketBase(row, context),
    contentPackId: row.contentPackId,
    contentTitle: pack?.title ?? null,
    contentSlug: pack?.slug ?? null,
    contentHidden: pack ? pack.hiddenAt !== null : false,
    message: row.message,
    reporter: {
      id: row.userId,
      name: reporter ? displayName(reporter) : '',
      email: reporter?.email ?? '',
    },
  };
}

export function toSupportTicket(row: SupportRequestRow, context: TicketContext): SupportTicket {
  const pack = row.contentId ? context.packs.get(row.contentId) : undefined;
  return {
    ...ticketBase(row, context),
    userId: row.userId,
    email: row.email,
    problemDescription: row.problemDescription,
    vrSetup: row.vrSetup as VrSetup | null,
    headset: effectiveHeadset(row.headsetModel as HeadsetModel | null, row.headsetModelOther),
    gpuModel: row.gpuModel,
    contentId: row.contentId,
    contentTitle: pack?.title ?? null,
  };
}
