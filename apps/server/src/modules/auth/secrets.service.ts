import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';
import { OTP_CODE_ALPHABET, OTP_CODE_LENGTH } from '@parallax/core/contracts/devices';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { randomToken, sha256 } from '../../opaque-tokens.js';
import { appSecrets } from './auth.schema.js';

export { randomToken, sha256 };

export const sixDigitCode = (): string => String(randomInt(0, 1_000_000)).padStart(6, '0');

/** A pair code, uniformly drawn from the alphabet without look-alikes. */
export const otpCode = (): string =>
  Array.from(
    { length: OTP_CODE_LENGTH },
    () => OTP_CODE_ALPHABET[randomInt(OTP_CODE_ALPHABET.length)],
  ).join('');

/**
 * A six-digit code has only a million values, so a plain hash would be reversed at once; it is
 * keyed with the server secret and bound to its challenge.
 */
export function codeDigest(secret: string, challengeId: string, code: string): string {
  return createHmac('sha256', secret).update(`${challengeId}:${code}`).digest('hex');
}

/** Who typed a wrong code, kept as a keyed hash: the count needs no client address in the clear. */
export function requesterDigest(secret: string, requester: string): string {
  return createHmac('sha256', secret).update(`requester:${requester}`).digest('base64url');
}

export function digestsMatch(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && timingSafeEqual(left, right);
}

/** argon2id with the library's defaults (m=19 MiB, t=2, p=1: OWASP's minimum). */
export const hashPassword = (password: string): Promise<string> => hash(password);

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/**
 * The hash of a random password nobody kept, with the parameters `hashPassword` uses: verified
 * against when there is no account (or no password) to check, so that answer takes as long as a
 * wrong password. Fixed rather than made at start, so the first such sign-in is not the slower one.
 */
const DUMMY_HASH =
  '$argon2id$v=19$m=19456,t=2,p=1$qPheKyn3EC70O3r3p9xFdA$JwR92QLUgVFKHZfOU4dg+hAYulCstYBi2+jv2HzRoZ4';

/** As long as a password check, and never a match. */
export async function burnPasswordCheck(password: string): Promise<false> {
  await verifyPassword(DUMMY_HASH, password);
  return false;
}

/**
 * The signing secret: AUTH_SECRET when set, otherwise one generated on first start and kept in
 * the database, so every instance sharing it agrees and restarts keep sessions valid.
 */
export async function loadAuthSecret(db: Database, configured: string | null): Promise<string> {
  if (configured) return configured;
  await db
    .insert(appSecrets)
    .values({ name: 'auth', value: randomToken(48) })
    .onConflictDoNothing();
  const [row] = await db.select().from(appSecrets).where(eq(appSecrets.name, 'auth'));
  if (!row) throw new Error('The auth secret could not be stored');
  return row.value;
}
