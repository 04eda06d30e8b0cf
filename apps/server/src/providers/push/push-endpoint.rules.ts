import { ECDH } from 'node:crypto';
import { BlockList, isIP } from 'node:net';
import type { BrowserPushSubscription, PushNetwork } from './push.types.js';

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
  subscription: BrowserPushSubscription,
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
