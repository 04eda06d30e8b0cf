/**
 * The soak: a fixed number of virtual users drive a visitor mix against a running
 * `npm run cluster` (nginx → instances → PostgreSQL and the object store) for SOAK_DURATION
 * seconds — browse 80 %, sign-in 5 %, cart and checkout 5 %, media Range reads 10 % — then it
 * prints the throughput, p50/p99 and errors per kind, and each cluster process's memory before,
 * after the warm-up and at the end, with what a leak would grow (PostgreSQL's memory outside its
 * buffer cache, each instance's heap live after a full collection). Prints figures; exits 1 on any
 * error (the goal is none).
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { cpus, loadavg } from 'node:os';
import {
  clusterMetricsToken,
  clusterProcesses,
  memoryOfProcess,
  type Memory,
} from './lib/cluster.js';
import { table } from './lib/table.js';
import { Visitor } from './lib/visitor.js';

const positive = (value: string | undefined, fallback: number) =>
  Number(value) > 0 ? Number(value) : fallback;

const BASE_URL = (process.env.BENCH_URL ?? 'http://127.0.0.1:8080').replace(/\/+$/, '');
const DURATION_S = positive(process.env.SOAK_DURATION, 600);
const VIRTUAL_USERS = positive(process.env.SOAK_VUS, 16);
const ACCOUNTS = Math.max(VIRTUAL_USERS, positive(process.env.SOAK_USERS, VIRTUAL_USERS * 2));
/** Not counted in the figures: first requests compile code, fill pools and caches. */
const WARMUP_S = Math.min(
  DURATION_S / 2,
  positive(process.env.SOAK_WARMUP, Math.min(30, DURATION_S / 10)),
);
const PASSWORD = 'Summit2026';
/** What one media read asks for: a player's or the download manager's chunk. */
const RANGE_BYTES = 256 * 1024;
const CARD = { expiry: '12/39', cvc: '123', name: 'Soak Tester' };
/** The test acquirer's card that approves (README, Buying in development). */
const APPROVING_CARD = '4242424242424242';

const KINDS = ['browse', 'sign-in', 'checkout', 'media'] as const;
type Kind = (typeof KINDS)[number];
const MIX: Record<Kind, number> = { browse: 80, 'sign-in': 5, checkout: 5, media: 10 };

type Pack = {
  id: string;
  slug: string;
  price: number;
  isPreview: boolean;
  contentParts: { id: string; type: 'static' | 'dynamic'; sizeInBytes: number }[];
};

type Catalog = {
  slugs: string[];
  /** Packs a signed-in user can put in the cart (tried once at set-up). */
  purchasable: Pack[];
  /** Granted to every account at set-up: what the media reads play. */
  mediaPack: Pack;
};

type Account = {
  email: string;
  visitor: Visitor;
  clientIdentifier: string;
  owned: Set<string>;
  hasCartItems: boolean;
  links: { expiresAt: number; scenes: { url: string; size: number }[] } | null;
};

const pick = <T>(items: readonly T[]): T => {
  const item = items[Math.floor(Math.random() * items.length)];
  if (item === undefined) throw new Error('nothing to pick from');
  return item;
};

function pickKind(): Kind {
  let roll = Math.random() * 100;
  for (const kind of KINDS) {
    roll -= MIX[kind];
    if (roll < 0) return kind;
  }
  return 'browse';
}

class Failure extends Error {
  override name = 'Failure';
}

function expectStatus(
  what: string,
  answer: { status: number; text: string },
  ...statuses: number[]
): void {
  if (!statuses.includes(answer.status)) {
    throw new Failure(
      `${what}: ${answer.status} ${answer.text.slice(0, 160).replace(/\s+/g, ' ')}`,
    );
  }
}

// ---------------------------------------------------------------------------------------------
// Set-up: the catalog, the accounts, their media pack.

async function isUp(): Promise<boolean> {
  try {
    const response = await fetch(`${BASE_URL}/api/health`, { signal: AbortSignal.timeout(3_000) });
    await response.arrayBuffer();
    return response.ok;
  } catch {
    return false;
  }
}

async function loadCatalog(
  visitor: Visitor,
): Promise<Omit<Catalog, 'purchasable'> & { candidates: Pack[] }> {
  const packs = await visitor.json<Pack[]>('GET', '/store/api/v1/content/list?platform=web_app');
  const listed = packs.filter((pack) => !pack.isPreview);
  const paid = listed.filter((pack) => pack.price > 0);
  // The media pack: a paid one with the largest video, so a Range read lands anywhere in it.
  const videoBytes = (pack: Pack) =>
    Math.max(
      0,
      ...pack.contentParts
        .filter((part) => part.type === 'dynamic')
        .map((part) => part.sizeInBytes),
    );
  const mediaPack = [...paid].sort((a, b) => videoBytes(b) - videoBytes(a))[0];
  if (!mediaPack || videoBytes(mediaPack) === 0)
    throw new Error('the catalog has no paid pack with a video');
  return {
    slugs: listed.map((pack) => pack.slug),
    mediaPack,
    candidates: paid.filter((pack) => pack.id !== mediaPack.id),
  };
}

/**
 * Signs accounts up as the sign-up form does (the code from the development outbox, which lists
 * the newest 100 messages: so in batches), and grants each the media pack.
 */
async function createAccounts(count: number, mediaPack: Pack): Promise<Account[]> {
  const run = randomBytes(3).toString('hex');
  const accounts: Account[] = [];
  const batchSize = 20;
  for (let first = 0; first < count; first += batchSize) {
    const batch = Array.from({ length: Math.min(batchSize, count - first) }, (_, offset) => {
      const index = first + offset;
      return {
        username: `soak_${run}_${index}`,
        email: `soak.${run}.${index}@example.com`,
        visitor: new Visitor(BASE_URL),
      };
    });
    const tokens = await Promise.all(
      batch.map(async ({ username, email, visitor }) => {
        await visitor.send('GET', '/api/bootstrap/check');
        const answer = await visitor.send('POST', '/api/v1/registration', {
          body: { username, email, password: PASSWORD, emailConsent: false },
        });
        checkRateLimit(answer.headers);
        expectStatus('registration', answer, 201);
        return (JSON.parse(answer.text) as { token: string }).token;
      }),
    );
    const outbox = await batch[0]!.visitor.send('GET', '/api/dev/outbox');
    if (outbox.status === 404) {
      throw new Error(
        'GET /api/dev/outbox answers 404: the instances run without the development tools ' +
          '(NODE_ENV=production or DEV_TOOLS=off), and the soak signs its accounts up with the ' +
          'codes of the development outbox. Start the cluster without those settings.',
      );
    }
    expectStatus('outbox', outbox, 200);
    const messages = JSON.parse(outbox.text) as { to: string; text: string }[];
    await Promise.all(
      batch.map(async ({ email, visitor }, offset) => {
        const code = /\b(\d{6})\b/.exec(
          messages.find((message) => message.to === email)?.text ?? '',
        )?.[1];
        if (!code) throw new Error(`no sign-up code for ${email} in the development outbox`);
        await visitor.json('POST', '/api/v1/registration/confirm', {
          token: tokens[offset],
          confirmation: code,
          clientType: 'web_app',
        });
        await visitor.json('POST', `/api/dev/ownership/content/${mediaPack.slug}`, {});
        accounts.push({
          email,
          visitor,
          clientIdentifier: randomUUID(),
          owned: new Set([mediaPack.id]),
          hasCartItems: false,
          links: null,
        });
      }),
    );
  }
  return accounts;
}

let isRateLimitChecked = false;

/**
 * Sign-in, registration and checkout are limited per client address, and every virtual user
 * comes from 127.0.0.1: with the product's default (30 a minute) most of the soak would be 429s.
 */
function checkRateLimit(headers: Headers): void {
  if (isRateLimitChecked) return;
  isRateLimitChecked = true;
  const limit = Number(headers.get('x-ratelimit-limit'));
  if (limit > 0 && limit < 10_000) {
    throw new Error(
      `The cluster allows ${limit} sign-ins, sign-ups and checkouts a minute per address, and every ` +
        'virtual user here is 127.0.0.1. Start it with AUTH_RATE_LIMIT_PER_MINUTE=10000 npm run cluster.',
    );
  }
}

/** The packs a signed-in user can put in the cart: each tried once, then the cart emptied. */
async function purchasableOf(candidates: Pack[], account: Account): Promise<Pack[]> {
  const accepted: Pack[] = [];
  for (const pack of candidates) {
    const answer = await account.visitor.send('POST', '/api/v1/cart/items?platform=web_app', {
      body: { items: [{ type: 'content', id: pack.id }] },
    });
    if (answer.status === 200) accepted.push(pack);
  }
  await account.visitor.json('POST', '/api/v1/cart/clean?platform=web_app');
  return accepted;
}

// ---------------------------------------------------------------------------------------------
// What a virtual user does.

/** The store's first screen and pack pages, as the web app asks for them (guests and users). */
async function browse(account: Account, catalog: Catalog): Promise<void> {
  const slug = pick(catalog.slugs);
  const pages: [number, string, boolean][] = [
    // weight, path, is a page (HTML)
    [15, '/', true],
    [10, `/content/${slug}`, true],
    [20, '/store/api/v1/content/list/short/categories/optimized?platform=web_app', false],
    [15, '/store/api/v1/content/list?platform=web_app', false],
    [20, `/store/api/v1/content/${slug}/optimized?platform=web_app`, false],
    [10, `/store/api/v1/content/${slug}/optimized/additional?platform=web_app`, false],
    [10, '/store/api/v1/category/list?platform=web_app', false],
  ];
  let roll = Math.random() * 100;
  const [, path, isPage] = pages.find(([weight]) => (roll -= weight) < 0) ?? pages[0]!;
  const revalidate = Math.random() < 0.5;
  const answer = await account.visitor.send('GET', path, {
    asGuest: Math.random() < 0.5,
    revalidate,
    headers: isPage ? { accept: 'text/html' } : { accept: 'application/json' },
  });
  expectStatus(`GET ${path}`, answer, ...(revalidate ? [200, 304] : [200]));
}

async function signIn(account: Account): Promise<void> {
  const { visitor } = account;
  const answer = await visitor.send('POST', '/api/v1/auth/signin', {
    body: {
      identifier: account.email,
      password: PASSWORD,
      clientIdentifier: account.clientIdentifier,
      clientType: 'web_app',
    },
  });
  expectStatus('sign-in', answer, 200);
  // What the app asks next (on whichever instance nginx picks: the session must hold there).
  expectStatus('user info', await visitor.send('GET', '/api/v1/settings/user/info'), 200);
}

/** The hosted payment page, the card, and the result as the result page asks for it. */
async function pay(visitor: Visitor, checkout: { transactionId: string; redirectUrl: string }) {
  const page = new URL(checkout.redirectUrl, BASE_URL).pathname;
  expectStatus('payment page', await visitor.send('GET', page), 200);
  const paid = await visitor.send('POST', page, { form: { number: APPROVING_CARD, ...CARD } });
  expectStatus('card', paid, 303);
  const back = new URL(paid.headers.get('location') ?? '', BASE_URL);
  if (back.searchParams.get('success') !== 'true') {
    throw new Failure(`payment not approved: ${back.toString()}`);
  }
  const transaction = await visitor.send('GET', `/api/v1/transaction/${checkout.transactionId}`);
  expectStatus('transaction', transaction, 200);
  const { status } = JSON.parse(transaction.text) as { status: string };
  if (status !== 'SUCCESSFUL') throw new Failure(`transaction ${status} after an approved card`);
}

const checkoutCounts = { signedIn: 0, guest: 0 };

/**
 * A signed-in user buys a pack they do not own: cart, checkout, the test acquirer's page, the
 * result. Once an account owns every pack, the buyer is a guest instead (the cart in the app, an
 * e-mail at checkout: an account is made for the payment), so purchases never run out.
 */
async function checkOut(account: Account, catalog: Catalog): Promise<void> {
  const available = catalog.purchasable.filter((pack) => !account.owned.has(pack.id));
  if (available.length === 0) return guestCheckOut(catalog);
  const pack = pick(available);
  const { visitor } = account;
  if (account.hasCartItems) await visitor.json('POST', '/api/v1/cart/clean?platform=web_app');
  await visitor.json('POST', '/api/v1/cart/items?platform=web_app', {
    items: [{ type: 'content', id: pack.id }],
  });
  account.hasCartItems = true;
  const checkout = await visitor.json<{ transactionId: string; redirectUrl: string }>(
    'POST',
    '/api/v1/checkout?platform=web_app',
    { paymentMethod: 'card', acquiringType: 'test' },
  );
  await pay(visitor, checkout);
  account.owned.add(pack.id);
  account.hasCartItems = false;
  checkoutCounts.signedIn++;
}

async function guestCheckOut(catalog: Catalog): Promise<void> {
  const visitor = new Visitor(BASE_URL);
  const pack = pick(catalog.purchasable);
  const cart = { contents: [{ id: pack.id }] };
  await visitor.send('GET', '/api/bootstrap/check');
  await visitor.json('POST', '/api/v1/cart/guest?platform=web_app', cart);
  const email = `soak.guest.${randomBytes(6).toString('hex')}@example.com`;
  const checkout = await visitor.json<{ transactionId: string; redirectUrl: string }>(
    'POST',
    '/api/v1/checkout?platform=web_app',
    { paymentMethod: 'card', acquiringType: 'test', email, cart },
  );
  await pay(visitor, checkout);
  checkoutCounts.guest++;
}

const mediaCounts = { reads: 0, bytes: 0, redirected: 0 };

/**
 * A player's read: the links call (again when they are about to expire), then one byte range of
 * a scene with the user's cookies. In s3 mode the server answers 307 to a presigned URL of the
 * bucket, which is read with the same Range (and no cookies: another origin).
 */
async function readMedia(account: Account, catalog: Catalog): Promise<void> {
  const { visitor } = account;
  if (!account.links || account.links.expiresAt - Date.now() < 60_000) {
    const links = await visitor.json<{ expiresAt: string; scenes: { id: string; url: string }[] }>(
      'GET',
      `/api/v1/collection/content/${catalog.mediaPack.id}/links?platform=web_app`,
    );
    const sizes = new Map(
      catalog.mediaPack.contentParts.map((part) => [part.id, part.sizeInBytes]),
    );
    account.links = {
      expiresAt: Date.parse(links.expiresAt),
      scenes: links.scenes.map((scene) => ({ url: scene.url, size: sizes.get(scene.id) ?? 0 })),
    };
  }
  const scene = pick(account.links.scenes.filter((each) => each.size > 0));
  const start = Math.floor((Math.random() * Math.max(1, scene.size - RANGE_BYTES)) / 4096) * 4096;
  const end = Math.min(scene.size, start + RANGE_BYTES) - 1;
  const range = { range: `bytes=${start}-${end}` };
  let answer = await visitor.send('GET', scene.url, { headers: range });
  if (answer.status === 307) {
    mediaCounts.redirected++;
    const location = answer.headers.get('location') ?? '';
    answer = await visitor.send('GET', location, { headers: range, asGuest: true });
  }
  expectStatus('media range', answer, 206);
  const expected = `bytes ${start}-${end}/${scene.size}`;
  if (answer.headers.get('content-range') !== expected || answer.bytes !== end - start + 1) {
    throw new Failure(
      `media range: ${answer.headers.get('content-range')} (${answer.bytes} bytes), not ${expected}`,
    );
  }
  mediaCounts.reads++;
  mediaCounts.bytes += answer.bytes;
}

// ---------------------------------------------------------------------------------------------
// The run and its figures.

type Tally = { latencies: number[]; errors: number; errorSamples: Map<string, number> };

const tallies: Record<Kind, Tally> = {
  browse: { latencies: [], errors: 0, errorSamples: new Map() },
  'sign-in': { latencies: [], errors: 0, errorSamples: new Map() },
  checkout: { latencies: [], errors: 0, errorSamples: new Map() },
  media: { latencies: [], errors: 0, errorSamples: new Map() },
};

function noteError(kind: Kind, error: unknown): void {
  const tally = tallies[kind];
  tally.errors++;
  const message = (error instanceof Error ? error.message : String(error)).replace(
    /[0-9a-f]{8}-[0-9a-f-]{27}|tp_[0-9a-f]+|\d{3,}/g,
    '…',
  );
  tally.errorSamples.set(message, (tally.errorSamples.get(message) ?? 0) + 1);
}

async function virtualUser(
  accounts: Account[],
  catalog: Catalog,
  measureFrom: number,
  until: number,
) {
  while (Date.now() < until) {
    const kind = pickKind();
    const account = pick(accounts);
    const started = performance.now();
    try {
      if (kind === 'browse') await browse(account, catalog);
      else if (kind === 'sign-in') await signIn(account);
      else if (kind === 'checkout') await checkOut(account, catalog);
      else await readMedia(account, catalog);
      if (Date.now() >= measureFrom) tallies[kind].latencies.push(performance.now() - started);
    } catch (error) {
      noteError(kind, error);
    }
  }
}

const quantile = (sorted: number[], q: number) =>
  sorted.length === 0
    ? NaN
    : (sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? NaN);

type Sample = Map<string, Memory | null>;

function sampleMemory(processes: { name: string; pid: number }[]): Sample {
  return new Map(
    processes.map(({ name, pid }) => [
      name,
      memoryOfProcess(pid, name === 'postgres' || name === 'nginx'),
    ]),
  );
}

/**
 * Every 5 s during the load: one sample of every process, and each instance's live heap (MiB)
 * after its last full collection, from its /metrics.
 */
type Timed = { at: number; sample: Sample; liveHeaps: Map<string, number | null> };

const LIVE_HEAP = /^parallax_nodejs_heap_live_after_gc_bytes (\S+)$/m;

/** Each server instance's live heap in MiB (null when /metrics does not answer it). */
async function liveHeapsOf(
  processes: { name: string; port: number }[],
  token: string | null,
): Promise<Map<string, number | null>> {
  const instances = token ? processes.filter(({ name }) => name.startsWith('instance-')) : [];
  const figures = await Promise.all(
    instances.map(async ({ port }) => {
      try {
        const response = await fetch(`http://127.0.0.1:${port}/metrics`, {
          headers: { authorization: `Bearer ${token}` },
          signal: AbortSignal.timeout(2_000),
        });
        const bytes = Number(LIVE_HEAP.exec(await response.text())?.[1]);
        return bytes > 0 ? bytes / 1024 / 1024 : null;
      } catch {
        return null;
      }
    }),
  );
  return new Map(instances.map(({ name }, index) => [name, figures[index] ?? null]));
}

/**
 * The median, by `size`, of what `of` gives for the samples taken between `from` and `to`: single
 * samples move with the garbage collector's saw-tooth, medians over a window do not.
 */
function medianIn<T>(
  samples: Timed[],
  of: (timed: Timed) => T | null | undefined,
  size: (value: T) => number,
  [from, to]: [number, number],
): T | null {
  const values = samples
    .filter(({ at }) => at >= from && at <= to)
    .flatMap((timed) => {
      const value = of(timed);
      return value === null || value === undefined ? [] : [value];
    })
    .sort((a, b) => size(a) - size(b));
  return values[Math.floor((values.length - 1) / 2)] ?? null;
}

/** The median of one process's memory samples in a window. */
const medianOf = (samples: Timed[], name: string, window: [number, number]): Memory | null =>
  medianIn(
    samples,
    (timed) => timed.sample.get(name),
    (memory) => memory.mib,
    window,
  );

/**
 * The same windows without the collectors' saw-tooth: PostgreSQL's PSS outside shared memory,
 * and each instance's live heap after its last full collection. Leaks grow these.
 */
function steadyTable(
  processes: { name: string }[],
  samples: Timed[],
  windows: { start: [number, number]; end: [number, number] },
): string {
  const rows = processes.flatMap(({ name }) => {
    const of =
      name === 'postgres'
        ? (timed: Timed) => timed.sample.get(name)?.ownMib
        : name.startsWith('instance-')
          ? (timed: Timed) => timed.liveHeaps.get(name)
          : null;
    if (!of) return [];
    const start = medianIn(samples, of, Number, windows.start);
    const end = medianIn(samples, of, Number, windows.end);
    const growth = start && end ? ((end - start) / start) * 100 : NaN;
    return [
      [
        name,
        name === 'postgres' ? 'PSS outside shared memory' : 'V8 live heap',
        start?.toFixed(1) ?? '—',
        end?.toFixed(1) ?? '—',
        Number.isFinite(growth) ? `${growth >= 0 ? '+' : ''}${growth.toFixed(1)} %` : '—',
      ],
    ];
  });
  return table(['process', 'measure', 'start', 'end', 'growth'], rows);
}

function memoryTable(
  processes: { name: string; pid: number }[],
  samples: Timed[],
  windows: { start: [number, number]; end: [number, number] },
  idle: { before: Sample; after: Sample },
): string {
  const mib = (memory: Memory | null | undefined) => (memory ? memory.mib.toFixed(1) : '—');
  const rows = processes.map(({ name, pid }) => {
    const start = medianOf(samples, name, windows.start);
    const end = medianOf(samples, name, windows.end);
    const growth = start && end ? ((end.mib - start.mib) / start.mib) * 100 : NaN;
    const peak = Math.max(...samples.map(({ sample }) => sample.get(name)?.mib ?? 0));
    const measure = end ?? start;
    return [
      name,
      String(pid),
      measure
        ? `${measure.measure}${measure.processes > 1 ? ` of ${measure.processes}` : ''}`
        : '—',
      mib(idle.before.get(name)),
      mib(start),
      mib(end),
      peak > 0 ? peak.toFixed(1) : '—',
      mib(idle.after.get(name)),
      Number.isFinite(growth) ? `${growth >= 0 ? '+' : ''}${growth.toFixed(1)} %` : '—',
    ];
  });
  return table(
    ['process', 'pid', 'measure', 'idle', 'start', 'end', 'peak', 'idle after', 'growth'],
    rows,
  );
}

async function main(): Promise<number> {
  if (!(await isUp())) {
    console.error(
      `Nothing answers GET ${BASE_URL}/api/health. Start the cluster first ` +
        '(AUTH_RATE_LIMIT_PER_MINUTE=10000 npm run cluster) or point BENCH_URL at one.',
    );
    return 1;
  }
  const cluster = clusterProcesses();
  if (!cluster)
    console.warn('no pids file of npm run cluster (.cluster/pids.json): memory is not measured');
  const processes = cluster?.processes ?? [];

  const setupStarted = performance.now();
  const guest = new Visitor(BASE_URL);
  const { slugs, mediaPack, candidates } = await loadCatalog(guest);
  const accounts = await createAccounts(ACCOUNTS, mediaPack);
  const purchasable = await purchasableOf(candidates, accounts[0]!);
  if (purchasable.length === 0) throw new Error('no pack can be put in a cart');
  const catalog: Catalog = { slugs, purchasable, mediaPack };
  console.log(
    `set-up ${((performance.now() - setupStarted) / 1000).toFixed(1)} s: ${accounts.length} accounts signed up, ` +
      `each granted ${mediaPack.slug} (media reads); ${purchasable.length} packs to buy; ${slugs.length} pack pages`,
  );

  const idle = sampleMemory(processes);
  const started = Date.now();
  const measureFrom = started + WARMUP_S * 1000;
  const until = started + DURATION_S * 1000;
  console.log(
    `soak: ${DURATION_S} s against ${BASE_URL}, ${VIRTUAL_USERS} virtual users, mix ` +
      `${KINDS.map((kind) => `${kind} ${MIX[kind]} %`).join(', ')}; the first ${WARMUP_S} s are warm-up (not counted)`,
  );
  console.log(
    `load average at start: ${loadavg()
      .map((v) => v.toFixed(2))
      .join(' ')} on ${cpus().length} cores`,
  );

  const samples: Timed[] = [];
  const metricsToken = cluster ? clusterMetricsToken(cluster.file) : null;
  const sampler = setInterval(() => {
    if (processes.length === 0) return;
    const at = Date.now();
    const sample = sampleMemory(processes);
    void liveHeapsOf(processes, metricsToken).then((liveHeaps) =>
      samples.push({ at, sample, liveHeaps }),
    );
  }, 5_000);
  const progress = setInterval(() => {
    const done = KINDS.reduce((sum, kind) => sum + tallies[kind].latencies.length, 0);
    const errors = KINDS.reduce((sum, kind) => sum + tallies[kind].errors, 0);
    console.log(
      `  ${Math.round((Date.now() - started) / 1000)} s: ${done} operations counted, ${errors} errors`,
    );
  }, 60_000);
  const requestsBefore = accounts.reduce((sum, account) => sum + account.visitor.requests, 0);
  await Promise.all(
    Array.from({ length: VIRTUAL_USERS }, (_, index) =>
      virtualUser(
        accounts.filter((_, j) => j % VIRTUAL_USERS === index),
        catalog,
        measureFrom,
        until,
      ),
    ),
  );
  clearInterval(sampler);
  clearInterval(progress);
  const measuredS = (Date.now() - measureFrom) / 1000;
  // Compared: the first and the last window of the measured part, each up to a minute long.
  const windowMs = Math.min(60_000, ((DURATION_S - WARMUP_S) * 1000) / 3);
  const windows = {
    start: [measureFrom, measureFrom + windowMs] as [number, number],
    end: [until - windowMs, until] as [number, number],
  };
  let idleAfter: Sample = new Map();
  if (processes.length > 0) {
    await new Promise((done) => setTimeout(done, 10_000));
    idleAfter = sampleMemory(processes);
  }

  const rows = KINDS.map((kind) => {
    const { latencies, errors } = tallies[kind];
    const sorted = [...latencies].sort((a, b) => a - b);
    return [
      kind,
      String(latencies.length),
      (latencies.length / measuredS).toFixed(1),
      quantile(sorted, 0.5).toFixed(1),
      quantile(sorted, 0.99).toFixed(1),
      (sorted.at(-1) ?? NaN).toFixed(1),
      String(errors),
    ];
  });
  const total = KINDS.reduce((sum, kind) => sum + tallies[kind].latencies.length, 0);
  const errors = KINDS.reduce((sum, kind) => sum + tallies[kind].errors, 0);
  rows.push(['all', String(total), (total / measuredS).toFixed(1), '', '', '', String(errors)]);
  const requests =
    accounts.reduce((sum, account) => sum + account.visitor.requests, 0) - requestsBefore;

  console.log(
    `\nOperations over the last ${measuredS.toFixed(0)} s (an operation's time is all its requests; ms)\n`,
  );
  console.log(table(['kind', 'operations', 'per s', 'p50', 'p99', 'max', 'errors'], rows));
  console.log(
    `\nrequests by accounts: ${requests} (${(requests / DURATION_S).toFixed(0)}/s over the whole run, guests' checkouts not counted); ` +
      `checkouts: ${checkoutCounts.signedIn} signed in, ${checkoutCounts.guest} as guests; ` +
      `media: ${mediaCounts.reads} ranges, ${(mediaCounts.bytes / 1e6).toFixed(0)} MB, ${mediaCounts.redirected} through a 307 to the bucket`,
  );
  for (const kind of KINDS) {
    for (const [message, count] of tallies[kind].errorSamples)
      console.log(`  ${kind} error ×${count}: ${message}`);
  }
  if (processes.length > 0) {
    const window = `${Math.round(windowMs / 1000)} s`;
    console.log(
      `\nMemory (MiB): idle before the load; start and end = medians of the 5-s samples in the first ` +
        `${window} after the warm-up and in the last ${window} of the load; peak; idle 10 s after it; ` +
        'growth = end vs start (goal ≤ 10 %)\n',
    );
    console.log(memoryTable(processes, samples, windows, { before: idle, after: idleAfter }));
    console.log(
      "\nWithout the collectors' saw-tooth (MiB, same windows): PostgreSQL's PSS outside shared " +
        'memory (its buffer cache fills with the data read, up to shared_buffers); each ' +
        "instance's V8 heap live after its last full collection (parallax_nodejs_heap_live_after_gc_bytes). " +
        'A leak grows these.\n',
    );
    console.log(steadyTable(processes, samples, windows));
  }
  console.log(
    `\nload average at the end: ${loadavg()
      .map((v) => v.toFixed(2))
      .join(' ')}`,
  );
  return errors === 0 ? 0 : 1;
}

process.exitCode = await main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  return 1;
});
