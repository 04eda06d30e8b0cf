import { createECDH, ECDH } from 'node:crypto';
import { lookup as dnsLookup } from 'node:dns';
import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { BlockList, isIP, type LookupFunction } from 'node:net';
import type { PushPayload } from '@parallax/core/contracts/notifications';
import { addressOf } from '../mail/mailer.js';
import type { NotificationsRepository } from './notifications.repository.js';

// Web push with the standard protocol: VAPID (RFC 8292), message encryption (RFC 8291) and
// delivery to the browser's push service (RFC 8030), through the `web-push` library.

/** The server's VAPID identity: its key pair (base64url) and whom push services may contact. */
export type Vapid = { publicKey: string; privateKey: string; subject: string };

/**
 * The VAPID key pair: generated on first start and kept in the database (push_keys, `vapid`), so
 * every instance signs with the same key — a browser's subscription is bound to the public key it
 * was made with, and a new key would silently orphan every subscription.
 */
export async function loadVapid(
  repository: NotificationsRepository,
  subject: string,
): Promise<Vapid> {
  const stored = await repository.keepKeys('vapid', newVapidKeys());
  if (!stored) throw new Error('The VAPID keys could not be stored');
  return { publicKey: stored.publicKey, privateKey: stored.privateKey, subject };
}

/**
 * A new P-256 key pair for VAPID (RFC 8292 §3.2), base64url: the public key uncompressed (65
 * bytes), the private one as 32 bytes. Made here, not by web-push, which loads with the first push.
 */
function newVapidKeys(): { publicKey: string; privateKey: string } {
  const curve = createECDH('prime256v1');
  curve.generateKeys();
  const privateKey = curve.getPrivateKey();
  // A key with leading zero bytes comes shorter: VAPID's is always 32 bytes.
  const padding = Buffer.alloc(Math.max(0, 32 - privateKey.length));
  return {
    publicKey: curve.getPublicKey().toString('base64url'),
    privateKey: Buffer.concat([padding, privateKey]).toString('base64url'),
  };
}

/**
 * Whom a push service contacts about our pushes (RFC 8292 §2.1 `sub`): the sender address of our
 * e-mail (MAIL_FROM), else the site.
 */
export function vapidSubject(config: { mail: { from: string }; publicUrl: string }): string {
  const address = addressOf(config.mail.from);
  return address ? `mailto:${address}` : config.publicUrl;
}

/**
 * The push services browsers subscribe with (the host of `PushSubscription.endpoint`): the only
 * hosts the server posts to, over https on port 443, so a subscription cannot point the server's
 * requests at anything else (our own network, a cloud metadata address, another site). `*.`
 * stands for one or more labels. A browser whose push service is not here cannot subscribe:
 * add it, with its browser, when one appears.
 */
export const PUSH_SERVICE_HOSTS: readonly string[] = [
  // Chrome, Edge on Android, Opera, Samsung Internet, Brave: Firebase Cloud Messaging.
  'fcm.googleapis.com',
  // Firefox: Mozilla's autopush.
  'updates.push.services.mozilla.com',
  // Safari on macOS 13+ and iOS 16.4+ (web.push.apple.com).
  '*.push.apple.com',
  // Edge on Windows: Windows Push Notification Services (wns2-<region>.notify.windows.com).
  '*.notify.windows.com',
];

/** With the development tools, the test push receivers on this machine (http or https, any port). */
const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]']);

function isPushServiceHost(host: string): boolean {
  if (host.split('.').includes('')) return false;
  return PUSH_SERVICE_HOSTS.some((pattern) =>
    pattern.startsWith('*.')
      ? host.endsWith(pattern.slice(1)) && host.length > pattern.length - 1
      : host === pattern,
  );
}

/** Whether the server posts pushes to this machine: with the development tools only (test receivers). */
export type PushNetwork = { allowsLoopback: boolean };

/**
 * What is wrong with a push endpoint, or null: it must be https on port 443 to one of
 * PUSH_SERVICE_HOSTS (a name ending with the root's dot, `fcm.googleapis.com.`, is the same
 * host). With the development tools, http or https to this machine is allowed too, for the test push
 * receivers.
 */
export function pushEndpointProblem(endpoint: string, { allowsLoopback }: PushNetwork) {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return 'endpoint: must be a URL';
  }
  if (url.username || url.password) return 'endpoint: must not hold credentials';
  const host = url.hostname.toLowerCase().replace(/\.$/, '');
  const isWeb = url.protocol === 'http:' || url.protocol === 'https:';
  if (allowsLoopback && isWeb && LOOPBACK_HOSTS.has(host)) return null;
  if (url.protocol !== 'https:') return 'endpoint: must be an https URL';
  if (url.port !== '') return 'endpoint: must be on the https port (443)';
  if (!isPushServiceHost(host)) return 'endpoint: must be a browser push service’s address';
  return null;
}

/**
 * What is wrong with a browser's push subscription, or null: its endpoint (pushEndpointProblem),
 * and its keys, which must be what RFC 8291 encrypts to: an uncompressed P-256 point and a
 * 16-byte auth secret, so a bad key is refused now rather than failing every send.
 */
export function pushSubscriptionProblem(
  subscription: { endpoint: string; keys: { p256dh: string; auth: string } },
  network: PushNetwork,
): string | null {
  const endpointProblem = pushEndpointProblem(subscription.endpoint, network);
  if (endpointProblem) return endpointProblem;
  const p256dh = Buffer.from(subscription.keys.p256dh, 'base64url');
  if (p256dh.length !== 65 || p256dh[0] !== 0x04) {
    return 'keys.p256dh: must be an uncompressed P-256 public key (65 bytes)';
  }
  try {
    ECDH.convertKey(p256dh, 'prime256v1');
  } catch {
    return 'keys.p256dh: is not a point of the P-256 curve';
  }
  if (Buffer.from(subscription.keys.auth, 'base64url').length !== 16) {
    return 'keys.auth: must be 16 bytes';
  }
  return null;
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

/**
 * Addresses no push service has: this machine, private networks (RFC 1918, IPv6 unique-local),
 * link-local (cloud metadata at 169.254.169.254), carrier-grade NAT, "this network" (0.0.0.0/8),
 * multicast and reserved. IPv4-mapped IPv6 addresses (::ffff:10.0.0.1) are checked as IPv4.
 */
const NON_PUBLIC_ADDRESSES = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 3],
] as const) {
  NON_PUBLIC_ADDRESSES.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const) {
  NON_PUBLIC_ADDRESSES.addSubnet(network, prefix, 'ipv6');
}

/** Whether `address` (an IP address) may be a push service's; false for anything else. */
export function isPublicAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 0) return false;
  return !NON_PUBLIC_ADDRESSES.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

/** A push endpoint whose host is, or resolves to, an address that is not public. */
export class PushAddressRefused extends Error {
  override name = 'PushAddressRefused';
  constructor(host: string, address: string) {
    super(`refused to push to ${host}: ${address} is not a public address`);
  }
}

/**
 * dns.lookup for the connection itself, refusing a name with any address that is not public —
 * checked as the socket connects, so a name that answers differently the second time (DNS
 * rebinding) is caught too.
 */
const publicLookup: LookupFunction = (hostname, options, callback) => {
  dnsLookup(hostname, { ...options, all: true }, (error, addresses) => {
    if (error) return callback(error, '', 0);
    const refused = addresses.find(({ address }) => !isPublicAddress(address));
    if (refused) return callback(new PushAddressRefused(hostname, refused.address), '', 0);
    if (options.all) return callback(null, addresses);
    const [first] = addresses;
    if (!first) return callback(new PushAddressRefused(hostname, 'no address'), '', 0);
    return callback(null, first.address, first.family);
  });
};

/**
 * Posts a request and resolves with the answer's status; the body is read and dropped (nothing
 * in it is acted on). Redirects are not followed: a push service does not send any. Without
 * `allowsLoopback` (the development tools off), only public addresses are connected to.
 */
function post(
  endpoint: string,
  request: { method: string; headers: Record<string, string>; body: Buffer | null },
  { allowsLoopback, timeoutMs }: PushNetwork & { timeoutMs: number },
): Promise<number> {
  const url = new URL(endpoint);
  const literal = url.hostname.replace(/^\[(.*)\]$/, '$1');
  if (!allowsLoopback && isIP(literal) && !isPublicAddress(literal)) {
    return Promise.reject(new PushAddressRefused(url.hostname, literal));
  }
  return new Promise((resolve, reject) => {
    const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
    const outgoing = send(
      url,
      {
        method: request.method,
        headers: request.headers,
        signal: AbortSignal.timeout(timeoutMs),
        ...(allowsLoopback ? {} : { lookup: publicLookup }),
      },
      (response) => {
        response.on('error', reject);
        response.on('end', () => resolve(response.statusCode ?? 0));
        response.resume();
      },
    );
    outgoing.on('error', reject);
    outgoing.end(request.body ?? undefined);
  });
}

/**
 * Encrypts `payload` for one subscription, signs the request with VAPID and posts it to the push
 * service; the status it answered. The library builds the request (`generateRequestDetails`) and
 * `post` sends it, because the library's own sender speaks https only (the test push endpoints
 * are plain http on loopback) and cannot refuse an address.
 */
export async function postPush(
  subscription: { endpoint: string; p256dh: string; auth: string },
  payload: PushPayload,
  vapid: Vapid,
  options: PushNetwork & { ttlSeconds: number; timeoutMs: number },
): Promise<number> {
  const { default: webpush } = await import('web-push');
  const request = webpush.generateRequestDetails(
    {
      endpoint: subscription.endpoint,
      keys: { p256dh: subscription.p256dh, auth: subscription.auth },
    },
    JSON.stringify(payload),
    {
      vapidDetails: vapid,
      TTL: options.ttlSeconds,
      urgency: 'normal',
      contentEncoding: 'aes128gcm',
    },
  );
  const headers = Object.fromEntries(
    Object.entries(request.headers).map(([name, value]) => [name, String(value)]),
  );
  return post(
    request.endpoint,
    { method: request.method, headers, body: request.body },
    { allowsLoopback: options.allowsLoopback, timeoutMs: options.timeoutMs },
  );
}
