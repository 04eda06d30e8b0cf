import { isAbsolute, resolve } from 'node:path';
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
});

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
};

/** Passwords in connection strings stay out of error messages and logs. */
function redact(value: string | undefined): string | undefined {
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
      return `  ${name}=${JSON.stringify(redact(env[name]))}: ${issue.message}`;
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
  };
}
