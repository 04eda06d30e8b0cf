import type { CodeChallenge } from '@parallax/core/contracts/auth';
import { DomainError } from '@parallax/core/errors';
import type { Language } from '@parallax/core/platform';
import type { Database } from '../../db/client.js';
import type { Mailer } from '../mail/mailer.service.js';
import { codeEmail } from '../mail/mail.templates.js';
import {
  challengesRepository,
  type ChallengePurpose,
  type ChallengeRow,
} from './challenges.repository.js';
import {
  CODE_TTL_SECONDS,
  dayBefore,
  describeChallenge,
  isSpent,
  MAX_SENDS_PER_REQUESTER,
  sendWindow,
} from './challenges.rules.js';
import { codeRequestsRepository as requests } from './code-requests.repository.js';
import { codeDigest, digestsMatch, requesterDigest, sixDigitCode } from './secrets.service.js';
import { usersRepository } from './users.repository.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

type ChallengeDeps = { secret: string; mailer: Mailer; now: () => Date };
type Asking = { userId: string; purpose: ChallengePurpose; requester: string };

const messages = {
  TokenChecksAttempts: 'Too many wrong codes',
  TokenExpiration: 'The code has expired',
  TokenValidation: 'Incorrect code',
} as const;

/** spec 1 §5, §8 one-time codes (the rules, and why: challenges.rules.ts). */
export function createChallenges(deps: ChallengeDeps) {
  const { now } = deps;
  const describe = (row: ChallengeRow) => describeChallenge(row, now().getTime());

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
      await usersRepository.lockUser(tx, user.id);
      const at = now();
      const previous = await challengesRepository.latestChallenge(tx, user.id, purpose);
      const window = sendWindow(previous, at);
      const asking = askingOf(deps, user.id, purpose, requester);
      await checkRequesterSends(tx, asking, at);
      await challengesRepository.deleteChallenges(tx, user.id, purpose);
      const code = sixDigitCode();
      const row = await challengesRepository.insertChallenge(tx, {
        userId: user.id,
        purpose,
        codeHash: 'pending',
        expiresAt: new Date(at.getTime() + CODE_TTL_SECONDS * 1000),
        lastSentAt: at,
        ...window,
      });
      await challengesRepository.updateChallenge(tx, row.id, {
        codeHash: codeDigest(deps.secret, row.id, code),
      });
      await recordSend(tx, asking, row.id, at);
      await mail(deps.mailer, tx, user, purpose, code);
      return describe({ ...row, lastSentAt: at });
    },

    /** Resends: a new code on the same token, within the resend and daily limits. */
    async resend(
      tx: Database,
      token: string,
      purpose: ChallengePurpose,
      requester: string,
    ): Promise<CodeChallenge> {
      const row = await loadChallenge(tx, token, purpose);
      const user = await usersRepository.userById(tx, row.userId);
      if (!user) throw new DomainError('InvalidTokenId', 'Unknown code token');
      await usersRepository.lockUser(tx, user.id);
      const at = now();
      const window = sendWindow(row, at);
      const asking = askingOf(deps, user.id, purpose, requester);
      await checkRequesterSends(tx, asking, at);
      const code = sixDigitCode();
      const expiresAt = new Date(at.getTime() + CODE_TTL_SECONDS * 1000);
      await challengesRepository.updateChallenge(tx, row.id, {
        codeHash: codeDigest(deps.secret, row.id, code),
        expiresAt,
        wrongAttempts: 0,
        lastSentAt: at,
        ...window,
      });
      await recordSend(tx, asking, row.id, at);
      await mail(deps.mailer, tx, user, purpose, code);
      return describe({ ...row, lastSentAt: at, expiresAt });
    },

    /** The open challenge behind a token, locked for this transaction. */
    load: loadChallenge,

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
      const outcome = await db.transaction((tx) =>
        checkCode(deps, tx, { token, purpose, code, ...options }),
      );
      if ('error' in outcome) {
        throw new DomainError(outcome.error, messages[outcome.error]);
      }
      return outcome.row;
    },
  };
}

export type Challenges = ReturnType<typeof createChallenges>;

async function loadChallenge(
  tx: Database,
  token: string,
  purpose: ChallengePurpose,
): Promise<ChallengeRow> {
  const row = UUID.test(token)
    ? await challengesRepository.challengeForUpdate(tx, token)
    : undefined;
  if (!row || row.purpose !== purpose || row.consumedAt) {
    throw new DomainError('InvalidTokenId', 'Unknown code token');
  }
  return row;
}

const askingOf = (
  deps: ChallengeDeps,
  userId: string,
  purpose: ChallengePurpose,
  requester: string,
): Asking => ({ userId, purpose, requester: requesterDigest(deps.secret, requester) });

/** A requester past their sends to this account today is refused, whatever the account has left. */
async function checkRequesterSends(tx: Database, asking: Asking, at: Date) {
  const sent = await requests.countSince(tx, { ...asking, kind: 'send' }, dayBefore(at));
  if (sent >= MAX_SENDS_PER_REQUESTER) {
    throw new DomainError('LockedNotification', 'Too many codes asked for today');
  }
}

function recordSend(tx: Database, asking: Asking, challengeId: string, at: Date) {
  return requests.record(tx, { ...asking, kind: 'send', challengeId }, at, dayBefore(at));
}

async function mail(
  mailer: Mailer,
  tx: Database,
  user: { email: string; language: string },
  purpose: ChallengePurpose,
  code: string,
) {
  const language = (user.language === 'es' ? 'es' : 'en') satisfies Language;
  await mailer.send(codeEmail(language, user.email, purpose, code, CODE_TTL_SECONDS / 60), tx);
}

type CodeOutcome = { error: keyof typeof messages } | { row: ChallengeRow };

/** `verify`'s work in its transaction: the outcome, with wrong codes already counted. */
async function checkCode(
  deps: ChallengeDeps,
  tx: Database,
  given: { token: string; purpose: ChallengePurpose; code: string } & {
    consume: boolean;
    requester: string;
  },
): Promise<CodeOutcome> {
  const row = await loadChallenge(tx, given.token, given.purpose);
  const at = deps.now();
  const entry = {
    ...askingOf(deps, row.userId, given.purpose, given.requester),
    kind: 'wrong_code' as const,
  };
  const mine = {
    onThisCode: await requests.countSince(tx, { ...entry, challengeId: row.id }, row.lastSentAt),
    inTheDay: await requests.countSince(tx, entry, dayBefore(at)),
  };
  if (isSpent({ ...mine, everyone: row.wrongAttempts })) {
    return { error: 'TokenChecksAttempts' };
  }
  if (row.expiresAt <= at) return { error: 'TokenExpiration' };
  if (!digestsMatch(row.codeHash, codeDigest(deps.secret, row.id, given.code))) {
    const wrongAttempts = row.wrongAttempts + 1;
    await challengesRepository.updateChallenge(tx, row.id, { wrongAttempts });
    await requests.record(tx, { ...entry, challengeId: row.id }, at, dayBefore(at));
    const spent = isSpent({
      onThisCode: mine.onThisCode + 1,
      inTheDay: mine.inTheDay + 1,
      everyone: wrongAttempts,
    });
    return { error: spent ? 'TokenChecksAttempts' : 'TokenValidation' };
  }
  const done = { confirmedAt: at, ...(given.consume ? { consumedAt: at } : {}) };
  await challengesRepository.updateChallenge(tx, row.id, done);
  return { row: { ...row, ...done } };
}
