import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from '@/lib/i18n';
import { lazyPart } from '@/lib/lazy-part';
import { useSession } from '@/data/session/session-context';
import { notificationQueries } from '../api/notifications-api';
import { notificationCenter, useCenterState } from '../model/center-store';
import { BellIcon } from './bell-icon';

/**
 * Only a signed-in user has a center: a guest's page goes without its code. It is rendered, empty
 * while closed, from the moment the user's button shows: its code is there before the first
 * click, and its 200 ms opening (spec 2 §4) starts at once.
 */
const NotificationCenter = lazyPart(() =>
  import('./notification-center').then((module) => module.NotificationCenterWhileShown),
);

/** The badge counts up to 9, then says 9+. */
const BADGE_MAX = 9;

/**
 * spec 1 §2 header: the notification button, for signed-in users, with the number of unread
 * (`sent`) notifications; it opens the notification center (spec 2 §2). Notifications are loaded
 * only when authorized (spec 2 §6).
 */
export function NotificationButton({ isLikelySignedIn }: { isLikelySignedIn: boolean }) {
  const { auth, user } = useSession();
  // Until user info answers, a likely signed-in visitor's header keeps the button's place, so
  // nothing in it moves when it comes (the user button does the same).
  if (auth.status === 'unknown' && isLikelySignedIn) {
    return (
      <span
        className="icon-button notification-button is-placeholder"
        aria-hidden="true"
        data-testid="notification-button-placeholder"
      >
        <BellIcon />
      </span>
    );
  }
  // A NotSetPassword user is confined to user confirm (spec 1 §2).
  if (!user || user.status === 'NotSetPassword') return null;
  // A new observer per user: no list of one user stands in for another's while it loads.
  return <SignedInButton key={user.id} userId={user.id} />;
}

function SignedInButton({ userId }: { userId: string }) {
  const { t, i18n } = useTranslation();
  const list = useQuery(notificationQueries.list(userId, i18n.language));
  const state = useCenterState();
  // The center is this user's: it does not stay open for the next one (a sign-out, a switch).
  useEffect(() => () => notificationCenter.reset(), []);
  const unread = list.data?.unread ?? 0;
  return (
    <>
      <button
        type="button"
        className="icon-button notification-button"
        aria-label={
          unread > 0
            ? t('notifications.buttonUnread', { count: unread })
            : t('notifications.button')
        }
        aria-haspopup="dialog"
        aria-expanded={state === 'open' || state === 'opening'}
        onClick={() => notificationCenter.open()}
        data-testid="notification-button"
      >
        <BellIcon />
        {unread > 0 && (
          <span className="notification-badge" aria-hidden="true" data-testid="notification-badge">
            {unread > BADGE_MAX ? `${BADGE_MAX}+` : unread}
          </span>
        )}
      </button>
      <NotificationCenter userId={userId} state={state} />
    </>
  );
}
