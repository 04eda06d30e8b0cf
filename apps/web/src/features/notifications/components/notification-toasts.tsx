import type { Notification } from '@parallax/core/contracts/notification-feed';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { CloseIcon } from '@/components/ui/icons';
import { useTranslation } from '@/lib/i18n';
import { markNotificationsShown, notificationQueries } from '../api/notifications-api';
import { notificationCenter } from '../model/center-store';
import { readShownToasts, rememberShownToasts } from '../model/shown-toasts';
import { createToastScheduler, MAX_NOTIFICATION_TOASTS } from '../model/toast-scheduler';
import { NotificationAction, NotificationMedia } from './notification-parts';

/**
 * spec 2 §4, §9 notification toasts in the notification area: each `sent` notification once,
 * 5 s after it arrives, for 20 s, at most 3 at a time (2 while `hasPrompt`: the push prompt takes
 * a place); marked shown in bulk as they appear and cleared when the center opens. While the
 * player or a dialog is open (`isOverlayOpen`, lib/overlays.ts) or the page is hidden new ones
 * wait; the player or a dialog opening also takes those on screen away (they stay in the center),
 * so none lies on its controls.
 */
export function NotificationToasts({
  userId,
  isOverlayOpen,
  hasPrompt,
}: {
  userId: string;
  isOverlayOpen: boolean;
  hasPrompt: boolean;
}) {
  const { i18n } = useTranslation();
  const queryClient = useQueryClient();
  const list = useQuery(notificationQueries.list(userId, i18n.language));
  const [scheduler] = useState(() =>
    createToastScheduler({
      wasShown: (id) => readShownToasts().has(id),
      onAppear: (ids) => {
        rememberShownToasts(ids);
        void markNotificationsShown(queryClient, userId, ids);
      },
    }),
  );
  useEffect(() => () => scheduler.dispose(), [scheduler]);
  // Set before the list is offered, so no toast appears past them.
  const isHidden = useSyncExternalStore(subscribeVisibility, isDocumentHidden);
  useEffect(
    () => scheduler.setPaused(isOverlayOpen || isHidden),
    [isOverlayOpen, isHidden, scheduler],
  );
  useEffect(() => {
    if (isOverlayOpen) for (const id of scheduler.getVisible()) scheduler.dismiss(id);
  }, [isOverlayOpen, scheduler]);
  const limit = hasPrompt ? MAX_NOTIFICATION_TOASTS - 1 : MAX_NOTIFICATION_TOASTS;
  useEffect(() => scheduler.setLimit(limit), [limit, scheduler]);

  const notifications = list.data?.content;
  useEffect(() => {
    if (!notifications) return;
    // The list is newest first; toasts come in the order the notifications came.
    const sent = notifications.filter((notification) => notification.status === 'sent');
    scheduler.offer(sent.map((notification) => notification.id).reverse());
  }, [notifications, scheduler]);

  useEffect(
    () =>
      notificationCenter.subscribe(() => {
        if (notificationCenter.get() === 'opening') scheduler.clear();
      }),
    [scheduler],
  );

  const visible = useSyncExternalStore(scheduler.subscribe, scheduler.getVisible);
  const byId = new Map(notifications?.map((notification) => [notification.id, notification]));
  const shown = visible.flatMap((id) => byId.get(id) ?? []);
  return shown.map((notification) => (
    <NotificationToast
      key={notification.id}
      notification={notification}
      onDismiss={() => scheduler.dismiss(notification.id)}
    />
  ));
}

const isDocumentHidden = () => document.hidden;

function subscribeVisibility(listener: () => void): () => void {
  document.addEventListener('visibilitychange', listener);
  return () => document.removeEventListener('visibilitychange', listener);
}

function NotificationToast({
  notification,
  onDismiss,
}: {
  notification: Notification;
  onDismiss: () => void;
}) {
  const { t } = useTranslation();
  return (
    <article
      className="notification-toast"
      aria-label={notification.title}
      data-testid="notification-toast"
      data-id={notification.id}
    >
      <NotificationMedia notification={notification} />
      <div className="notification-content">
        <p className="notification-title">{notification.title}</p>
        <p className="notification-description">{notification.description}</p>
        <NotificationAction notification={notification} onFollow={onDismiss} />
      </div>
      <button
        type="button"
        className="icon-button notification-toast-dismiss"
        onClick={onDismiss}
        aria-label={t('notifications.dismiss')}
      >
        <CloseIcon size={16} />
      </button>
    </article>
  );
}
