import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, instant } from '../../db/columns.js';

// Accounts and sessions (spec 1 §3 User, §4, §7): users, e-mailed codes, single-use tokens,
// refresh tokens, one-time logins, and the server secret the tokens are signed with. Other
// modules' tables reference `users`; only auth writes them (account settings aside, see
// account.repository.ts).

export const users = pgTable(
  'users',
  {
    id: uuid().primaryKey().defaultRandom(),
    /** Lowercased; null until a quick-registered or social user picks one. */
    username: text().unique(),
    /** Lowercased and trimmed. */
    email: text().notNull().unique(),
    passwordHash: text(),
    /** False until the registration code is confirmed (login answers NOT_CONFIRMED_EMAIL). */
    emailConfirmed: boolean().notNull().default(false),
    status: text().notNull().default('Active'),
    name: text().notNull().default(''),
    description: text(),
    pic: text(),
    roles: jsonb().$type<string[]>().notNull().default([]),
    isSocialAuth: boolean().notNull().default(false),
    emailConsent: boolean().notNull().default(true),
    dominantHand: text().notNull().default('LEFT'),
    vrControls: jsonb()
      .$type<{ autoSwitchingScenes: boolean; snapMovements: boolean; handsRendering: boolean }>()
      .notNull()
      .default({ autoSwitchingScenes: true, snapMovements: true, handsRendering: true }),
    isQuickMenuEnabled: boolean().notNull().default(true),
    ageVerified: boolean().notNull().default(false),
    hasFullAccess: boolean().notNull().default(false),
    isBdEnabled: boolean().notNull().default(false),
    isAllowedToUploadUserVrFiles: boolean().notNull().default(false),
    acceptedRestictedContent: boolean().notNull().default(false),
    acceptedCookies: boolean().notNull().default(false),
    language: text().notNull().default('en'),
    /** The unsubscribe link's token (spec 1 §2 unsubscribe email). */
    emailToken: text().notNull().unique(),
    source: text(),
    clientId: text(),
    affiliateProgram: text(),
    /** Wrong passwords in a row; reset by a right one. At the limit the account locks for an hour. */
    failedSignIns: integer().notNull().default(0),
    lockedUntil: instant(),
    createdAt: createdAt(),
  },
  (t) => [
    check(
      'users_status',
      sql`${t.status} in ('Active', 'NotSetPassword', 'InitializedViaPayment')`,
    ),
    check('users_dominant_hand', sql`${t.dominantHand} in ('LEFT', 'RIGHT', 'NONE')`),
    check('users_language', sql`${t.language} in ('en', 'es')`),
    check('users_failed_sign_ins', sql`${t.failedSignIns} >= 0`),
  ],
);

/**
 * A six-digit code sent by e-mail (registration, password reset). The id is the token the client
 * holds; the code is stored as a hash. Resending rotates the code on the same row.
 */
export const emailChallenges = pgTable(
  'email_challenges',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text().notNull(),
    codeHash: text().notNull(),
    expiresAt: instant().notNull(),
    /** Wrong codes from everyone since the code was sent; each requester's are counted apart. */
    wrongAttempts: integer().notNull().default(0),
    lastSentAt: instant().notNull(),
    /** Sends within the current day window (which began at windowStartedAt). */
    sendsInWindow: integer().notNull().default(1),
    /**
     * No longer read or written: wrong codes are counted per requester (code_requests). Kept
     * while the version before it may still run (docs/DEPLOYMENT.md), dropped in a later release.
     */
    wrongInWindow: integer().notNull().default(0),
    windowStartedAt: instant().notNull(),
    /** Set when the right code was given; a password-reset challenge then allows one update. */
    confirmedAt: instant(),
    consumedAt: instant(),
    createdAt: createdAt(),
  },
  (t) => [
    check('email_challenges_purpose', sql`${t.purpose} in ('registration', 'password_reset')`),
    index('email_challenges_user').on(t.userId, t.purpose),
  ],
);

/** Single-use tokens sent in links or handed between clients (stored hashed). */
export const actionTokens = pgTable(
  'action_tokens',
  {
    tokenHash: text().primaryKey(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text().notNull(),
    expiresAt: instant().notNull(),
    usedAt: instant(),
    createdAt: createdAt(),
  },
  (t) => [
    check('action_tokens_purpose', sql`${t.purpose} in ('user_confirm', 'sign_in')`),
    index('action_tokens_user').on(t.userId),
  ],
);

/**
 * Refresh tokens, one row per issued token (stored hashed). Rotation marks the old row replaced;
 * presenting a replaced or revoked token revokes its whole family (a stolen token was used).
 */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: uuid().primaryKey().defaultRandom(),
    tokenHash: text().notNull().unique(),
    familyId: uuid().notNull(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    clientIdentifier: uuid().notNull(),
    clientType: text().notNull(),
    expiresAt: instant().notNull(),
    replacedAt: instant(),
    revokedAt: instant(),
    createdAt: createdAt(),
  },
  (t) => [index('refresh_tokens_family').on(t.familyId), index('refresh_tokens_user').on(t.userId)],
);

/**
 * One-time login and headset pairing (spec 1 §3, §4 Otp; spec 2 §2 pair headset), a device
 * authorization grant after RFC 8628: a device asks for a code and gets a short user code to show
 * and a secret device code to poll with; a signed-in user enters the user code on the pair-headset
 * page, which approves it (or declines the pairing afterwards); the device's next poll, proven by
 * the device code, receives its own session. The user code is six characters of a 32-letter
 * alphabet (about 10^9 values) that live five minutes, and each user has few wrong entries.
 */
export const otpLogins = pgTable(
  'otp_logins',
  {
    code: text().primaryKey(),
    /** SHA-256 of the device code, the secret only the asking device holds. */
    deviceCodeHash: text().notNull().unique(),
    clientIdentifier: uuid().notNull(),
    clientType: text().notNull(),
    source: text(),
    userId: uuid().references(() => users.id, { onDelete: 'cascade' }),
    approvedAt: instant(),
    /** The user declined the pairing: the device's poll answers access_denied. */
    deniedAt: instant(),
    consumedAt: instant(),
    /** The session the device received, so declining afterwards signs the device out. */
    familyId: uuid(),
    /** Seconds the device waits between polls; a poll sooner answers slow_down. */
    intervalSeconds: integer().notNull().default(1),
    lastPolledAt: instant(),
    expiresAt: instant().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    check('otp_logins_code', sql`${t.code} ~ '^[A-Z0-9]{6}$'`),
    check('otp_logins_interval', sql`${t.intervalSeconds} between 1 and 60`),
    index('otp_logins_expires').on(t.expiresAt),
    index('otp_logins_family').on(t.familyId),
  ],
);

/** Wrong pair codes a user entered: past the limit within the window, entries are refused. */
export const otpEntryFailures = pgTable(
  'otp_entry_failures',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    failedAt: instant().notNull(),
  },
  (t) => [index('otp_entry_failures_user').on(t.userId, t.failedAt)],
);

/**
 * The push token a device client registered for its session (spec 1 §7 device token,
 * `deviceTokenDto`): one per session, gone with it.
 */
export const deviceTokens = pgTable(
  'device_tokens',
  {
    familyId: uuid().primaryKey(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** One device, one token: registered by another session, it moves there. */
    deviceToken: text().notNull().unique(),
    updatedAt: instant().notNull(),
  },
  (t) => [index('device_tokens_user').on(t.userId)],
);

/**
 * Each time every credential of an account was ended at once (its address claimed, its password
 * reset or changed, its owner signing out everywhere) and how many of each kind went, so the
 * owner sees in the control panel what a stranger, or a forgotten device, lost. The newest few
 * per account are kept.
 */
export const credentialEndings = pgTable(
  'credential_endings',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reason: text().notNull(),
    sessions: integer().notNull(),
    devices: integer().notNull(),
    feedLinks: integer().notNull(),
    pushSubscriptions: integer().notNull(),
    pairingApprovals: integer().notNull(),
    oneTimeLogins: integer().notNull(),
    endedAt: instant().notNull(),
  },
  (t) => [
    check(
      'credential_endings_reason',
      sql`${t.reason} in ('address_claimed', 'password_reset', 'password_changed', 'signed_out_everywhere')`,
    ),
    index('credential_endings_user').on(t.userId, t.endedAt),
  ],
);

/** Server secrets generated on first start and shared by every instance (JWT signing key). */
export const appSecrets = pgTable('app_secrets', {
  name: text().primaryKey(),
  value: text().notNull(),
  createdAt: createdAt(),
});
