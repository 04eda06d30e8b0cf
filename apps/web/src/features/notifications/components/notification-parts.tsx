import type { Notification } from '@parallax/core/contracts/notification-feed';
import { safeHref } from '@parallax/core/rules/links';
import { Link } from '@/components/ui/link';
import { BellIcon } from './bell-icon';
import { useTranslation } from '@/lib/i18n';
import { useNow } from '@/lib/use-now';
import { notificationTarget } from '../model/notification-link';
import { formatNotificationTime } from '../model/notification-time';

/** The site's own addresses: a notification's link starting with one is internal (spec 2 §3). */
const siteUrls = (): string[] => [window.location.origin];

/**
 * A notification's button (spec 2 §3): its buttonText (or Open) leading to its link — inside the
 * app when the link starts with the site URL, otherwise in a new tab. Nothing without a link.
 */
export function NotificationAction({
  notification,
  onFollow,
}: {
  notification: Notification;
  /** Called as the link is followed (the center closes, a toast goes). */
  onFollow?: () => void;
}) {
  const { t } = useTranslation();
  const target = notificationTarget(notification.link, siteUrls());
  if (!target) return null;
  const label = notification.buttonText?.trim() || t('notifications.open');
  if (target.kind === 'internal') {
    return (
      <Link
        to={target.path}
        className="button button-small notification-action"
        onClick={onFollow}
        data-testid="notification-action"
      >
        {label}
      </Link>
    );
  }
  return (
    <a
      href={target.href}
      target="_blank"
      rel="noopener"
      className="button button-small button-secondary notification-action"
      onClick={onFollow}
      data-testid="notification-action"
    >
      {label}
      <span className="visually-hidden"> {t('notifications.newTab')}</span>
    </a>
  );
}

/** A web address or a path of the site; anything else (`javascript:`, `data:`) is dropped. */
const imageSource = (value: string | null): string | null =>
  value?.startsWith('/') && !value.startsWith('//') ? value : safeHref(value);

/** The notification's image, else its icon, else the bell. Decorative: the title says it all. */
export function NotificationMedia({ notification }: { notification: Notification }) {
  const source = imageSource(notification.image) ?? imageSource(notification.icon);
  return (
    <span className="notification-media" aria-hidden="true">
      {source ? (
        <img src={source} alt="" width="48" height="48" loading="lazy" />
      ) : (
        <BellIcon size={22} />
      )}
    </span>
  );
}

export function NotificationTime({ createdAt }: { createdAt: string }) {
  const { t, i18n } = useTranslation();
  const now = useNow(true, 60_000);
  const label = formatNotificationTime(createdAt, now, i18n.language) ?? t('notifications.justNow');
  return (
    <time className="notification-time" dateTime={createdAt}>
      {label}
    </time>
  );
}
