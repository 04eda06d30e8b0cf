import type { PushPayload } from '@parallax/core/contracts/notifications';

/**
 * The web push rules of the service worker (sw/service-worker.ts): reading a push's payload
 * (core contracts/notifications.ts PushPayload, checked by hand: the worker carries no schema
 * library) and where a click on the notification leads. Pure: no worker globals.
 */

/** Shown when a push carries no icon of its own. */
export const DEFAULT_PUSH_ICON = '/icons/icon-192.png';

/**
 * The title of a push the worker cannot read (not one of ours, or from a newer server): the
 * browser requires every push to show a notification, so it shows this, leading home.
 */
export const GENERIC_PUSH_TITLE = 'Parallax';

/** What the worker tells the site's open windows when a push came: their list is out of date. */
export const PUSH_RECEIVED_MESSAGE = { type: 'push-received' } as const;

export function isPushReceivedMessage(data: unknown): boolean {
  return (
    typeof data === 'object' &&
    data !== null &&
    (data as { type?: unknown }).type === PUSH_RECEIVED_MESSAGE.type
  );
}

/**
 * What a notification of a push shows (title, text, icon, image) and keeps for its click. An
 * unreadable payload is the generic notification; an icon or image that is not a web address
 * (or a path of the site) is dropped, so showing it cannot fail on it.
 */
export type PushDisplay = {
  title: string;
  body: string;
  icon: string;
  image: string | null;
  tag: string | null;
  data: PushNotificationData | null;
};

export function pushDisplay(payload: PushPayload | null, origin: string): PushDisplay {
  const defaultIcon = `${origin}${DEFAULT_PUSH_ICON}`;
  if (!payload) {
    return {
      title: GENERIC_PUSH_TITLE,
      body: '',
      icon: defaultIcon,
      image: null,
      tag: null,
      data: null,
    };
  }
  return {
    title: payload.title,
    body: payload.body,
    icon: pushImageUrl(payload.icon, origin) ?? defaultIcon,
    image: pushImageUrl(payload.image, origin),
    tag: payload.id,
    data: { id: payload.id, link: payload.link },
  };
}

/** An http(s) address, or a path of the site made absolute; null for anything else. */
export function pushImageUrl(value: string | null, origin: string): string | null {
  const address = value?.trim();
  if (!address || address.includes('\\')) return null;
  const isPath = address.startsWith('/') && !address.startsWith('//');
  if (!isPath && !/^https?:\/\//i.test(address)) return null;
  try {
    const url = new URL(address, origin);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}

const isNullableString = (value: unknown): value is string | null =>
  value === null || typeof value === 'string';

/** The payload of a push (its JSON text), or null when it is not one of ours. */
export function parsePushPayload(text: string | null | undefined): PushPayload | null {
  let data: unknown;
  try {
    data = JSON.parse(text ?? '');
  } catch {
    return null;
  }
  if (typeof data !== 'object' || data === null) return null;
  const { id, title, body, icon, image, link } = data as Record<string, unknown>;
  if (typeof id !== 'string' || typeof title !== 'string' || typeof body !== 'string') return null;
  if (![icon, image, link].every((value) => value === undefined || isNullableString(value))) {
    return null;
  }
  return {
    id,
    title,
    body,
    icon: (icon as string | null | undefined) ?? null,
    image: (image as string | null | undefined) ?? null,
    link: (link as string | null | undefined) ?? null,
  };
}

/** What a notification carries for its click (`Notification.data`). */
export type PushNotificationData = { id: string; link: string | null };

export function readNotificationData(data: unknown): PushNotificationData | null {
  if (typeof data !== 'object' || data === null) return null;
  const { id, link } = data as Record<string, unknown>;
  if (typeof id !== 'string' || !isNullableString(link ?? null)) return null;
  return { id, link: (link as string | null | undefined) ?? null };
}

export type ClickTarget = { url: string; isSameOrigin: boolean };

/**
 * Where a click on a push notification leads (spec 2 §3: internal when the link starts with the
 * site URL): a link of the site (or a path) opens in the site's window, any other web address in
 * a new one; without a usable link, the site's home.
 */
export function clickTarget(link: string | null, origin: string): ClickTarget {
  let url: URL;
  try {
    url = new URL(link ?? '/', origin);
  } catch {
    return { url: `${origin}/`, isSameOrigin: true };
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    return { url: `${origin}/`, isSameOrigin: true };
  }
  return { url: url.href, isSameOrigin: url.origin === origin };
}
