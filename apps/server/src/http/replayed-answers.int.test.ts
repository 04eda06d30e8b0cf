import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/client.js';
import { contentPacks } from '../modules/catalog/catalog.schema.js';
import { createTwoInstances } from '../test/jobs.js';
import { testConfig } from '../test/test-app.js';

const TOKEN = 'replayed-answers-metrics-token';
// Without a change announced, each instance would trust its catalog for an hour: only the
// announcement can end a replay.
const config = testConfig({ CATALOG_CACHE_TTL_MS: '3600000', METRICS_TOKEN: TOKEN });
const LIST = '/store/api/v1/content/list';
const PAGE = '/api/v1/content/waterfall-valley/optimized';

let app: FastifyInstance;
let other: DatabaseHandle;
let close: () => Promise<void>;
let base: string;
beforeAll(async () => {
  const two = await createTwoInstances(config);
  close = two.close;
  [app] = two.instances;
  other = two.databases[1];
  base = await app.listen({ host: '127.0.0.1', port: 0 });
});
afterAll(() => close());

type Answer = { status: number; headers: Record<string, string>; body: Buffer };

/** A request over a socket (replays happen before routing, which `inject` skips). */
async function get(path: string, headers: Record<string, string> = {}): Promise<Answer> {
  const response = await fetch(base + path, { headers: { 'accept-encoding': 'br', ...headers } });
  return {
    status: response.status,
    headers: Object.fromEntries(response.headers),
    // fetch decodes br: the bytes compared are the decoded ones, which the encoding round-trips.
    body: Buffer.from(await response.arrayBuffer()),
  };
}

/** How many answers this instance replayed for a route, from its own metrics. */
async function replayedFor(route: string): Promise<number> {
  const response = await app.inject({
    url: '/metrics',
    headers: { authorization: `Bearer ${TOKEN}` },
  });
  const line = response.body
    .split('\n')
    .find((row) => row.startsWith(`parallax_http_answered_before_routing_total{route="${route}"}`));
  return line ? Number(line.split(' ').at(-1)) : 0;
}

const withoutPerAnswer = ({ date, 'x-request-id': _id, ...rest }: Record<string, string>) => {
  expect(date).toBeTruthy();
  return rest;
};

describe("guests' catalog reads replayed before routing", () => {
  it('the second identical read is the first one again, with its own request id', async () => {
    const before = await replayedFor(LIST);
    const first = await get(LIST);
    const second = await get(LIST);
    expect(first.status).toBe(200);
    expect(await replayedFor(LIST)).toBe(before + 1);
    expect(second.status).toBe(200);
    expect(second.body.equals(first.body)).toBe(true);
    expect(withoutPerAnswer(second.headers)).toEqual(withoutPerAnswer(first.headers));
    expect(second.headers['content-encoding']).toBe('br');
    expect(second.headers['content-security-policy']).toBeTruthy();
    expect(second.headers['cache-control']).toContain('public');
    expect(second.headers['x-request-id']).toMatch(/^[\w-]+$/);
    expect(second.headers['x-request-id']).not.toBe(first.headers['x-request-id']);
  });

  it('another language, encoding or URL is its own answer, made by the route first', async () => {
    await get(PAGE);
    const replayed = await replayedFor('/api/v1/content/:identifier/optimized');
    const spanish = await get(PAGE, { 'user-language': 'es' });
    const plain = await get(PAGE, { 'accept-encoding': 'identity' });
    const withQuery = await get(`${PAGE}?x=1`);
    expect([spanish.status, plain.status, withQuery.status]).toEqual([200, 200, 200]);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(await replayedFor('/api/v1/content/:identifier/optimized')).toBe(replayed);
    // Now each is known, and replayed.
    await get(PAGE, { 'user-language': 'es' });
    await get(PAGE, { 'accept-encoding': 'identity' });
    expect(await replayedFor('/api/v1/content/:identifier/optimized')).toBe(replayed + 2);
  });

  it('conditional reads and callers with credentials always reach the route', async () => {
    const first = await get(LIST);
    const replayed = await replayedFor(LIST);
    const conditional = await get(LIST, { 'if-none-match': first.headers.etag ?? '' });
    expect(conditional.status).toBe(304);
    const bearer = await get(LIST, { authorization: 'Bearer not-a-token' });
    expect(bearer.status).toBe(200);
    const cookie = await get(LIST, { cookie: 'parallax_at=not-a-token' });
    expect(cookie.status).toBe(200);
    expect(await replayedFor(LIST)).toBe(replayed);
  });

  it("health is answered before routing with the route's headers and a body made anew", async () => {
    const first = await get('/api/health');
    const answered = await replayedFor('/api/health');
    const second = await get('/api/health');
    expect(await replayedFor('/api/health')).toBe(answered + 1);
    expect(second.status).toBe(first.status);
    expect(JSON.parse(second.body.toString())).toMatchObject({
      status: 'ok',
      database: { status: 'ok' },
    });
    const { 'content-length': length, ...headers } = withoutPerAnswer(second.headers);
    expect(Number(length)).toBe(second.body.length);
    expect(headers).toEqual(
      (({ 'content-length': _length, ...rest }) => rest)(withoutPerAnswer(first.headers)),
    );
    expect(headers['cache-control']).toBe('no-store');
    expect(headers.etag).toBeUndefined();
  });

  it('a catalog write on another instance ends the replay within a second', async () => {
    const title = async () =>
      (JSON.parse((await get(PAGE)).body.toString()) as { title: string }).title;
    await get(PAGE);
    expect(await title()).toBe('Waterfall Valley');
    await other.db
      .update(contentPacks)
      .set({ title: 'Waterfall Valley (8K)' })
      .where(eq(contentPacks.slug, 'waterfall-valley'));
    await expect.poll(title, { timeout: 1_000, interval: 20 }).toBe('Waterfall Valley (8K)');
    // The new answer is replayed in turn.
    const replayed = await replayedFor('/api/v1/content/:identifier/optimized');
    expect(await title()).toBe('Waterfall Valley (8K)');
    expect(await replayedFor('/api/v1/content/:identifier/optimized')).toBe(replayed + 1);
  });
});
