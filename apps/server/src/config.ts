import { isAbsolute, join, resolve } from 'node:path';
import { EnvSchema, siteAddressesOf, type Env } from './config-env.js';
import type { TrustProxy } from './http/trusted-proxy.js';

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
  /** The canonical address of the site: the first of PUBLIC_URL. */
  publicUrl: string;
  /**
   * The origins of every address of the site (PUBLIC_URL, the canonical one first): the only
   * places a payment page returns a buyer to.
   */
  siteOrigins: readonly string[];
  database: DatabaseConfig;
  logLevel: Env['LOG_LEVEL'];
  seedDemo: boolean;
  webDistDir: string;
  mediaDir: string;
  /** Imported content's files (storage keys `content/…`) with MEDIA_STORE=local. */
  contentMediaDir: string;
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
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    devTools,
    ...siteAddressesOf(e),
    database: databaseOf(e, absolute),
    logLevel: e.LOG_LEVEL,
    seedDemo: e.SEED_DEMO,
    webDistDir: absolute(e.WEB_DIST_DIR),
    mediaDir: absolute(e.MEDIA_DIR),
    contentMediaDir: absolute(e.CONTENT_MEDIA_DIR ?? join(e.DATA_DIR, 'content-media')),
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
    ...socialProvidersOf(e),
  };
}

/** PGlite in DATA_DIR unless DATABASE_URL names a PostgreSQL server (or memory://). */
function databaseOf(e: Env, absolute: (path: string) => string): DatabaseConfig {
  if (e.DATABASE_URL === undefined) {
    return { kind: 'pglite', dataDir: resolve(absolute(e.DATA_DIR), 'pglite') };
  }
  if (e.DATABASE_URL === 'memory://') return { kind: 'pglite', dataDir: null };
  return { kind: 'postgres', url: e.DATABASE_URL, poolSize: e.DATABASE_POOL_SIZE };
}

/** Social sign-in providers: each only with both its client id and secret. */
function socialProvidersOf(e: Env): Pick<Config, 'google' | 'twitter'> {
  return {
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
function devToolsOf(e: Env): boolean {
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

function mediaStoreOf(e: Env): MediaStoreConfig {
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

function releasesOf(e: Env, absolute: (path: string) => string): ReleasesConfig {
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
