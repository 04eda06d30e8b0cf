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
import { codeRequestsRepository as requests } from './code-requests.repository.js';
import { codeDigest, digestsMatch, requesterDigest, sixDigitCode } from './secrets.js';

/**
 * spec 1 §5, §8: one-time codes. A code lives 15 minutes. Anyone may have a code sent to an
 * address, and anyone holding a challenge's token may guess at its code (a checkout hands the
 * token to whoever gives the address), so sends and wrong codes are counted per requester (the
 * client address, `http/requester.ts`) as well as per account and per code. A requester gets 5
 * sends a day to one account (of the account's 10), 5 wrong tries at a code and 10 a day at the
 * account's codes; a code takes 10 wrong ones from everyone. One stranger therefore never spends
 * the owner's code nor the owner's sends, and whatever strangers did to a code, a resend gives the
 * owner a new one with fresh tries. Everyone's guesses at one account come to at most 100 a day
 * (10 sends × 10): one chance in 10,000.
 */
export const CODE_TTL_SECONDS = 15 * 60;
/** Wrong codes one requester may type at one code; the next answer is TokenChecksAttempts. */
export const MAX_WRONG_CODES = 5;
/** Wrong codes one requester may type at one account's codes (of one purpose) in a day. */
export const MAX_WRONG_CODES_PER_DAY = 10;
/** Wrong codes a code takes from all requesters together; a resend starts it over. */
export const MAX_WRONG_CODES_PER_CHALLENGE = 10;
/** Sends one requester may ask for to one account (of one purpose) in a day: LockedNotification. */
export const MAX_SENDS_PER_REQUESTER = 5;
/** Sends to one account (of one purpose) in a day from everyone, the mailbox's protection. */
export const MAX_SENDS_PER_DAY = 10;
const DAY_MS = 24 * 60 * 60 * 1000;

const dayBefore = (at: Date) => new Date(at.getTime() - DAY_MS);

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
      return { sendsInWindow: 1, windowStartedAt: at };
    }
    if (previous.sendsInWindow >= MAX_SENDS_PER_DAY) {
      throw new DomainError('LockedNotification', 'Too many codes sent today');
    }
    if (at.getTime() - previous.lastSentAt.getTime() < RESEND_SECONDS * 1000) {
      throw new DomainError('EarlyTokenRefresh', 'A code was sent less than a minute ago');
    }
    return { sendsInWindow: previous.sendsInWindow + 1, windowStartedAt: previous.windowStartedAt };
  }

  /** A requester past their sends to this account today is refused, whatever the account has left. */
  async function checkRequesterSends(
    tx: Database,
    asking: { userId: string; purpose: ChallengePurpose; requester: string },
    at: Date,
  ) {
    const sent = await requests.countSince(tx, { ...asking, kind: 'send' }, dayBefore(at));
    if (sent >= MAX_SENDS_PER_REQUESTER) {
      throw new DomainError('LockedNotification', 'Too many codes asked for today');
    }
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
      requester: string,
    ): Promise<CodeChallenge> {
      // Sends for one user take turns, so concurrent requests cannot each pass the limits.
      await repo.lockUser(tx, user.id);
      const at = now();
      const window = sendWindow(await repo.latestChallenge(tx, user.id, purpose), at);
      const asking = { userId: user.id, purpose, requester: requesterDigest(secret, requester) };
      await checkRequesterSends(tx, asking, at);
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
      await requests.record(
        tx,
        { ...asking, kind: 'send', challengeId: row.id },
        at,
        dayBefore(at),
      );
      await mail(tx, user, purpose, code);
      return describe({ ...row, lastSentAt: at });
    },

    /** Resends: a new code on the same token, within the resend and daily limits. */
    async resend(
      tx: Database,
      token: string,
      purpose: ChallengePurpose,
      requester: string,
    ): Promise<CodeChallenge> {
      const row = await this.load(tx, token, purpose);
      const user = await repo.userById(tx, row.userId);
      if (!user) throw new DomainError('InvalidTokenId', 'Unknown code token');
      await repo.lockUser(tx, user.id);
      const at = now();
      const window = sendWindow(row, at);
      const asking = { userId: user.id, purpose, requester: requesterDigest(secret, requester) };
      await checkRequesterSends(tx, asking, at);
      const code = sixDigitCode();
      const expiresAt = new Date(at.getTime() + CODE_TTL_SECONDS * 1000);
      await repo.updateChallenge(tx, row.id, {
        codeHash: codeDigest(secret, row.id, code),
        expiresAt,
        wrongAttempts: 0,
        lastSentAt: at,
        ...window,
      });
      await requests.record(
        tx,
        { ...asking, kind: 'send', challengeId: row.id },
        at,
        dayBefore(at),
      );
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
     * concurrent right answers cannot both pass. A requester past their wrong tries, or a code
     * past everyone's, is refused before the code is looked at. Wrong codes are counted and
     * committed even though the call fails: `verify` runs its own transaction and throws after it.
     */
    async verify(
      db: Database,
      token: string,
      purpose: ChallengePurpose,
      code: string,
      options: { consume: boolean; requester: string },
    ): Promise<ChallengeRow> {
      type Outcome = { error: keyof typeof messages } | { row: ChallengeRow };
      const outcome = await db.transaction(async (tx): Promise<Outcome> => {
        const row = await this.load(tx, token, purpose);
        const at = now();
        const entry = {
          userId: row.userId,
          purpose,
          requester: requesterDigest(secret, options.requester),
          kind: 'wrong_code' as const,
        };
        const mine = {
          onThisCode: await requests.countSince(
            tx,
            { ...entry, challengeId: row.id },
            row.lastSentAt,
          ),
          inTheDay: await requests.countSince(tx, entry, dayBefore(at)),
        };
        const isSpent = (wrong: { onThisCode: number; inTheDay: number; everyone: number }) =>
          wrong.onThisCode >= MAX_WRONG_CODES ||
          wrong.inTheDay >= MAX_WRONG_CODES_PER_DAY ||
          wrong.everyone >= MAX_WRONG_CODES_PER_CHALLENGE;
        if (isSpent({ ...mine, everyone: row.wrongAttempts })) {
          return { error: 'TokenChecksAttempts' };
        }
        if (row.expiresAt <= at) return { error: 'TokenExpiration' };
        if (!digestsMatch(row.codeHash, codeDigest(secret, row.id, code))) {
          const wrongAttempts = row.wrongAttempts + 1;
          await repo.updateChallenge(tx, row.id, { wrongAttempts });
          await requests.record(tx, { ...entry, challengeId: row.id }, at, dayBefore(at));
          const spent = isSpent({
            onThisCode: mine.onThisCode + 1,
            inTheDay: mine.inTheDay + 1,
            everyone: wrongAttempts,
          });
          return { error: spent ? 'TokenChecksAttempts' : 'TokenValidation' };
        }
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
