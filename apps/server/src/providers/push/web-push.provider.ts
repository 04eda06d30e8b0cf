import { createECDH } from 'node:crypto';
import { lookup as dnsLookup } from 'node:dns';
import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import type { PushPayload } from '@parallax/core/contracts/notifications';
import {
  isPublicAddress,
  pushEndpointProblem,
  pushSubscriptionProblem,
} from './push-endpoint.rules.js';
import {
  PushAddressRefused,
  type PushNetwork,
  type PushProvider,
  type PushTarget,
  type Vapid,
  type VapidKeys,
} from './push.types.js';

// Web push through the `web-push` library: it encrypts and signs; the request is posted here.

/**
 * A new P-256 key pair for VAPID (RFC 8292 §3.2), base64url: the public key uncompressed (65
 * bytes), the private one as 32 bytes. Made here, not by web-push, which loads with the first push.
 */
export function newVapidKeys(): VapidKeys {
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
  subscription: PushTarget,
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

/** Web push to the browsers' push services; `network` says whether this machine is one too. */
export function createWebPushProvider(network: PushNetwork): PushProvider {
  return {
    newVapidKeys,
    endpointProblem: (endpoint) => pushEndpointProblem(endpoint, network),
    subscriptionProblem: (subscription) => pushSubscriptionProblem(subscription, network),
    send: (target, payload, vapid, options) =>
      postPush(target, payload, vapid, { ...options, allowsLoopback: network.allowsLoopback }),
  };
}
