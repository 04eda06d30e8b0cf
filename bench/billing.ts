/**
 * Billing run: how long one renewal run takes for 10,000 subscriptions due at once, on PGlite and
 * on PostgreSQL, and how many charges it made (it must equal the due count: each period charged
 * once). Builds the real app (apps/server/dist) on a fresh database, bulk-inserts the due
 * subscriptions with their saved cards at the test acquirer, then times POST /api/dev/clock/advance
 * (one billing run). PostgreSQL: PARALLAX_BENCH_PG_URL (an empty database it may migrate and write to),
 * or else a temporary cluster started with the local PostgreSQL binaries, as .ci/run does; skipped
 * when neither is there. Prints figures; it asserts no timings.
 */
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { temporaryPostgres } from './lib/postgres.js';
import { repoRoot } from './lib/server.js';
import { table } from './lib/table.js';

const DUE = Math.max(1, Number(process.env.BENCH_BILLING_DUE ?? 10_000) || 10_000);
const dist = join(repoRoot, 'apps/server/dist');
const load = async <T>(path: string): Promise<T> =>
  (await import(pathToFileURL(join(dist, path)).href)) as T;

type DatabaseHandle = {
  db: unknown;
  migrate(): Promise<void>;
  close(): Promise<void>;
  executeSql(text: string, values?: unknown[]): Promise<{ rows: Record<string, unknown>[] }>;
};
type App = {
  inject(request: { method: string; url: string; payload?: unknown }): Promise<{
    statusCode: number;
    body: string;
    json<T>(): T;
  }>;
  close(): Promise<void>;
};

/** Due subscriptions, each with a user and a saved card at the test acquirer, in a few statements. */
async function seedDue(database: DatabaseHandle, tariffId: string): Promise<void> {
  const run = `b${Date.now().toString(36)}`;
  await database.executeSql(
    `insert into users (id, email, email_token, email_confirmed)
     select gen_random_uuid(), '${run}-' || i || '@bench.example', '${run}-token-' || i, true
     from generate_series(1, $1::int) as i`,
    [DUE],
  );
  await database.executeSql(
    `insert into test_acquirer_payments (id, merchant_reference, amount_cents, currency, description,
       customer_email, return_url, webhook_url, status, card_pan, payment_method_token)
     select 'tp_' || md5('${run}' || i), '${run}-order-' || i, 1999, 'USD', 'Monthly',
       '${run}-' || i || '@bench.example', 'http://127.0.0.1/payment-result',
       'http://127.0.0.1/api/v1/payments/webhook/test', 'succeeded', '424242',
       'pm_' || md5('${run}-pm-' || i)
     from generate_series(1, $1::int) as i`,
    [DUE],
  );
  await database.executeSql(
    `insert into subscriptions (user_id, tariff_id, tariff_name, status, start_date, end_date,
       duration_days, renewal_price_cents, period_paid_cents, payment_system, acquiring_type,
       payment_method, card_pan, payment_method_token)
     select u.id, $1::uuid, 'Monthly', 'ACTIVE', now() - interval '30 days', now() - interval '1 minute',
       30, 1999, 1999, 'test', 'test', 'card', '424242',
       'pm_' || md5('${run}-pm-' || split_part(split_part(u.email, '@', 1), '-', 2))
     from users u where u.email like '${run}-%'`,
    [tariffId],
  );
}

async function measure(
  label: string,
  databaseConfig: Record<string, unknown>,
  env: Record<string, string>,
) {
  const { openDatabase } = await load<{
    openDatabase: (config: Record<string, unknown>) => Promise<DatabaseHandle>;
  }>('db/client.js');
  const { buildApp } = await load<{
    buildApp: (config: unknown, deps: Record<string, unknown>) => Promise<App>;
  }>('app.js');
  const { loadConfig } = await load<{ loadConfig: (env: Record<string, string>) => unknown }>(
    'config.js',
  );
  const { createJobQueue } = await load<{
    createJobQueue: (options: Record<string, unknown>) => unknown;
  }>('jobs/job-queue.js');
  const { demoId } = await load<{ demoId: (kind: string, key: string) => string }>(
    'db/seed/seed.js',
  );

  const database = await openDatabase(databaseConfig);
  const config = loadConfig({
    NODE_ENV: 'development',
    LOG_LEVEL: 'error',
    WEB_DIST_DIR: '/nonexistent-web-dist',
    MEDIA_DIR: join(repoRoot, 'apps/server/demo-media'),
    ...env,
  });
  const jobs = createJobQueue({ database, log: console, background: false });
  const app = await buildApp(config, { database, jobs, backgroundWebhooks: false });
  try {
    const seedStarted = performance.now();
    await seedDue(database, demoId('tariff', 'monthly'));
    const seedMs = performance.now() - seedStarted;
    const started = performance.now();
    const response = await app.inject({
      method: 'POST',
      url: '/api/dev/clock/advance',
      payload: { days: 0 },
    });
    const runMs = performance.now() - started;
    if (response.statusCode !== 200) throw new Error(`the billing run answered ${response.body}`);
    const { ran } = response.json<{ ran: Record<string, number> }>();
    const { rows } = await database.executeSql(
      `select count(*)::int as charges,
         count(distinct (subscription_id, period_index))::int as periods
       from subscription_charges where kind = 'renewal' and status = 'succeeded'`,
    );
    const charges = Number(rows[0]?.charges ?? 0);
    const periods = Number(rows[0]?.periods ?? 0);
    return [
      label,
      String(DUE),
      (seedMs / 1000).toFixed(1),
      (runMs / 1000).toFixed(1),
      (runMs / DUE).toFixed(2),
      String(ran.renewed ?? 0),
      String(charges),
      charges === DUE && periods === DUE ? 'yes' : 'NO',
    ];
  } finally {
    await app.close();
  }
}

async function main() {
  console.log(
    `billing run: ${DUE} subscriptions due at once; load average ${loadavg()[0]?.toFixed(2)}`,
  );
  const lines = [
    await measure('PGlite', { kind: 'pglite', dataDir: null }, { DATABASE_URL: 'memory://' }),
  ];
  const given = process.env.PARALLAX_BENCH_PG_URL;
  const cluster = given ? null : await temporaryPostgres();
  const url = given ?? cluster?.url;
  try {
    if (url) {
      lines.push(
        await measure('PostgreSQL', { kind: 'postgres', url, poolSize: 10 }, { DATABASE_URL: url }),
      );
    } else {
      console.log('PostgreSQL: skipped (set PARALLAX_BENCH_PG_URL, or install PostgreSQL)');
    }
  } finally {
    cluster?.stop();
  }
  console.log(
    table(
      ['database', 'due', 'seed s', 'run s', 'ms/renewal', 'renewed', 'charges', 'once each'],
      lines,
    ),
  );
}

await main();
