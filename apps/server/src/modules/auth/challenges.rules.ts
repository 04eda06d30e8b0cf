import type { CodeChallenge } from '@parallax/core/contracts/auth';
import { DomainError } from '@parallax/core/errors';
import { RESEND_SECONDS } from '@parallax/core/rules/auth';
import type { ChallengeRow } from './challenges.repository.js';

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

export const dayBefore = (at: Date) => new Date(at.getTime() - DAY_MS);

/** What the client is told of a challenge: its token, when it may resend, when the code ends. */
export function describeChallenge(row: ChallengeRow, at: number): CodeChallenge {
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
export function sendWindow(previous: ChallengeRow | undefined, at: Date) {
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

/** Wrong codes so far: this requester's at this code and in the day, and everyone's at the code. */
export type WrongCodes = { onThisCode: number; inTheDay: number; everyone: number };

/** Whether the wrong codes leave no more tries (for this requester, or for the code). */
export const isSpent = (wrong: WrongCodes): boolean =>
  wrong.onThisCode >= MAX_WRONG_CODES ||
  wrong.inTheDay >= MAX_WRONG_CODES_PER_DAY ||
  wrong.everyone >= MAX_WRONG_CODES_PER_CHALLENGE;
