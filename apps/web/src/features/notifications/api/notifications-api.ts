import {
  NOTIFICATIONS_PAGE_SIZE,
  type NotificationList,
} from '@parallax/core/contracts/notification-feed';
import { notificationFeedEndpoints } from '@parallax/core/endpoints/notification-feed';
import type { Language } from '@parallax/core/platform';
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api-client';

/** spec 2 §4: the list is read again every minute (and when the window gets focus). */
export const NOTIFICATIONS_REFETCH_MS = 60_000;

/**
 * Key factory: all → everyList → lists(user) → list(user, language). A user's notifications carry
 * their id; the server writes them in the User-Language, so the language is in the key.
 */
export const notificationQueries = {
  all: () => ['notifications'] as const,
  everyList: () => [...notificationQueries.all(), 'list'] as const,
  lists: (userId: string) => [...notificationQueries.everyList(), userId] as const,
  /** spec 2 §7 notifications list: page 0, size 1000; signed-in users only (spec 2 §6). */
  list: (userId: string, language: Language) =>
    queryOptions({
      queryKey: [...notificationQueries.lists(userId), language],
      queryFn: ({ signal }) =>
        callEndpoint(notificationFeedEndpoints.list, {
          prefix: 'plain',
          query: { page: 0, size: NOTIFICATIONS_PAGE_SIZE },
          signal,
        }),
      // A switch of language keeps the list (and its toasts) until the new words arrive.
      placeholderData: (previous) => previous,
      refetchInterval: NOTIFICATIONS_REFETCH_MS,
      refetchOnWindowFocus: true,
      staleTime: 10_000,
    }),
};

function withShown(list: NotificationList, ids: ReadonlySet<string>): NotificationList {
  let changed = 0;
  const content = list.content.map((notification) => {
    if (notification.status !== 'sent' || !ids.has(notification.id)) return notification;
    changed += 1;
    return { ...notification, status: 'shown' as const };
  });
  return changed === 0 ? list : { ...list, content, unread: Math.max(0, list.unread - changed) };
}

/**
 * spec 2 §4: notifications are marked `shown` in bulk when their toasts appear or the center
 * opens (spec 2 §7 bulk update {notificationIds, status}). The list shows them read at once; a
 * failure is only logged: the next read of the list tells the truth.
 */
export async function markNotificationsShown(
  queryClient: QueryClient,
  userId: string,
  ids: readonly string[],
): Promise<void> {
  if (ids.length === 0) return;
  const shown = new Set(ids);
  queryClient.setQueriesData<NotificationList>(
    { queryKey: notificationQueries.lists(userId) },
    (list) => (list ? withShown(list, shown) : list),
  );
  try {
    for (let start = 0; start < ids.length; start += NOTIFICATIONS_PAGE_SIZE) {
      await callEndpoint(notificationFeedEndpoints.bulkUpdate, {
        prefix: 'plain',
        body: {
          notificationIds: ids.slice(start, start + NOTIFICATIONS_PAGE_SIZE),
          status: 'shown',
        },
      });
    }
  } catch (error) {
    console.warn('The notifications could not be marked shown', error);
  }
}
