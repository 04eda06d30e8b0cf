import type { TicketStatus } from '@parallax/core/contracts/support';

/**
 * What a moderator may do with a ticket in each status (spec 2 §6 queues): an open ticket is
 * answered (which makes it answered) or closed unanswered; an answered one is closed, or reopened
 * to answer again; a closed one is reopened.
 */
export function ticketActions(status: TicketStatus): {
  canAnswer: boolean;
  canClose: boolean;
  canReopen: boolean;
} {
  return {
    canAnswer: status === 'open',
    canClose: status !== 'closed',
    canReopen: status !== 'open',
  };
}

/** "1–20 of 45" of a queue's page, or null when one page holds them all. */
export function pageRange(
  page: number,
  size: number,
  shown: number,
  total: number,
): { from: number; to: number; total: number } | null {
  if (total <= size && page === 0) return null;
  if (shown === 0) return { from: 0, to: 0, total };
  return { from: page * size + 1, to: page * size + shown, total };
}
