import type {
  ContentModeration,
  ReportTicket,
  SupportTicket,
  TicketStatus,
} from '@parallax/core/contracts/support';
import { supportEndpoints } from '@parallax/core/endpoints/support';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api-client';
import { userQueries } from '@/data/account/user-queries';

/** The desk's two queues (spec 2 §6). */
export type Queue = 'reports' | 'support';

/** Tickets per page of a queue. */
export const DESK_PAGE_SIZE = 20;

/**
 * Key factory: all → queue(name) → page(status, page). Under `user`, so a moderator's queues are
 * gone from the cache when they sign out.
 */
export const moderationQueries = {
  all: () => [...userQueries.all(), 'moderation'] as const,
  queue: (queue: Queue) => [...moderationQueries.all(), queue] as const,
  reports: (status: TicketStatus, page: number) =>
    queryOptions({
      queryKey: [...moderationQueries.queue('reports'), status, page],
      queryFn: ({ signal }) =>
        callEndpoint(supportEndpoints.reportQueue, {
          prefix: 'store',
          query: { status, page, size: DESK_PAGE_SIZE },
          signal,
        }),
      placeholderData: keepPreviousData,
      refetchOnWindowFocus: true,
    }),
  support: (status: TicketStatus, page: number) =>
    queryOptions({
      queryKey: [...moderationQueries.queue('support'), status, page],
      queryFn: ({ signal }) =>
        callEndpoint(supportEndpoints.supportQueue, {
          prefix: 'store',
          query: { status, page, size: DESK_PAGE_SIZE },
          signal,
        }),
      placeholderData: keepPreviousData,
      refetchOnWindowFocus: true,
    }),
};

/** Answers a ticket: it becomes answered (a report's reporter is notified and e-mailed). */
export function answerTicket(
  queue: Queue,
  id: string,
  answer: string,
): Promise<ReportTicket | SupportTicket> {
  const body = { answer };
  return queue === 'reports'
    ? callEndpoint(supportEndpoints.answerReport, { prefix: 'store', params: { id }, body })
    : callEndpoint(supportEndpoints.answerSupport, { prefix: 'store', params: { id }, body });
}

/** Closes or reopens a ticket. */
export function setTicketStatus(
  queue: Queue,
  id: string,
  status: TicketStatus,
): Promise<ReportTicket | SupportTicket> {
  const body = { status };
  return queue === 'reports'
    ? callEndpoint(supportEndpoints.setReportStatus, { prefix: 'store', params: { id }, body })
    : callEndpoint(supportEndpoints.setSupportStatus, { prefix: 'store', params: { id }, body });
}

/** spec 2 §3 contentModerationDto: `hidden` takes the pack out of the store, `ready` restores it. */
export const markContent = (body: ContentModeration) =>
  callEndpoint(supportEndpoints.markContent, { prefix: 'store', body });
