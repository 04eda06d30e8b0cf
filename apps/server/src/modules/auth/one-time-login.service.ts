import type { OtpCode } from '@parallax/core/contracts/devices';
import { DomainError } from '@parallax/core/errors';
import { pagePath } from '@parallax/core/pages';
import type { Platform } from '@parallax/core/platform';
import type { Database } from '../../db/client.js';
import { oneTimeLoginRepository } from './one-time-login.repository.js';
import { usersRepository } from './users.repository.js';
import { otpCode, randomToken, sha256 } from './secrets.service.js';
import type { Client } from './sessions.service.js';
import type { AuthDeps, SignedIn, Users } from './users.service.js';

/** A code lives five minutes; the device shows a new one when it runs out. */
const OTP_TTL_SECONDS = 5 * 60;
/** spec 1 §9: the device polls every second. */
const POLL_INTERVAL_SECONDS = 1;
/** A poll this much sooner than the interval is still taken (timers and networks are uneven). */
const POLL_LENIENCY_MS = 250;
/** slow_down adds a second to the interval (RFC 8628 §3.5 says 5; spec 1 polls every second). */
const MAX_INTERVAL_SECONDS = 10;
export type PollOutcome = SignedIn | { kind: 'pending'; interval: number };
type SlowDown = { kind: 'slow_down'; interval: number };

const expired = (): DomainError =>
  new DomainError('expired_token', 'The code has expired: ask for a new one');

/**
 * spec 1 §3 one-time login and spec 2 §2 pair headset, as a device authorization grant (RFC
 * 8628): a headset, desktop app or script asks for a code and shows it; a signed-in user enters
 * it on the pair headset page; the device's poll, proven by its device code, then receives its
 * own session — once.
 */
export function createOneTimeLoginService(deps: AuthDeps, users: Users) {
  const { db, now } = deps;

  /**
   * The device's poll: pending until approved, then the device is signed in once. Polling
   * sooner than the interval answers slow_down (and lengthens it); a code past its time,
   * expired_token; a declined one, access_denied; a wrong device code or a used code, an
   * unknown code.
   */
  async function pollOtp(code: string, deviceCode: string): Promise<PollOutcome> {
    // The lengthened interval is written, then refused outside the transaction (a throw inside
    // would roll the write back).
    const outcome = await db.transaction((tx) => pollOnce(deps, users, tx, code, deviceCode));
    if (outcome.kind === 'slow_down') {
      throw new DomainError('slow_down', `Poll at most every ${outcome.interval} s`);
    }
    return outcome;
  }

  return {
    /** A code for a device to show, and the device code it polls with. */
    async requestOtp(input: Client & { source?: string | undefined }): Promise<OtpCode> {
      const at = now();
      await oneTimeLoginRepository.deleteExpiredOtps(db, at);
      const deviceCode = randomToken();
      for (let attempt = 0; attempt < 5; attempt += 1) {
        const code = otpCode();
        const inserted = await oneTimeLoginRepository.insertOtp(db, {
          code,
          deviceCodeHash: sha256(deviceCode),
          clientIdentifier: input.clientIdentifier,
          clientType: input.clientType,
          source: input.source ?? null,
          intervalSeconds: POLL_INTERVAL_SECONDS,
          expiresAt: new Date(at.getTime() + OTP_TTL_SECONDS * 1000),
        });
        if (!inserted) continue;
        const verificationUri = `${deps.publicUrl}${pagePath('pairHeadset')}`;
        return {
          code,
          deviceCode,
          expiresInSeconds: OTP_TTL_SECONDS,
          interval: POLL_INTERVAL_SECONDS,
          verificationUri,
          verificationUriComplete: `${verificationUri}?code=${code}`,
        };
      }
      throw new DomainError('ServiceUnavailable', 'No free code, try again');
    },

    pollOtp,

    /** `pollOtp` for a device that holds only its device code (the RFC 8628 token endpoint). */
    async pollDeviceCode(deviceCode: string): Promise<PollOutcome> {
      const code = await oneTimeLoginRepository.codeOfDeviceCode(db, sha256(deviceCode));
      if (code === undefined) throw new DomainError('InvalidTokenId', 'Unknown device code');
      return pollOtp(code, deviceCode);
    },
  };
}

/** `pollOtp`'s work in its transaction; slow_down is answered, not thrown (see `pollOtp`). */
async function pollOnce(
  deps: AuthDeps,
  users: Users,
  tx: Database,
  code: string,
  deviceCode: string,
): Promise<PollOutcome | SlowDown> {
  const at = deps.now();
  const row = await oneTimeLoginRepository.otpForUpdate(tx, code);
  if (!row || row.deviceCodeHash !== sha256(deviceCode) || row.consumedAt) {
    throw new DomainError('InvalidTokenId', 'Unknown code');
  }
  if (row.deniedAt) throw new DomainError('access_denied', 'The pairing was declined');
  if (row.expiresAt <= at) throw expired();
  const sincePoll = row.lastPolledAt ? at.getTime() - row.lastPolledAt.getTime() : Infinity;
  if (sincePoll < row.intervalSeconds * 1000 - POLL_LENIENCY_MS) {
    const interval = Math.min(row.intervalSeconds + 1, MAX_INTERVAL_SECONDS);
    await oneTimeLoginRepository.updateOtp(tx, code, {
      lastPolledAt: at,
      intervalSeconds: interval,
    });
    return { kind: 'slow_down', interval };
  }
  if (!row.approvedAt || !row.userId) {
    await oneTimeLoginRepository.updateOtp(tx, code, { lastPolledAt: at });
    return { kind: 'pending', interval: row.intervalSeconds };
  }
  const user = await usersRepository.userById(tx, row.userId);
  if (!user) throw new DomainError('InvalidTokenId', 'Unknown code');
  const signedIn = await users.signInUser(tx, user, {
    clientIdentifier: row.clientIdentifier,
    clientType: row.clientType as Platform,
  });
  await oneTimeLoginRepository.updateOtp(tx, code, {
    lastPolledAt: at,
    consumedAt: at,
    familyId: signedIn.session.familyId,
  });
  return signedIn;
}
