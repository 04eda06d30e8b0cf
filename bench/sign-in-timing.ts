/**
 * Sign-in timing: does a wrong password for an existing account take longer than for an address
 * nobody uses, or a locked account answer faster? Either would tell an attacker which e-mails have
 * accounts. Prints the medians per case, interleaved so they share the machine's noise, and the
 * spread of one case against itself for scale. Prints figures; it asserts no timings.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { cpus, loadavg } from 'node:os';
import { withTarget } from './lib/server.js';
import { table } from './lib/table.js';

const SAMPLES = Math.max(20, Number(process.env.BENCH_SAMPLES ?? 200) || 200);
/** Wrong passwords per account before the fifth would lock it. */
const TRIES_PER_ACCOUNT = 4;
const PASSWORD = 'bench-pass-2026';

// The spawned server: sign-in and registration are rate-limited per address, and every request
// here comes from 127.0.0.1.
process.env.AUTH_RATE_LIMIT_PER_MINUTE ??= '10000';

type Case = 'unknown e-mail' | 'existing e-mail, wrong password' | 'locked account';

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length / 2;
  return sorted.length % 2
    ? (sorted[Math.floor(middle)] ?? NaN)
    : ((sorted[middle - 1] ?? NaN) + (sorted[middle] ?? NaN)) / 2;
}

function quantile(values: number[], q: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN;
}

async function run(url: string): Promise<number> {
  // The double-submit CSRF pair a browser would get from the bootstrap check.
  const bootstrap = await fetch(`${url}/api/bootstrap/check`);
  const csrfCookie = bootstrap.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0] ?? '')
    .find((pair) => /^(__Host-)?parallax_csrf=/.test(pair));
  if (!csrfCookie) throw new Error('no CSRF cookie from /api/bootstrap/check');
  const headers = {
    'content-type': 'application/json',
    cookie: csrfCookie,
    'x-csrf-token': csrfCookie.slice(csrfCookie.indexOf('=') + 1),
  };
  const post = (path: string, body: unknown) =>
    fetch(`${url}${path}`, { method: 'POST', headers, body: JSON.stringify(body) });

  const run = randomBytes(4).toString('hex');
  const register = async (index: number) => {
    const email = `bench-${run}-${index}@example.com`;
    const response = await post('/store/api/v1/registration', {
      username: `bench_${run}_${index}`,
      email,
      password: PASSWORD,
      emailConsent: false,
    });
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`registration answered ${response.status}`);
    return email;
  };
  const accounts = await Promise.all(
    Array.from({ length: Math.ceil(SAMPLES / TRIES_PER_ACCOUNT) }, (_, index) => register(index)),
  );
  const locked = await register(accounts.length);

  const clientIdentifier = randomUUID();
  const signIn = async (identifier: string, password: string) => {
    const started = performance.now();
    const response = await post('/api/v1/auth/signin', {
      identifier,
      password,
      clientIdentifier,
      clientType: 'web_app',
    });
    const body = await response.text();
    return { ms: performance.now() - started, answer: `${response.status} ${body}` };
  };
  for (let attempt = 0; attempt < 5; attempt++) await signIn(locked, 'wrong-pass-1');
  // Warm-up: the first requests of a process pay for compilation.
  for (let warm = 0; warm < 10; warm++) await signIn(`warm-${warm}@example.com`, 'wrong-pass-1');

  const times: Record<Case, number[]> = {
    'unknown e-mail': [],
    'existing e-mail, wrong password': [],
    'locked account': [],
  };
  const answers = new Set<string>();
  for (let sample = 0; sample < SAMPLES; sample++) {
    const existing = accounts[Math.floor(sample / TRIES_PER_ACCOUNT)] ?? '';
    const order: [Case, string][] = [
      ['unknown e-mail', `nobody-${run}-${sample}@example.com`],
      ['existing e-mail, wrong password', existing],
      ['locked account', locked],
    ];
    // A different order each round, so no case always follows the same one.
    for (let turn = 0; turn < order.length; turn++) {
      const [name, identifier] = order[(sample + turn) % order.length]!;
      const { ms, answer } = await signIn(identifier, 'wrong-pass-1');
      times[name].push(ms);
      answers.add(answer);
    }
  }

  const signed = (value: number) => (value >= 0 ? '+' : '') + value.toFixed(2);
  const unknown = times['unknown e-mail'];
  const rows = (Object.keys(times) as Case[]).map((name) => {
    const values = times[name];
    return [
      name,
      String(values.length),
      median(values).toFixed(2),
      quantile(values, 0.1).toFixed(2),
      quantile(values, 0.9).toFixed(2),
      signed(median(values) - median(unknown)),
      signed(quantile(values, 0.1) - quantile(unknown, 0.1)),
    ];
  });
  console.log(`\nSign-in timing, ${SAMPLES} samples per case, sequential (ms, client side)\n`);
  // On a busy machine the p10 difference is the steadier figure: the slow samples are the
  // machine's, the fast ones the server's own work.
  const header = ['case', 'n', 'median', 'p10', 'p90', 'median vs unknown', 'p10 vs unknown'];
  console.log(table(header, rows));
  // One case against itself, odd samples against even ones: how far two medians of the same
  // thing lie apart on this machine now.
  const own = times['unknown e-mail'];
  const noise = Math.abs(
    median(own.filter((_, i) => i % 2 === 0)) - median(own.filter((_, i) => i % 2 === 1)),
  );
  console.log(`\nnoise (unknown e-mail, even vs odd samples): ${noise.toFixed(2)} ms`);
  console.log(`distinct answers (status and body): ${answers.size}`);
  for (const answer of answers) console.log(`  ${answer}`);
  console.log(
    `load average: ${loadavg()
      .map((v) => v.toFixed(2))
      .join(' ')} on ${cpus().length} cores`,
  );
  // Every attempt here is refused alike; anything else is a broken run (or a leak).
  return answers.size === 1 && [...answers][0]?.startsWith('401 ') ? 0 : 1;
}

process.exitCode = await withTarget((target) => run(target.url));
