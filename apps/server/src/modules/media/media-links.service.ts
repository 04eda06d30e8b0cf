import { createHmac, timingSafeEqual } from 'node:crypto';

/** How long a signed media URL is honoured. */
export const MEDIA_LINK_TTL_SECONDS = 60 * 60;

/** The holder of a link anyone may use (demo and trial scenes fetched by a guest). */
export const GUEST_HOLDER = 'guest';

const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
const HOLDER = new RegExp(`^(guest|${UUID}|feed\\.${UUID})$`);

/**
 * The holder of a link handed to a VR player through a feed link (which sends no session): the
 * link stays good while that feed link is not revoked (checked by the delivery route).
 */
export const feedHolderOf = (feedLinkId: string): string => `feed.${feedLinkId}`;
export const feedLinkIdOf = (holder: string): string | null =>
  holder.startsWith('feed.') ? holder.slice('feed.'.length) : null;
const EXPIRY = /^[0-9]{1,12}$/;

/** The signing key of media URLs, derived from the server secret (none is kept in the repo). */
export function deriveMediaLinkSecret(serverSecret: string): Buffer {
  return createHmac('sha256', serverSecret).update('media-links').digest();
}

/** The path of a key under /media, each segment escaped. */
export const mediaPathOf = (key: string): string =>
  `/media/${key.split('/').map(encodeURIComponent).join('/')}`;

export type LinkCheck = 'valid' | 'invalid' | 'expired';

/**
 * Signed, short-lived media URLs: `/media/<key>?u=<user id | guest | feed.<feed link id>>&exp=<unix
 * s>&sig=<base64url>`,
 * the signature an HMAC-SHA256 over the key, the holder and the expiry, so none of them can be
 * changed. The holder binds the URL to the user it was minted for (checked by the delivery route).
 */
export function createMediaLinks(secret: Buffer, now: () => Date) {
  // The holder and the expiry cannot hold a colon, so the message splits one way only.
  const signatureOf = (key: string, holder: string, expiresAt: number): Buffer =>
    createHmac('sha256', secret).update(`${holder}:${expiresAt}:${key}`).digest();

  return {
    /** The expiry (unix seconds) of links minted now. */
    expiryOfNewLinks(): number {
      return Math.floor(now().getTime() / 1000) + MEDIA_LINK_TTL_SECONDS;
    },

    sign(key: string, holder: string, expiresAt: number): string {
      const sig = signatureOf(key, holder, expiresAt).toString('base64url');
      const query = new URLSearchParams({ u: holder, exp: String(expiresAt), sig });
      return `${mediaPathOf(key)}?${query.toString()}`;
    },

    /** A tampered or incomplete link is invalid whether or not it has expired. */
    check(link: { key: string; u?: string; exp?: string; sig?: string }): LinkCheck {
      const { key, u, exp, sig } = link;
      if (!u || !exp || !sig || !HOLDER.test(u) || !EXPIRY.test(exp)) return 'invalid';
      const expected = signatureOf(key, u, Number(exp));
      const given = Buffer.from(sig, 'base64url');
      // Buffer.from drops characters outside the alphabet: the text must round-trip too.
      if (given.toString('base64url') !== sig) return 'invalid';
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return 'invalid';
      return Number(exp) * 1000 <= now().getTime() ? 'expired' : 'valid';
    },

    /** Seconds the link has left (0 when expired). */
    secondsLeft(exp: string): number {
      return Math.max(0, Number(exp) - Math.floor(now().getTime() / 1000));
    },
  };
}

export type MediaLinks = ReturnType<typeof createMediaLinks>;
