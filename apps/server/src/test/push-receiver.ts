import {
  createDecipheriv,
  createECDH,
  createPublicKey,
  hkdfSync,
  randomBytes,
  verify,
  type ECDH,
} from 'node:crypto';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A stand-in for a browser and its push service (RFC 8030), on loopback: it makes subscriptions
 * as a browser does (its own P-256 key pair and 16-byte auth secret), takes the pushes posted to
 * them, checks their VAPID signature (RFC 8292) and decrypts them (RFC 8291, aes128gcm of RFC
 * 8188) with nothing but node:crypto — so a push that arrives is a push a real browser could read.
 */

/** A subscription as `PushSubscription.toJSON()` gives it. */
export type BrowserSubscription = { endpoint: string; keys: { p256dh: string; auth: string } };

export type ReceivedPush = {
  endpoint: string;
  headers: IncomingHttpHeaders;
  /** The VAPID public key (base64url) and the claims of its signed JWT. */
  vapid: { publicKey: string; claims: { aud: string; exp: number; sub: string } };
  /** The decrypted message. */
  plaintext: string;
};

/** What the push service answers: a status per request (201 Created is a push accepted). */
export type Answer = (endpoint: string) => number;

type Browser = { ecdh: ECDH; auth: Buffer };

const b64url = (bytes: Buffer) => bytes.toString('base64url');

/** The public key of an uncompressed P-256 point (0x04 ‖ x ‖ y), as node:crypto wants it. */
function p256PublicKey(point: Buffer) {
  if (point.length !== 65 || point[0] !== 0x04) throw new Error('not an uncompressed P-256 point');
  return createPublicKey({
    key: {
      kty: 'EC',
      crv: 'P-256',
      x: b64url(point.subarray(1, 33)),
      y: b64url(point.subarray(33)),
    },
    format: 'jwk',
  });
}

/**
 * RFC 8292 §3: `Authorization: vapid t=<JWT>, k=<public key>`; the JWT is ES256-signed by that
 * key, its audience is the push service's origin, it expires within 24 hours, and it names a
 * contact (`mailto:` or `https:`).
 */
export function checkVapid(authorization: string | undefined, endpoint: string, now = Date.now()) {
  const match = /^vapid t=([\w-]+\.[\w-]+\.[\w-]+), k=([\w-]+)$/.exec(authorization ?? '');
  if (!match) throw new Error(`not a VAPID Authorization header: ${authorization}`);
  const [, token = '', publicKey = ''] = match;
  const [header = '', body = '', signature = ''] = token.split('.');
  const jose = JSON.parse(Buffer.from(header, 'base64url').toString('utf8')) as { alg?: string };
  if (jose.alg !== 'ES256') throw new Error(`VAPID JWT alg ${jose.alg}`);
  const isSigned = verify(
    'sha256',
    Buffer.from(`${header}.${body}`),
    { key: p256PublicKey(Buffer.from(publicKey, 'base64url')), dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature, 'base64url'),
  );
  if (!isSigned) throw new Error('the VAPID JWT signature does not verify');
  const claims = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as {
    aud: string;
    exp: number;
    sub: string;
  };
  if (claims.aud !== new URL(endpoint).origin) throw new Error(`VAPID aud ${claims.aud}`);
  const seconds = now / 1000;
  if (!(claims.exp > seconds && claims.exp <= seconds + 24 * 60 * 60 + 60)) {
    throw new Error(`VAPID exp ${claims.exp}`);
  }
  if (!/^(mailto:|https:)/.test(claims.sub)) throw new Error(`VAPID sub ${claims.sub}`);
  return { publicKey, claims };
}

/** HKDF-SHA-256 (RFC 5869), extract and expand. */
const hkdf = (salt: Buffer, ikm: Buffer, info: Buffer, length: number) =>
  Buffer.from(hkdfSync('sha256', ikm, salt, info, length));

/** RFC 8291 §3.4 and RFC 8188 §2: the content key and nonce of a message. */
function messageKeys(browser: Browser, senderPublic: Buffer, salt: Buffer) {
  const shared = browser.ecdh.computeSecret(senderPublic);
  const keyInfo = Buffer.concat([
    Buffer.from('WebPush: info\0'),
    browser.ecdh.getPublicKey(),
    senderPublic,
  ]);
  const ikm = hkdf(browser.auth, shared, keyInfo, 32);
  return {
    key: hkdf(salt, ikm, Buffer.from('Content-Encoding: aes128gcm\0'), 16),
    nonce: hkdf(salt, ikm, Buffer.from('Content-Encoding: nonce\0'), 12),
  };
}

/**
 * Decrypts one aes128gcm message (RFC 8188 §2.1 header: salt ‖ rs ‖ idlen ‖ keyid, the keyid
 * being the sender's ephemeral public key, RFC 8291 §4) of a single record, whose plaintext ends
 * with the last-record delimiter 0x02 and any zero padding.
 */
export function decryptPush(browser: Browser, body: Buffer): string {
  const salt = body.subarray(0, 16);
  const recordSize = body.readUInt32BE(16);
  const idLength = body[20] ?? 0;
  const senderPublic = body.subarray(21, 21 + idLength);
  const record = body.subarray(21 + idLength);
  if (idLength !== 65) throw new Error(`keyid of ${idLength} bytes`);
  if (record.length > recordSize) throw new Error('more than one record');
  const { key, nonce } = messageKeys(browser, senderPublic, salt);
  const decipher = createDecipheriv('aes-128-gcm', key, nonce);
  decipher.setAuthTag(record.subarray(record.length - 16));
  const padded = Buffer.concat([
    decipher.update(record.subarray(0, record.length - 16)),
    decipher.final(),
  ]);
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end -= 1;
  if (padded[end] !== 0x02) throw new Error('no last-record delimiter');
  return padded.subarray(0, end).toString('utf8');
}

export type PushReceiver = {
  origin: string;
  /** A new browser's subscription, its endpoint on this receiver. */
  subscribe(): BrowserSubscription;
  /** The pushes taken (answered 2xx and checked), in order of arrival. */
  received: ReceivedPush[];
  /** Requests that failed the checks (bad signature, undecryptable), with why. */
  rejected: { endpoint: string; problem: string }[];
  /** How many requests each endpoint got, whatever was answered. */
  attempts: Map<string, number>;
  /** Sets the answer (default: 201 to every push). */
  answer(answer: Answer): void;
  close(): Promise<void>;
};

/** A push service on 127.0.0.1 with its browsers; close it in afterAll. */
export async function startPushReceiver(): Promise<PushReceiver> {
  const browsers = new Map<string, Browser>();
  const received: ReceivedPush[] = [];
  const rejected: { endpoint: string; problem: string }[] = [];
  const attempts = new Map<string, number>();
  let answer: Answer = () => 201;

  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const endpoint = `${origin}${request.url ?? ''}`;
      attempts.set(endpoint, (attempts.get(endpoint) ?? 0) + 1);
      const browser = browsers.get(endpoint);
      const status = answer(endpoint);
      try {
        if (request.method !== 'POST') throw new Error(`method ${request.method}`);
        if (!browser) throw new Error('no such subscription');
        if (request.headers['content-encoding'] !== 'aes128gcm') {
          throw new Error(`Content-Encoding ${request.headers['content-encoding']}`);
        }
        if (!request.headers.ttl) throw new Error('no TTL header');
        const vapid = checkVapid(request.headers.authorization, endpoint);
        const plaintext = decryptPush(browser, Buffer.concat(chunks));
        if (status >= 200 && status < 300) {
          received.push({ endpoint, headers: request.headers, vapid, plaintext });
        }
        response.writeHead(status).end();
      } catch (error) {
        rejected.push({
          endpoint,
          problem: error instanceof Error ? error.message : String(error),
        });
        response.writeHead(400).end();
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    origin,
    subscribe() {
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const auth = randomBytes(16);
      const endpoint = `${origin}/push/${randomBytes(12).toString('hex')}`;
      browsers.set(endpoint, { ecdh, auth });
      return { endpoint, keys: { p256dh: b64url(ecdh.getPublicKey()), auth: b64url(auth) } };
    },
    received,
    rejected,
    attempts,
    answer(next) {
      answer = next;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
