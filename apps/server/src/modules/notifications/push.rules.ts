import type { PushPayload } from '@parallax/core/contracts/notifications';
import { addressOf } from '../mail/mailer.service.js';

// What the notifications module decides about web push: whom push services may contact, which
// subscriptions are gone, and how a payload is cut to fit.

/**
 * Whom a push service contacts about our pushes (RFC 8292 §2.1 `sub`): the sender address of our
 * e-mail (MAIL_FROM), else the site.
 */
export function vapidSubject(config: { mail: { from: string }; publicUrl: string }): string {
  const address = addressOf(config.mail.from);
  return address ? `mailto:${address}` : config.publicUrl;
}

/**
 * A browser re-subscribes every 7 days (spec 1 §9); one silent for this long is gone (the
 * browser was uninstalled, its data cleared): nothing is pushed to it any more, and it is deleted.
 */
export const STALE_SUBSCRIPTION_DAYS = 30;

export const isStaleSubscription = (subscription: { refreshedAt: Date }, now: Date) =>
  now.getTime() - subscription.refreshedAt.getTime() > STALE_SUBSCRIPTION_DAYS * 86_400_000;

/**
 * A push message's plaintext must fit one encrypted record (4096 bytes, RFC 8291 §4); ours stays
 * under 3 KB so push services that cap lower take it too.
 */
export const PUSH_PAYLOAD_MAX_BYTES = 3000;

const fits = (payload: PushPayload) =>
  Buffer.byteLength(JSON.stringify(payload)) <= PUSH_PAYLOAD_MAX_BYTES;

/** The payload with as much of `field` as fits, an ellipsis marking the cut ('' if none fits). */
function cut(payload: PushPayload, field: 'body' | 'title'): PushPayload {
  const characters = Array.from(payload[field]);
  const keeping = (count: number) => ({
    ...payload,
    [field]: count === 0 ? '' : `${characters.slice(0, count).join('')}…`,
  });
  let low = 0;
  let high = characters.length;
  while (low < high) {
    const middle = Math.ceil((low + high) / 2);
    if (fits(keeping(middle))) low = middle;
    else high = middle - 1;
  }
  return keeping(low);
}

/**
 * The payload as sent: within PUSH_PAYLOAD_MAX_BYTES. The description gives way first — after
 * the pictures, when even none of it would fit beside them — then the title, then the link.
 */
export function fitPushPayload(payload: PushPayload): PushPayload {
  if (fits(payload)) return payload;
  let fitted = payload;
  if (!fits({ ...fitted, body: '' })) fitted = { ...fitted, image: null };
  if (!fits({ ...fitted, body: '' })) fitted = { ...fitted, icon: null };
  fitted = cut(fitted, 'body');
  if (!fits(fitted)) fitted = cut(fitted, 'title');
  return fits(fitted) ? fitted : { ...fitted, link: null };
}
