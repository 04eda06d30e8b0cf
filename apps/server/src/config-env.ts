import { parseVerificationRegions } from '@parallax/core/rules/age-gate';
import { DESKTOP_INSTALLER_VERSION } from '@parallax/core/rules/installer';
import { z } from 'zod';
import { parseTrustProxy } from './http/trusted-proxy.js';
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
export const EnvSchema = z.object({
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
  PUBLIC_URL: z
    .string()
    .transform((list) => list.split(',').map((entry) => entry.trim()))
    .pipe(z.array(z.url({ protocol: /^https?$/ })).min(1))
    .optional()
    .describe(
      'the address users reach the site at; a comma-separated list when the site has several ' +
        '(the first is the canonical one)',
    ),
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
  CONTENT_MEDIA_DIR: z
    .string()
    .min(1)
    .optional()
    .describe('imported content files with MEDIA_STORE=local; default: DATA_DIR/content-media'),
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

export type Env = z.infer<typeof EnvSchema>;

/**
 * PUBLIC_URL, or this machine's two loopback names (localhost first) when it is not set: the
 * canonical address and the origins of them all.
 */
export function siteAddressesOf(e: Env): { publicUrl: string; siteOrigins: string[] } {
  const urls = e.PUBLIC_URL ?? [`http://localhost:${e.PORT}`, `http://127.0.0.1:${e.PORT}`];
  const origins = urls.map((url) => new URL(url).origin);
  return {
    publicUrl: (urls[0] ?? '').replace(/\/$/, ''),
    siteOrigins: [...new Set(origins)],
  };
}
