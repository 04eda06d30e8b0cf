import type { CodeChallenge } from '@parallax/core/contracts/auth';
import { DomainError } from '@parallax/core/errors';
import type { Language } from '@parallax/core/platform';
import { RESEND_SECONDS } from '@parallax/core/rules/auth';
import type { Database } from '../../db/client.js';
import type { Mailer } from '../mail/mailer.js';
import { codeEmail } from '../mail/templates.js';
import {
  authRepository as repo,
  type ChallengePurpose,
  type ChallengeRow,
} from './auth.repository.js';
import { codeDigest, digestsMatch, sixDigitCode } from './secrets.js';

/** spec 1 §5, §8: one-time codes. A code lives 15 minutes and survives 5 wrong tries. */
export const CODE_TTL_SECONDS = 15 * 60;
export const MAX_WRONG_CODES = 5;
/** Wrong codes per address and purpose in a day, across resends (a resend allows 5 more). */
export const MAX_WRONG_CODES_PER_DAY = 10;
/** Sends per address and purpose in a day; one more answers LockedNotification (day_lock). */
export const MAX_SENDS_PER_DAY = 5;
const DAY_MS = 24 * 60 * 60 * 1000;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function createChallenges(deps: { secret: string; mailer: Mailer; now: () => Date }) {
  const { secret, mailer, now } = deps;

  function describe(row: ChallengeRow): CodeChallenge {
    const at = now().getTime();
    return {
      token: row.id,
      secondsToNextAttempt: Math.max(
        0,
        Math.ceil((row.lastSentAt.getTime() + RESEND_SECONDS * 1000 - at) / 1000),
      ),
      ttlSeconds: Math.max(0, Math.ceil((row.expiresAt.getTime() - at) / 1000)),
    };
  }

  /** The rate rules a new send must pass, given the previous challenge of this user and purpose. */
  function sendWindow(previous: ChallengeRow | undefined, at: Date) {
    if (!previous || at.getTime() - previous.windowStartedAt.getTime() >= DAY_MS) {
      return { sendsInWindow: 1, wrongInWindow: 0, windowStartedAt: at };
    }
    if (previous.sendsInWindow >= MAX_SENDS_PER_DAY) {
      throw new DomainError('LockedNotification', 'Too many codes sent today');
    }
    if (at.getTime() - previous.lastSentAt.getTime() < RESEND_SECONDS * 1000) {
      throw new DomainError('EarlyTokenRefresh', 'A code was sent less than a minute ago');
    }
    return {
      sendsInWindow: previous.sendsInWindow + 1,
      wrongInWindow: previous.wrongInWindow,
      windowStartedAt: previous.windowStartedAt,
    };
  }

  async function mail(
    tx: Database,
    user: { email: string; language: string },
    purpose: ChallengePurpose,
    code: string,
  ) {
    const language = (user.language === 'es' ? 'es' : 'en') satisfies Language;
    await mailer.send(codeEmail(language, user.email, purpose, code, CODE_TTL_SECONDS / 60), tx);
  }

  return {
    describe,

    /**
     * Sends a fresh code for `purpose`, replacing any earlier one (an old code stops working).
     * Runs inside the caller's transaction, the e-mail included.
     */
    async issue(
      tx: Database,
      user: { id: string; email: string; language: string },
      purpose: ChallengePurpose,
    ): Promise<CodeChallenge> {
      // Sends for one user take turns, so concurrent requests cannot each pass the limits.
      await repo.lockUser(tx, user.id);
      const at = now();
      const window = sendWindow(await repo.latestChallenge(tx, user.id, purpose), at);
      await repo.deleteChallenges(tx, user.id, purpose);
      const code = sixDigitCode();
      const row = await repo.insertChallenge(tx, {
        userId: user.id,
        purpose,
        codeHash: 'pending',
        expiresAt: new Date(at.getTime() + CODE_TTL_SECONDS * 1000),
        lastSentAt: at,
        ...window,
      });
      await repo.updateChallenge(tx, row.id, { codeHash: codeDigest(secret, row.id, code) });
      await mail(tx, user, purpose, code);
      return describe({ ...row, lastSentAt: at });
    },

    /** Resends: a new code on the same token, within the resend and daily limits. */
    async resend(tx: Database, token: string, purpose: ChallengePurpose): Promise<CodeChallenge> {
      const row = await this.load(tx, token, purpose);
      const user = await repo.userById(tx, row.userId);
      if (!user) throw new DomainError('InvalidTokenId', 'Unknown code token');
      await repo.lockUser(tx, user.id);
      const at = now();
      const window = sendWindow(row, at);
      const code = sixDigitCode();
      const expiresAt = new Date(at.getTime() + CODE_TTL_SECONDS * 1000);
      await repo.updateChallenge(tx, row.id, {
        codeHash: codeDigest(secret, row.id, code),
        expiresAt,
        wrongAttempts: 0,
        lastSentAt: at,
        ...window,
      });
      await mail(tx, user, purpose, code);
      return describe({ ...row, lastSentAt: at, expiresAt });
    },

    /** The open challenge behind a token, locked for this transaction. */
    async load(tx: Database, token: string, purpose: ChallengePurpose): Promise<ChallengeRow> {
      const row = UUID.test(token) ? await repo.challengeForUpdate(tx, token) : undefined;
      if (!row || row.purpose !== purpose || row.consumedAt) {
        throw new DomainError('InvalidTokenId', 'Unknown code token');
      }
      return row;
    },

    /**
     * Checks a code and marks it confirmed (`consume`: also used up) under the row lock, so two
     * concurrent right answers cannot both pass. Wrong codes are counted and committed even though
     * the call fails: `verify` runs its own transaction and throws after it.
     */
    async verify(
      db: Database,
      token: string,
      purpose: ChallengePurpose,
      code: string,
      options: { consume: boolean },
    ): Promise<ChallengeRow> {
      type Outcome = { error: keyof typeof messages } | { row: ChallengeRow };
      const outcome = await db.transaction(async (tx): Promise<Outcome> => {
        const row = await this.load(tx, token, purpose);
        if (row.wrongAttempts >= MAX_WRONG_CODES || row.wrongInWindow >= MAX_WRONG_CODES_PER_DAY) {
          return { error: 'TokenChecksAttempts' };
        }
        if (row.expiresAt <= now()) return { error: 'TokenExpiration' };
        if (!digestsMatch(row.codeHash, codeDigest(secret, row.id, code))) {
          const wrongAttempts = row.wrongAttempts + 1;
          const wrongInWindow = row.wrongInWindow + 1;
          await repo.updateChallenge(tx, row.id, { wrongAttempts, wrongInWindow });
          const spent =
            wrongAttempts >= MAX_WRONG_CODES || wrongInWindow >= MAX_WRONG_CODES_PER_DAY;
          return { error: spent ? 'TokenChecksAttempts' : 'TokenValidation' };
        }
        const at = now();
        const done = { confirmedAt: at, ...(options.consume ? { consumedAt: at } : {}) };
        await repo.updateChallenge(tx, row.id, done);
        return { row: { ...row, ...done } };
      });
      if ('error' in outcome) {
        throw new DomainError(outcome.error, messages[outcome.error]);
      }
      return outcome.row;
    },
  };
}

const messages = {
  TokenChecksAttempts: 'Too many wrong codes',
  TokenExpiration: 'The code has expired',
  TokenValidation: 'Incorrect code',
} as const;

export type Challenges = ReturnType<typeof createChallenges>;
