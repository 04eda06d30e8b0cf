import type { Notification } from '@parallax/core/contracts/notification-feed';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import { Dialog } from '@/components/ui/dialog';
import { DialogHeader } from '@/components/ui/dialog-header';
import { useTranslation } from '@/lib/i18n';
import { markNotificationsShown, notificationQueries } from '../api/notifications-api';
import { notificationCenter, type CenterState } from '../model/center-store';
import { rememberShownToasts } from '../model/shown-toasts';
import { NotificationAction, NotificationMedia, NotificationTime } from './notification-parts';
import '../notifications.css';

/** The center while it is not closed (its code stays loaded between openings). */
export function NotificationCenterWhileShown({
  userId,
  state,
}: {
  userId: string;
  state: CenterState;
}) {
  return state === 'closed' ? null : <NotificationCenter userId={userId} state={state} />;
}

/**
 * spec 2 §2 notification center: a right-side panel (full width under 480 px), a modal dialog
 * (focus kept inside and given back to the button, the page inert and its scroll locked). It
 * opens and closes with a 200 ms animation (spec 2 §4 closed → opening → open → closing); Esc,
 * the close button and the backdrop close it. Opening marks every `sent` notification `shown` in
 * bulk, as are those that arrive while it is open.
 */
function NotificationCenter({ userId, state }: { userId: string; state: CenterState }) {
  const { t, i18n } = useTranslation();
  const titleId = useId();
  const queryClient = useQueryClient();
  const list = useQuery(notificationQueries.list(userId, i18n.language));
  // The ones that were new when they reached the open center keep their mark while it is open.
  const [unreadHere, setUnreadHere] = useState<ReadonlySet<string>>(() => new Set());
  const notifications = list.data?.content;

  const sentIds = (notifications ?? [])
    .filter((notification) => notification.status === 'sent')
    .map((notification) => notification.id);
  const arrived = sentIds.filter((id) => !unreadHere.has(id));
  if (arrived.length > 0) setUnreadHere(new Set([...unreadHere, ...arrived]));

  const sentKey = sentIds.join(',');
  useEffect(() => {
    if (sentKey === '') return;
    const ids = sentKey.split(',');
    rememberShownToasts(ids);
    void markNotificationsShown(queryClient, userId, ids);
  }, [sentKey, queryClient, userId]);

  const close = () => notificationCenter.close();

  return (
    <Dialog
      labelledBy={titleId}
      onRequestClose={close}
      className={`notification-center is-${state}`}
      testId="notification-center"
      initialFocus=".dialog-close"
    >
      <DialogHeader title={t('notifications.center.title')} titleId={titleId} onClose={close} />
      <div className="notification-center-body" aria-busy={list.isPending || undefined}>
        {list.isError && !notifications && (
          <div className="notification-empty" role="alert">
            <p>{t('notifications.center.failed')}</p>
            <button
              type="button"
              className="button button-small button-secondary"
              onClick={() => void list.refetch()}
            >
              {t('notifications.center.retry')}
            </button>
          </div>
        )}
        {notifications && notifications.length === 0 && (
          <div className="notification-empty" data-testid="notification-empty">
            <p className="notification-empty-title">{t('notifications.center.empty')}</p>
            <p>{t('notifications.center.emptyText')}</p>
          </div>
        )}
        {notifications && notifications.length > 0 && (
          <ul className="notification-list">
            {notifications.map((notification) => (
              <NotificationRow
                key={notification.id}
                notification={notification}
                isNew={unreadHere.has(notification.id)}
                onFollow={close}
              />
            ))}
          </ul>
        )}
      </div>
    </Dialog>
  );
}

function NotificationRow({
  notification,
  isNew,
  onFollow,
}: {
  notification: Notification;
  isNew: boolean;
  onFollow: () => void;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <li
      className={`notification-item${isNew ? ' is-new' : ''}`}
      aria-labelledby={titleId}
      data-testid="notification-item"
      data-id={notification.id}
    >
      <NotificationMedia notification={notification} />
      <div className="notification-content">
        <h3 id={titleId} className="notification-title">
          {isNew && <span className="notification-new">{t('notifications.center.unread')}</span>}
          {notification.title}
        </h3>
        <p className="notification-description">{notification.description}</p>
        <div className="notification-footer">
          <NotificationTime createdAt={notification.createdAt} />
          <NotificationAction notification={notification} onFollow={onFollow} />
        </div>
      </div>
    </li>
  );
}
