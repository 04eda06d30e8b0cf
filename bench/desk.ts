/**
 * The sales dashboard over a big ledger: seeds BENCH_DESK_TRANSACTIONS (1,000,000) transactions
 * spread over two years (70 % orders with one or two lines, 28 % subscriptions' renewal charges,
 * 2 % refunds) plus half as many pack usage events, with `insert … select … generate_series` (a
 * statement per table, not a row at a time), then times a year's range: each figures query alone
 * and the whole endpoint (`GET /api/v1/desk/sales`, a finance account signed in), p50 / p95 over
 * BENCH_DESK_RUNS (10) warm runs. PGlite first (a data directory on disk), then PostgreSQL when
 * DATABASE_URL (or PARALLAX_BENCH_PG_URL) names one, else a temporary cluster when the local
 * PostgreSQL binaries are there (BENCH_DESK_ON=pglite or =postgres: one only). Builds nothing: run after `npm run build` (apps/server/dist).
 * Prints figures; it asserts nothing.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { temporaryPostgres } from './lib/postgres.js';
import { repoRoot } from './lib/server.js';
import { table } from './lib/table.js';

const TRANSACTIONS = Number(process.env.BENCH_DESK_TRANSACTIONS ?? 1_000_000) || 1_000_000;
const RUNS = Math.max(1, Number(process.env.BENCH_DESK_RUNS ?? 10) || 10);
const DAYS = 730;
/** Which databases to measure: `pglite,postgres` unless BENCH_DESK_ON names one. */
const ON = new Set((process.env.BENCH_DESK_ON ?? 'pglite,postgres').split(','));
const dist = join(repoRoot, 'apps/server/dist');
const load = async <T>(path: string): Promise<T> =>
  (await import(pathToFileURL(join(dist, path)).href)) as T;

type Rows = { rows: Record<string, unknown>[] };
type DatabaseHandle = {
  db: unknown;
  close(): Promise<void>;
  executeSql(text: string, values?: unknown[]): Promise<Rows>;
};
type Reply = { statusCode: number; body: string; cookies: { name: string; value: string }[] };
type App = {
  inject(request: {
    method: string;
    url: string;
    payload?: unknown;
    headers?: Record<string, string>;
  }): Promise<Reply>;
  close(): Promise<void>;
};
type Window = { from: Date; until: Date; bucket: 'day' | 'week' | 'month' };
type Figures = Record<string, (window: Window) => Promise<unknown>>;

const counts = () => {
  const orders = Math.round(TRANSACTIONS * 0.7);
  const charges = Math.round(TRANSACTIONS * 0.28);
  // Each subscription renews about every 30 days over the two years: ~12 charges each.
  const subscriptions = Math.max(1, Math.round(charges / 12));
  return {
    orders,
    charges,
    subscriptions,
    refunds: Math.round(orders / 35),
    usage: Math.round(TRANSACTIONS / 2),
    users: Math.max(subscriptions, 20_000),
  };
};

/** An instant within the last two years, spread evenly by `i` (deterministic). */
const spread = (i: string, prime: number) =>
  `now() - ((${i}::bigint * ${prime}) % ${DAYS * 86_400}) * interval '1 second'`;

/** Order `i`'s paid instant (SUCCESSFUL or REFUNDED, as the orders below), else null. */
const paidAt = `case when i % 100 < 90 or i % 100 >= 97 then ${spread('i', 7919)} end`;

async function seed(database: DatabaseHandle): Promise<Record<string, number>> {
  const n = counts();
  const run = Date.now().toString(36);
  const sql = (text: string, values: unknown[] = []) => database.executeSql(text, values);
  const packs = (await sql(`select array_agg(id order by id) as ids from content_packs`)).rows[0]
    ?.ids as string[];
  const tariffId = (await sql(`select id from tariffs order by id limit 1`)).rows[0]?.id as string;
  await sql(
    `insert into users (id, email, email_token, email_confirmed)
     select md5('${run}u' || i)::uuid, '${run}-' || i || '@bench.example', '${run}t' || i, true
     from generate_series(1, $1::int) as i`,
    [n.users],
  );
  await sql(
    `insert into orders (id, user_id, status, lines, initial_sum_cents, total_cents, payment_method,
       acquiring_type, provider, cart_fingerprint, from_server_cart, created_at, completed_at,
       refunded_cents)
     select md5('${run}o' || i)::uuid, md5('${run}u' || (1 + i % $2))::uuid,
       case when i % 100 < 90 then 'SUCCESSFUL' when i % 100 < 95 then 'FAILED'
         when i % 100 < 97 then 'PENDING' else 'REFUNDED' end,
       '[]'::jsonb, (1 + i % 5) * 1000 - 1 + case when i % 3 = 0 then 1999 else 0 end,
       (1 + i % 5) * 1000 - 1 + case when i % 3 = 0 then 1999 else 0 end,
       'card', 'test', 'test', 'bench', false, t, case when i % 100 between 95 and 96 then null else t end,
       case when i % 100 >= 97 then (1 + i % 5) * 1000 - 1 + case when i % 3 = 0 then 1999 else 0 end else 0 end
     from generate_series(1, $1::int) as i, lateral (select ${spread('i', 7919)} as t) as at`,
    [n.orders, n.users],
  );
  await sql(
    `insert into order_items (order_id, position, type, item_id, final_sum_cents, paid_at)
     select md5('${run}o' || i)::uuid, 0, 'content', ($2::uuid[])[1 + i % array_length($2::uuid[], 1)],
       (1 + i % 5) * 1000 - 1, ${paidAt}
     from generate_series(1, $1::int) as i
     union all
     select md5('${run}o' || i)::uuid, 1, 'content',
       ($2::uuid[])[1 + (i / 3) % array_length($2::uuid[], 1)], 1999, ${paidAt}
     from generate_series(3, $1::int, 3) as i`,
    [n.orders, packs],
  );
  await sql(
    `insert into order_refunds (order_id, user_id, amount_cents, created_at, settled_at)
     select o.id, o.user_id, greatest(1, o.total_cents / 2), o.completed_at + interval '1 day',
       o.completed_at + interval '1 day'
     from generate_series(35, $1::int, 35) as i
     join orders o on o.id = md5('${run}o' || i)::uuid
     where o.completed_at is not null and o.status <> 'FAILED'`,
    [n.orders],
  );
  await sql(
    `insert into subscriptions (id, user_id, tariff_id, tariff_name, status, duration_days,
       renewal_price_cents, start_date, created_at, trial_ends_at)
     select md5('${run}s' || k)::uuid, md5('${run}u' || k)::uuid, $2::uuid, 'Monthly',
       case when k % 10 < 7 then 'ACTIVE' when k % 10 < 9 then 'EXPIRED' else 'REFUNDED' end,
       30, 999, t, t, case when k % 4 = 0 then t + interval '7 days' end
     from generate_series(1, $1::int) as k, lateral (select ${spread('k', 104_729)} as t) as at`,
    [n.subscriptions, tariffId],
  );
  await sql(
    `insert into subscription_events (subscription_id, event, from_status, to_status, at)
     select id, 'periodEnded', 'ACTIVE', status, created_at + (now() - created_at) / 2
     from subscriptions where status in ('EXPIRED', 'REFUNDED') and tariff_name = 'Monthly'`,
  );
  await sql(
    `insert into subscription_charges (subscription_id, period_index, kind, amount_cents, status,
       created_at, completed_at)
     select s.id, p, 'renewal', 999, case when p % 17 = 0 then 'failed' else 'succeeded' end,
       s.created_at + p * interval '30 days', s.created_at + p * interval '30 days'
     from subscriptions s cross join generate_series(1, 24) as p
     where s.created_at + p * interval '30 days' < now()`,
  );
  await sql(
    `insert into content_usage_events (kind, content_pack_id, user_id, platform, at)
     select case when i % 3 = 0 then 'download' else 'play' end,
       ($2::uuid[])[1 + i % array_length($2::uuid[], 1)], md5('${run}u' || (1 + i % $3))::uuid,
       'web_app', ${spread('i', 6007)}
     from generate_series(1, $1::int) as i`,
    [n.usage, packs, n.users],
  );
  await sql('vacuum analyze');
  const total = async (name: string) =>
    Number((await sql(`select count(*)::int as n from ${name}`)).rows[0]?.n ?? 0);
  return {
    orders: await total('orders'),
    lines: await total('order_items'),
    refunds: await total('order_refunds'),
    charges: await total('subscription_charges'),
    subscriptions: await total('subscriptions'),
    usage: await total('content_usage_events'),
  };
}

/** A finance account signed in through the API (sign-up code from the development outbox). */
async function financeCookie(app: App, database: DatabaseHandle): Promise<string> {
  const jar = new Map<string, string>();
  const send = async (method: string, url: string, payload?: unknown) => {
    const cookie = [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
    const reply = await app.inject({
      method,
      url,
      ...(payload === undefined ? {} : { payload }),
      headers: { ...(cookie ? { cookie } : {}), 'x-csrf-token': jar.get('parallax_csrf') ?? '' },
    });
    for (const set of reply.cookies) jar.set(set.name, set.value);
    return reply;
  };
  await send('GET', '/api/bootstrap/check');
  const email = `finance-${Date.now()}@bench.example`;
  const user = { username: `finance_${Date.now()}`, email, password: 'summit2026' };
  const challenge = await send('POST', '/store/api/v1/registration', {
    ...user,
    emailConsent: true,
  });
  const outbox = await send('GET', '/api/dev/outbox');
  const mail = (JSON.parse(outbox.body) as { to: string; text: string }[]).find(
    (m) => m.to === email,
  );
  const code = /\b(\d{6})\b/.exec(mail?.text ?? '')?.[1];
  const { token } = JSON.parse(challenge.body) as { token: string };
  const confirmed = await send('POST', '/store/api/v1/registration/confirm', {
    token,
    confirmation: code,
  });
  if (confirmed.statusCode !== 200) throw new Error(`sign-up failed: ${confirmed.body}`);
  const { roleCommand } = await load<{
    roleCommand: (db: unknown, args: string[]) => Promise<unknown>;
  }>('role-command.js');
  await roleCommand(database.db, ['grant', email, 'ROLE_FINANCE']);
  return [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;

/**
 * p50 and p95 in ms of `runs` warm calls (three calls first, untimed: the pool's connections each
 * meet the tables once).
 */
async function timed(call: () => Promise<unknown>): Promise<[string, string]> {
  for (let i = 0; i < 3; i++) await call();
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const started = performance.now();
    await call();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return [percentile(times, 50).toFixed(1), percentile(times, 95).toFixed(1)];
}

async function figuresServices(db: unknown): Promise<Record<string, Figures>> {
  const payments = await load<{ createSalesFiguresService: (deps: object) => Figures }>(
    'modules/payments/sales-figures.service.js',
  );
  const subscriptions = await load<{ createSubscriptionFiguresService: (deps: object) => Figures }>(
    'modules/subscriptions/subscription-figures.service.js',
  );
  const usage = await load<{ createUsageFiguresService: (deps: object) => Figures }>(
    'modules/analytics/usage-figures.service.js',
  );
  return {
    payments: payments.createSalesFiguresService({ db }),
    subscriptions: subscriptions.createSubscriptionFiguresService({ db }),
    analytics: usage.createUsageFiguresService({ db }),
  };
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
  const database = await openDatabase(databaseConfig);
  const config = loadConfig({
    NODE_ENV: 'development',
    LOG_LEVEL: 'error',
    WEB_DIST_DIR: '/nonexistent-web-dist',
    MEDIA_DIR: join(repoRoot, 'apps/server/demo-media'),
    AUTH_RATE_LIMIT_PER_MINUTE: '10000',
    ...env,
  });
  const app = await buildApp(config, { database, backgroundWebhooks: false });
  const lines: string[][] = [];
  try {
    const seedStarted = performance.now();
    const seeded = await seed(database);
    const seedS = ((performance.now() - seedStarted) / 1000).toFixed(1);
    console.log(`${label}: seeded in ${seedS} s: ${JSON.stringify(seeded)}`);
    const to = new Date();
    const from = new Date(to.getTime() - 364 * 86_400_000);
    const day = (instant: Date) => instant.toISOString().slice(0, 10);
    const window: Window = {
      from: new Date(`${day(from)}T00:00:00Z`),
      until: new Date(Date.parse(`${day(to)}T00:00:00Z`) + 86_400_000),
      bucket: 'day',
    };
    for (const [module, figures] of Object.entries(await figuresServices(database.db))) {
      for (const [name, query] of Object.entries(figures)) {
        lines.push([label, `${module}.${name}`, ...(await timed(() => query(window)))]);
      }
    }
    const cookie = await financeCookie(app, database);
    const buckets = ['day', 'week', 'month'];
    // Each bucket asked once before any is timed: the first timed would otherwise pay the
    // process's and the pool's first calls alone.
    for (const bucket of buckets) {
      const url = `/api/v1/desk/sales?from=${day(from)}&to=${day(to)}&bucket=${bucket}`;
      await app.inject({ method: 'GET', url, headers: { cookie } });
    }
    for (const bucket of buckets) {
      const url = `/api/v1/desk/sales?from=${day(from)}&to=${day(to)}&bucket=${bucket}`;
      const first = await app.inject({ method: 'GET', url, headers: { cookie } });
      if (first.statusCode !== 200) throw new Error(`the dashboard answered ${first.body}`);
      const call = () => app.inject({ method: 'GET', url, headers: { cookie } });
      lines.push([label, `GET /desk/sales (${bucket})`, ...(await timed(call))]);
    }
    lines.push([label, 'seed (s)', seedS, '']);
    return lines;
  } finally {
    await app.close();
  }
}

async function main() {
  console.log(
    `sales dashboard: ${TRANSACTIONS} transactions over ${DAYS} days, a year's range, ${RUNS} warm runs; load average ${loadavg()[0]?.toFixed(2)}`,
  );
  const lines: string[][] = [];
  if (ON.has('pglite')) {
    const dataDir = await mkdtemp(join(tmpdir(), 'parallax-bench-desk-'));
    try {
      const pglite = { kind: 'pglite', dataDir: join(dataDir, 'pglite') };
      lines.push(...(await measure('PGlite', pglite, { DATA_DIR: dataDir })));
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  }
  const given = [process.env.DATABASE_URL, process.env.PARALLAX_BENCH_PG_URL].find((url) =>
    /^postgres(ql)?:\/\//.test(url ?? ''),
  );
  const cluster = given || !ON.has('postgres') ? null : await temporaryPostgres();
  const url = given ?? cluster?.url;
  try {
    if (url) {
      const postgres = { kind: 'postgres', url, poolSize: 10 };
      lines.push(...(await measure('PostgreSQL', postgres, { DATABASE_URL: url })));
    } else if (ON.has('postgres'))
      console.log('PostgreSQL: skipped (set DATABASE_URL, or install PostgreSQL)');
  } finally {
    cluster?.stop();
  }
  console.log(table(['database', 'query', 'p50 ms', 'p95 ms'], lines));
}

await main();
