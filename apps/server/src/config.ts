import { isAbsolute, resolve } from 'node:path';
import { parseVerificationRegions } from '@parallax/core/rules/age-gate';
import { DESKTOP_INSTALLER_VERSION } from '@parallax/core/rules/installer';
import { z } from 'zod';
import { parseTrustProxy, type TrustProxy } from './http/trusted-proxy.js';
import { paths } from './paths.js';

const Bool = z
  .enum(['true', 'false', '1', '0'])
  .transform((value) => value === 'true' || value === '1');

const Version = z.string().regex(/^\d+\.\d+\.\d+$/, 'a version looks like 1.2.3');
/** An Android package's address: absolute, or a path on this server. */
const AndroidPackageUrl = z.union([z.url({ protocol: /^https?$/ }), z.string().regex(/^\/[^/]/)]);
const AndroidSourcePackages = z.record(
  z.string().regex(/^[\w.-]{1,64}$/),
  z.object({
    version: Version,
    url: AndroidPackageUrl,
    fileSizeInBytes: z.number().int().positive(),
  }),
);

function parseJson(value: string): unknown {
  try {
    return JSON.parse(value);
  } catch {
    return undefined;
  }
}

/** Every setting the server reads, from the environment; README.md lists them. */
const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().min(1).default('127.0.0.1'),
  DEV_TOOLS: z
    .enum(['on', 'off'])
    .optional()
    .describe(
      'the development tools (/dev, /api/dev/…, the test acquirer, the stand-in age check, push ' +
        'to this machine); default: on while HOST is a loopback address, unless NODE_ENV=production',
    ),
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
  MEDIA_STORE: z
    .enum(['local', 's3'])
    .default('local')
    .describe('where media files live: MEDIA_DIR, or an S3-compatible bucket (S3_*)'),
  S3_ENDPOINT: z
    .url({ protocol: /^https?$/ })
    .optional()
    .describe('an S3-compatible endpoint (http://127.0.0.1:9000); unset: AWS S3 in S3_REGION'),
  S3_BUCKET: z
    .string()
    .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'not a bucket name')
    .optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_FORCE_PATH_STYLE: Bool.optional().describe('default: true when S3_ENDPOINT is set'),
  S3_URL_EXPIRY_SECONDS: z.coerce
    .number()
    .int()
    .min(1)
    .max(60)
    .default(60)
    .describe('how long a presigned media URL works (never past the media link it answers)'),
  TRUST_PROXY: z
    .string()
    .default('false')
    .transform((value, context) => {
      const trust = parseTrustProxy(value);
      if (trust !== null) return trust;
      context.addIssue({
        code: 'custom',
        message:
          'TRUST_PROXY must be true, false, a number of proxies (1) or their addresses and ' +
          'networks, comma-separated (127.0.0.1,10.0.0.0/8)',
      });
      return z.NEVER;
    })
    .describe(
      "whose X-Forwarded-* and X-Request-Id are believed: the proxies' addresses or networks " +
        '(the safest), true (any peer), a hop count, or false',
    ),
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(10_000),
  METRICS_TOKEN: z
    .string()
    .min(16, 'METRICS_TOKEN must be at least 16 characters')
    .optional()
    .describe('the Bearer token GET /metrics asks for; unset: no metrics (404)'),
  HEALTH_CHECK_INTERVAL_MS: z.coerce
    .number()
    .int()
    .min(100)
    .max(60_000)
    .default(5_000)
    .describe('how often the database is checked for GET /api/health'),
  CATALOG_CACHE_TTL_MS: z.coerce.number().int().min(0).max(3_600_000).default(10_000),
  SMTP_URL: z
    .url({ protocol: /^smtps?$/ })
    .optional()
    .describe('smtp://user:pass@host:port; unset: mail goes to the development outbox'),
  MAIL_FROM: z.string().min(3).default('Parallax <no-reply@parallax.localhost>'),
  UNSUBSCRIBE_MAILTO: z
    .email()
    .optional()
    .describe(
      'a mailbox whose unsubscribe requests are processed, offered in List-Unsubscribe; unset: the one-click link only',
    ),
  SUPPORT_EMAIL: z
    .email()
    .optional()
    .describe('where reports and support requests are copied to (sent only with SMTP_URL)'),
  AUTH_SECRET: z
    .string()
    .min(32, 'AUTH_SECRET must be at least 32 characters')
    .optional()
    .describe('signs access tokens; unset: generated once and kept in the database'),
  ACCESS_TOKEN_TTL_SECONDS: z.coerce.number().int().min(15).max(86_400).default(900),
  REFRESH_TOKEN_TTL_DAYS: z.coerce.number().int().min(1).max(365).default(30),
  /** Headsets, desktop apps and scripts sign in once: their sessions last longer (sliding). */
  DEVICE_REFRESH_TOKEN_TTL_DAYS: z.coerce.number().int().min(1).max(730).default(180),
  AUTH_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).max(10_000).default(30),
  AGE_CHECK_STUB: Bool.optional().describe(
    'serve the built-in stand-in age-verification provider (default: with the development tools)',
  ),
  TEST_ACQUIRER: Bool.optional().describe(
    'serve the built-in test card acquirer as the card payment provider (default: with the development tools)',
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
  // Releases (modules/releases): what the apps update to.
  WEB_APP_VERSION: Version.optional().describe(
    'the web app version the release check announces (default: the served build’s)',
  ),
  DESKTOP_INSTALLER_VERSION: Version.default(DESKTOP_INSTALLER_VERSION),
  DESKTOP_INSTALLER_FILE: z.string().min(1).optional().describe('the Windows installer to serve'),
  DESKTOP_INSTALLER_URL: z
    .url({ protocol: /^https?$/ })
    .optional()
    .describe('where the Windows installer is hosted (downloads redirect there)'),
  DESKTOP_INSTALLER_SHA512: z
    .string()
    .regex(/^[A-Za-z0-9+/]{86}==$/, 'DESKTOP_INSTALLER_SHA512 must be a base64 SHA-512')
    .optional(),
  DESKTOP_INSTALLER_SIZE: z.coerce.number().int().positive().optional(),
  ANDROID_PACKAGE_VERSION: Version.optional(),
  ANDROID_PACKAGE_URL: AndroidPackageUrl.optional(),
  ANDROID_PACKAGE_SIZE: z.coerce.number().int().positive().optional(),
  ANDROID_SOURCE_PACKAGES: z
    .string()
    .optional()
    .transform((value, context) => {
      if (value === undefined) return {};
      const parsed = AndroidSourcePackages.safeParse(parseJson(value));
      if (parsed.success) return parsed.data;
      context.addIssue({
        code: 'custom',
        message:
          'ANDROID_SOURCE_PACKAGES must be JSON: {"<source>": {"version": "1.2.3", "url": "…", "fileSizeInBytes": 123}}',
      });
      return z.NEVER;
    }),
});

export type SocialProviderConfig = { clientId: string; clientSecret: string };

export type DatabaseConfig =
  { kind: 'pglite'; dataDir: string | null } | { kind: 'postgres'; url: string; poolSize: number };

export type Config = {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  /**
   * The development tools (DEV_TOOLS): the outbox with every e-mailed code (/dev, /api/dev/outbox),
   * moderator and ownership grants, the billing clock, the push and media delivery logs, webhook
   * flushing, push to this machine, and by default the test acquirer and the stand-in age check.
   * Only ever on while the server listens on a loopback address.
   */
  devTools: boolean;
  publicUrl: string;
  database: DatabaseConfig;
  logLevel: z.infer<typeof EnvSchema>['LOG_LEVEL'];
  seedDemo: boolean;
  webDistDir: string;
  mediaDir: string;
  mediaStore: MediaStoreConfig;
  trustProxy: TrustProxy;
  shutdownTimeoutMs: number;
  /** The Bearer token of GET /metrics; null: no metrics are kept or served. */
  metricsToken: string | null;
  healthCheckIntervalMs: number;
  catalogCacheTtlMs: number;
  /** `unsubscribeMailto`: a mailbox whose unsubscribe requests someone processes, or null. */
  mail: { smtpUrl: string | null; from: string; unsubscribeMailto: string | null };
  /** The support address reports and support requests are copied to; null: the desk only. */
  support: { email: string | null };
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
    deviceRefreshTokenTtlDays: number;
    rateLimitPerMinute: number;
  };
  releases: ReleasesConfig;
  google: (SocialProviderConfig & { issuer: string }) | null;
  twitter:
    | (SocialProviderConfig & { authorizationUrl: string; tokenUrl: string; userInfoUrl: string })
    | null;
};

/** An S3-compatible bucket media files are stored in and delivered from (presigned URLs). */
export type S3Config = {
  /** null: AWS S3 in `region`. */
  endpoint: string | null;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  forcePathStyle: boolean;
  /** The longest a presigned URL works, in seconds (at most 60). */
  urlExpirySeconds: number;
};

export type MediaStoreConfig = { kind: 'local' } | ({ kind: 's3' } & S3Config);

export type AndroidPackage = { version: string; url: string; fileSizeInBytes: number };

/** What the apps update to (modules/releases); null where the default applies. */
export type ReleasesConfig = {
  /** null: the version of the web build served (its package.json beside WEB_DIST_DIR). */
  webVersion: string | null;
  desktop: {
    version: string;
    file: string | null;
    url: string | null;
    /** With `url`: the installer's SHA-512 and size, which latest.yml needs. */
    sha512: string | null;
    size: number | null;
  };
  android: {
    /** The default package's version (null: the web app's) and address (null: the demo one). */
    version: string | null;
    url: string | null;
    fileSizeInBytes: number | null;
    /** Packages by marketing source; any other source gets the default. */
    sources: Record<string, AndroidPackage>;
  };
  /** A demo installer and package are served when none is configured (not in production). */
  hasDemoFiles: boolean;
};

/** Passwords in connection strings stay out of error messages and logs. */
function redact(name: string, value: string | undefined): string | undefined {
  if (/SECRET|_TOKEN$/.test(name) && value !== undefined) return '***';
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
  const devTools = devToolsOf(e);
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
    devTools,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    database,
    logLevel: e.LOG_LEVEL,
    seedDemo: e.SEED_DEMO,
    webDistDir: absolute(e.WEB_DIST_DIR),
    mediaDir: absolute(e.MEDIA_DIR),
    mediaStore: mediaStoreOf(e),
    trustProxy: e.TRUST_PROXY,
    shutdownTimeoutMs: e.SHUTDOWN_TIMEOUT_MS,
    metricsToken: e.METRICS_TOKEN ?? null,
    healthCheckIntervalMs: e.HEALTH_CHECK_INTERVAL_MS,
    catalogCacheTtlMs: e.CATALOG_CACHE_TTL_MS,
    mail: {
      smtpUrl: e.SMTP_URL ?? null,
      from: e.MAIL_FROM,
      unsubscribeMailto: e.UNSUBSCRIBE_MAILTO ?? null,
    },
    support: { email: e.SUPPORT_EMAIL ?? null },
    ageCheckStub: e.AGE_CHECK_STUB ?? devTools,
    testAcquirer: e.TEST_ACQUIRER ?? devTools,
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
      deviceRefreshTokenTtlDays: e.DEVICE_REFRESH_TOKEN_TTL_DAYS,
      rateLimitPerMinute: e.AUTH_RATE_LIMIT_PER_MINUTE,
    },
    releases: releasesOf(e, absolute),
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

/**
 * Whether the development tools are on. They hand out every e-mailed code, moderator rights and
 * packs to whoever asks, so they are never served on an address other machines reach: on by
 * default only on a loopback address outside production (where a reverse proxy on this machine
 * may be what listens on loopback), and refused anywhere else.
 */
function devToolsOf(e: z.infer<typeof EnvSchema>): boolean {
  const isLoopback = isLoopbackHost(e.HOST);
  if (e.DEV_TOOLS === 'on' && !isLoopback) {
    throw new ConfigError(
      `DEV_TOOLS=on, but HOST=${e.HOST} is not a loopback address: the development tools ` +
        '(every e-mailed sign-in code, moderator and ownership grants, the billing clock) would be ' +
        'open to anyone who reaches this server. Set DEV_TOOLS=off, or HOST=127.0.0.1 to listen ' +
        'on this machine only.',
    );
  }
  if (e.DEV_TOOLS !== undefined) return e.DEV_TOOLS === 'on';
  return isLoopback && e.NODE_ENV !== 'production';
}

/** 127.0.0.0/8, ::1 (also as an IPv4-mapped address) and localhost. */
export function isLoopbackHost(host: string): boolean {
  const name = host
    .toLowerCase()
    .replace(/^\[(.*)\]$/, '$1')
    .replace(/\.$/, '');
  if (name === 'localhost') return true;
  if (name === '::1' || name === '0:0:0:0:0:0:0:1') return true;
  const ipv4 = name.replace(/^::ffff:/, '');
  return /^127(\.(25[0-5]|2[0-4]\d|1?\d?\d)){3}$/.test(ipv4);
}

function mediaStoreOf(e: z.infer<typeof EnvSchema>): MediaStoreConfig {
  if (e.MEDIA_STORE === 'local') return { kind: 'local' };
  const { S3_BUCKET: bucket, S3_ACCESS_KEY_ID: accessKeyId } = e;
  const { S3_SECRET_ACCESS_KEY: secretAccessKey } = e;
  if (!bucket || !accessKeyId || !secretAccessKey) {
    const needed = ['S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const;
    const missing = needed.filter((name) => !e[name]);
    throw new ConfigError(`MEDIA_STORE=s3 needs ${missing.join(', ')}`);
  }
  return {
    kind: 's3',
    endpoint: e.S3_ENDPOINT ?? null,
    bucket,
    region: e.S3_REGION,
    accessKeyId,
    secretAccessKey,
    forcePathStyle: e.S3_FORCE_PATH_STYLE ?? e.S3_ENDPOINT !== undefined,
    urlExpirySeconds: e.S3_URL_EXPIRY_SECONDS,
  };
}

function releasesOf(
  e: z.infer<typeof EnvSchema>,
  absolute: (path: string) => string,
): ReleasesConfig {
  if (e.DESKTOP_INSTALLER_FILE && e.DESKTOP_INSTALLER_URL) {
    throw new ConfigError('Set DESKTOP_INSTALLER_FILE or DESKTOP_INSTALLER_URL, not both');
  }
  if (e.ANDROID_PACKAGE_URL && e.ANDROID_PACKAGE_SIZE === undefined) {
    throw new ConfigError(
      'ANDROID_PACKAGE_URL needs ANDROID_PACKAGE_SIZE (bytes, for the progress)',
    );
  }
  return {
    webVersion: e.WEB_APP_VERSION ?? null,
    desktop: {
      version: e.DESKTOP_INSTALLER_VERSION,
      file: e.DESKTOP_INSTALLER_FILE === undefined ? null : absolute(e.DESKTOP_INSTALLER_FILE),
      url: e.DESKTOP_INSTALLER_URL ?? null,
      sha512: e.DESKTOP_INSTALLER_SHA512 ?? null,
      size: e.DESKTOP_INSTALLER_SIZE ?? null,
    },
    android: {
      version: e.ANDROID_PACKAGE_VERSION ?? null,
      url: e.ANDROID_PACKAGE_URL ?? null,
      fileSizeInBytes: e.ANDROID_PACKAGE_SIZE ?? null,
      sources: e.ANDROID_SOURCE_PACKAGES,
    },
    hasDemoFiles: e.NODE_ENV !== 'production',
  };
}
