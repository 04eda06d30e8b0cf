import { createHash, randomBytes } from 'node:crypto';

/**
 * Opaque tokens handed to clients (refresh tokens, links, feed links): random, URL-safe, and kept
 * only as SHA-256 hashes, so a leaked table signs nobody in. Shared by the modules that issue them.
 */
export const randomToken = (bytes = 32): string => randomBytes(bytes).toString('base64url');

export const sha256 = (value: string): string => createHash('sha256').update(value).digest('hex');
