import { isAbsolute, resolve } from 'node:path';
import { parseVerificationRegions } from '@parallax/core/rules/age-gate';
import { z } from 'zod';
import { paths } from './paths.js';

const Bool = z
  .enum(['true', 'false', '1', '0'])
  .transform((value) => value === 'true' || value === '1');

/** Every setting the server reads, from the environment; README.md lists them. */
const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().min(1).default('127.0.0.1'),
  PUBLIC_URL: z.url({ protocol: /^https?$/ }).optional(),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(
      /^(postgres(ql)?:\/\/.+|memory:\/\/)$/,
      'DATABASE_URL must be postgres://user:password@host:port/db, or memory:// for a throw-away embedded database',
    )
    .optional(),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(100).default(10),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SEED_DEMO: Bool.default(true),
  WEB_DIST_DIR: z.string().min(1).default(paths.webDist),
  MEDIA_DIR: z.string().min(1).default(paths.demoMedia),
  TRUST_PROXY: Bool.default(false),
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(10_000),
  CATALOG_CACHE_TTL_MS: z.coerce.number().int().min(0).max(3_600_000).default(10_000),
  SMTP_URL: z
    .url({ protocol: /^smtps?$/ })
    .optional()
    .describe('smtp://user:pass@host:port; unset: mail goes to the development outbox'),
  MAIL_FROM: z.string().min(3).default('Parallax <no-reply@parallax.localhost>'),
  AUTH_SECRET: z
    .string()
    .min(32, 'AUTH_SECRET must be at least 32 characters')
    .optional()
    .describe('signs access tokens; unset: generated once and kept in the database'),
  ACCESS_TOKEN_TTL_SECONDS: z.coerce.number().int().min(15).max(86_400).default(900),
  REFRESH_TOKEN_TTL_DAYS: z.coerce.number().int().min(1).max(365).default(30),
  AUTH_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).max(10_000).default(30),
  AGE_CHECK_STUB: Bool.optional().describe(
    'serve the built-in stand-in age-verification provider (default: on unless production)',
  ),
  TEST_ACQUIRER: Bool.optional().describe(
    'serve the built-in test card acquirer as the card payment provider (default: on unless production)',
  ),
  BILLING_GRACE_DAYS: z.coerce
    .number()
    .int()
    .min(0)
    .max(60)
    .default(3)
    .describe('days a declined renewal keeps access while it is retried (GRACE)'),
  BILLING_RETRY_INTERVAL_HOURS: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 30)
    .default(24)
    .describe('hours between retries of a declined renewal in grace'),
  AGE_CHECK_REGIONS: z
    .string()
    .default('*')
    .transform((value, context) => {
      const regions = parseVerificationRegions(value);
      if (regions) return regions;
      context.addIssue({
        code: 'custom',
        message: 'AGE_CHECK_REGIONS must be *, or country (GB) and country-region (US-TX) codes',
      });
      return z.NEVER;
    })
    .describe('where visitors must verify their age (safe mode until they do); * is everywhere'),
  AGE_CHECK_COUNTRY_HEADER: z
    .string()
    .regex(/^[A-Za-z0-9-]+$/)
    .default('cf-ipcountry'),
  AGE_CHECK_REGION_HEADER: z
    .string()
    .regex(/^[A-Za-z0-9-]+$/)
    .default('cf-region-code'),
  GOOGLE_CLIENT_ID: z.string().min(1).optional(),
  GOOGLE_CLIENT_SECRET: z.string().min(1).optional(),
  GOOGLE_ISSUER: z.url().default('https://accounts.google.com'),
  TWITTER_CLIENT_ID: z.string().min(1).optional(),
  TWITTER_CLIENT_SECRET: z.string().min(1).optional(),
  TWITTER_AUTHORIZATION_URL: z.url().default('https://twitter.com/i/oauth2/authorize'),
  TWITTER_TOKEN_URL: z.url().default('https://api.twitter.com/2/oauth2/token'),
  TWITTER_USERINFO_URL: z
    .url()
    .default('https://api.twitter.com/2/users/me?user.fields=confirmed_email,name,username'),
});

export type SocialProviderConfig = { clientId: string; clientSecret: string };

export type DatabaseConfig =
  { kind: 'pglite'; dataDir: string | null } | { kind: 'postgres'; url: string; poolSize: number };

export type Config = {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  publicUrl: string;
  database: DatabaseConfig;
  logLevel: z.infer<typeof EnvSchema>['LOG_LEVEL'];
  seedDemo: boolean;
  webDistDir: string;
  mediaDir: string;
  trustProxy: boolean;
  shutdownTimeoutMs: number;
  catalogCacheTtlMs: number;
  mail: { smtpUrl: string | null; from: string };
  /** The built-in stand-in for an age-verification provider (anyone may verify themselves). */
  ageCheckStub: boolean;
  /** The built-in test card acquirer (hosted page with test cards, signed webhooks). */
  testAcquirer: boolean;
  /** Renewals declined: how long access is kept (GRACE) and how often the charge is retried. */
  billing: { graceDays: number; retryIntervalHours: number };
  /**
   * Where visitors must verify their age (`*`, `GB`, `US-TX`), and the headers of the trusted
   * proxy that name the visitor's country and region (read only when TRUST_PROXY is on).
   */
  ageCheck: { regions: string[]; countryHeader: string; regionHeader: string };
  auth: {
    secret: string | null;
    accessTokenTtlSeconds: number;
    refreshTokenTtlDays: number;
    rateLimitPerMinute: number;
  };
  google: (SocialProviderConfig & { issuer: string }) | null;
  twitter:
    | (SocialProviderConfig & { authorizationUrl: string; tokenUrl: string; userInfoUrl: string })
    | null;
};

/** Passwords in connection strings stay out of error messages and logs. */
function redact(name: string, value: string | undefined): string | undefined {
  if (/SECRET/.test(name) && value !== undefined) return '***';
  return value?.replace(/(\/\/[^:/@]*:)[^@]*@/, '$1***@');
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/**
 * Parses the environment. Relative paths are taken from the directory npm was started in
 * (INIT_CWD), so `npm start` at the root keeps its data in ./data there.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => {
      const name = String(issue.path[0]);
      return `  ${name}=${JSON.stringify(redact(name, env[name]))}: ${issue.message}`;
    });
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const base = env.INIT_CWD ?? process.cwd();
  const absolute = (path: string) => (isAbsolute(path) ? path : resolve(base, path));
  const database: DatabaseConfig =
    e.DATABASE_URL === undefined
      ? { kind: 'pglite', dataDir: resolve(absolute(e.DATA_DIR), 'pglite') }
      : e.DATABASE_URL === 'memory://'
        ? { kind: 'pglite', dataDir: null }
        : { kind: 'postgres', url: e.DATABASE_URL, poolSize: e.DATABASE_POOL_SIZE };
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    database,
    logLevel: e.LOG_LEVEL,
    seedDemo: e.SEED_DEMO,
    webDistDir: absolute(e.WEB_DIST_DIR),
    mediaDir: absolute(e.MEDIA_DIR),
    trustProxy: e.TRUST_PROXY,
    shutdownTimeoutMs: e.SHUTDOWN_TIMEOUT_MS,
    catalogCacheTtlMs: e.CATALOG_CACHE_TTL_MS,
    mail: { smtpUrl: e.SMTP_URL ?? null, from: e.MAIL_FROM },
    ageCheckStub: e.AGE_CHECK_STUB ?? e.NODE_ENV !== 'production',
    testAcquirer: e.TEST_ACQUIRER ?? e.NODE_ENV !== 'production',
    billing: {
      graceDays: e.BILLING_GRACE_DAYS,
      retryIntervalHours: e.BILLING_RETRY_INTERVAL_HOURS,
    },
    ageCheck: {
      regions: e.AGE_CHECK_REGIONS,
      countryHeader: e.AGE_CHECK_COUNTRY_HEADER.toLowerCase(),
      regionHeader: e.AGE_CHECK_REGION_HEADER.toLowerCase(),
    },
    auth: {
      secret: e.AUTH_SECRET ?? null,
      accessTokenTtlSeconds: e.ACCESS_TOKEN_TTL_SECONDS,
      refreshTokenTtlDays: e.REFRESH_TOKEN_TTL_DAYS,
      rateLimitPerMinute: e.AUTH_RATE_LIMIT_PER_MINUTE,
    },
    google:
      e.GOOGLE_CLIENT_ID && e.GOOGLE_CLIENT_SECRET
        ? {
            clientId: e.GOOGLE_CLIENT_ID,
            clientSecret: e.GOOGLE_CLIENT_SECRET,
            issuer: e.GOOGLE_ISSUER,
          }
        : null,
    twitter:
      e.TWITTER_CLIENT_ID && e.TWITTER_CLIENT_SECRET
        ? {
            clientId: e.TWITTER_CLIENT_ID,
            clientSecret: e.TWITTER_CLIENT_SECRET,
            authorizationUrl: e.TWITTER_AUTHORIZATION_URL,
            tokenUrl: e.TWITTER_TOKEN_URL,
            userInfoUrl: e.TWITTER_USERINFO_URL,
          }
        : null,
  };
}
