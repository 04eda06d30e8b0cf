import { randomUUID } from 'node:crypto';
import { ErrorBody } from '@parallax/core/contracts/common';
import { PlaybackPositionList } from '@parallax/core/contracts/player';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import type { DatabaseHandle } from '../../db/client.js';
import { contentParts } from '../catalog/catalog.schema.js';
import { contentFeedback } from '../feedback/feedback.schema.js';
import { playbackPositions } from './playback.schema.js';
import { demoId } from '../../db/seed/demo-ids.js';
import { seedDemoCatalog } from '../../db/seed/seed.js';
import { paths } from '../../paths.js';
import { signedUpClient } from '../../test/accounts.js';
import { BrowserClient } from '../../test/browser-client.js';
import { openTestDatabase, testConfig } from '../../test/test-app.js';

/** Alpine Dawn has two scenes; High Noon Summit three. */
const ALPINE = demoId('pack', 'alpine-dawn');
const ALPINE_PANORAMA = demoId('part', 'alpine-dawn:0');
const ALPINE_TIMELAPSE = demoId('part', 'alpine-dawn:1');
const SUMMIT = demoId('pack', 'high-noon-summit');
const SUMMIT_FIRST = demoId('part', 'high-noon-summit:0');

let database: DatabaseHandle;
let app: FastifyInstance;
/** Added to the app's clock, a second more at every save, so "newest first" is decided. */
let clockOffsetMs = 0;

beforeAll(async () => {
  database = await openTestDatabase();
  app = await buildApp(testConfig(), {
    database,
    now: () => new Date(Date.now() + clockOffsetMs),
  });
});
afterAll(() => app.close());

type Client = BrowserClient;

type SaveBody = {
  contentId: string;
  positionSeconds: number;
  durationSeconds: number | null;
  /** A run of its own unless said: each save then stands alone. */
  runId?: string;
  sequence?: number;
};

async function save(client: Client, partId: string, body: SaveBody, prefix = '/api/v1') {
  clockOffsetMs += 1000;
  return client.request('PUT', `${prefix}/playback/position/${partId}`, {
    runId: randomUUID(),
    sequence: 0,
    ...body,
  });
}

async function positions(client: Client, query = '') {
  const response = await client.get(`/api/v1/playback/position${query}`);
  expect(response.statusCode, response.body).toBe(200);
  expect(response.headers['cache-control']).toBe('no-store');
  return PlaybackPositionList.parse(response.json()).items;
}

function errorOf(response: { statusCode: number; json: () => unknown }) {
  return { status: response.statusCode, ...ErrorBody.parse(response.json()) };
}

describe('resume positions', () => {
  it('saves a position and lists it', async () => {
    const { client } = await signedUpClient(app, 'player');
    const saved = await save(client, ALPINE_TIMELAPSE, {
      contentId: ALPINE,
      positionSeconds: 4.5,
      durationSeconds: 12,
    });
    expect(saved.statusCode, saved.body).toBe(204);
    expect(saved.body).toBe('');
    const [item, ...more] = await positions(client);
    expect(more).toEqual([]);
    expect(item).toMatchObject({
      partId: ALPINE_TIMELAPSE,
      contentId: ALPINE,
      positionSeconds: 4.5,
      durationSeconds: 12,
    });
    expect(Math.abs(Date.parse(item?.updatedAt ?? '') - (Date.now() + clockOffsetMs))).toBeLessThan(
      60_000,
    );
  });

  it('overwrites the earlier position of a part and lists newest first, per pack on request', async () => {
    const { client } = await signedUpClient(app, 'player');
    await save(client, ALPINE_TIMELAPSE, {
      contentId: ALPINE,
      positionSeconds: 2,
      durationSeconds: 12,
    });
    await save(client, SUMMIT_FIRST, {
      contentId: SUMMIT,
      positionSeconds: 0,
      durationSeconds: null,
    });
    await save(client, ALPINE_PANORAMA, {
      contentId: ALPINE,
      positionSeconds: 30,
      durationSeconds: null,
    });
    const again = await save(
      client,
      ALPINE_TIMELAPSE,
      { contentId: ALPINE, positionSeconds: 7.25, durationSeconds: 12 },
      '/store/api/v1',
    );
    expect(again.statusCode, again.body).toBe(204);

    const all = await positions(client);
    expect(all.map((item) => [item.partId, item.positionSeconds])).toEqual([
      [ALPINE_TIMELAPSE, 7.25],
      [ALPINE_PANORAMA, 30],
      [SUMMIT_FIRST, 0],
    ]);
    expect((await positions(client, `?contentId=${SUMMIT}`)).map((item) => item.partId)).toEqual([
      SUMMIT_FIRST,
    ]);
    expect(await positions(client, `?contentId=${demoId('pack', 'no-such-pack')}`)).toEqual([]);
  });

  it('keeps the newest save of a run when an older one arrives last', async () => {
    const { client } = await signedUpClient(app, 'player');
    const run = randomUUID();
    const at = (positionSeconds: number, sequence: number, runId = run) =>
      save(client, ALPINE_TIMELAPSE, {
        contentId: ALPINE,
        positionSeconds,
        durationSeconds: 12,
        runId,
        sequence,
      });
    const listed = async () => (await positions(client)).map((item) => item.positionSeconds);

    expect((await at(4.7, 2)).statusCode).toBe(204);
    // A periodic save sent before the pause, answered after it: accepted, and ignored.
    expect((await at(2, 1)).statusCode).toBe(204);
    expect(await listed()).toEqual([4.7]);
    expect((await at(4.7, 2)).statusCode).toBe(204);
    expect(await listed()).toEqual([4.7]);
    expect((await at(1.6, 3)).statusCode).toBe(204);
    expect(await listed()).toEqual([1.6]);
    // Another run (the next session, another device) replaces it, whatever its count.
    expect((await at(8, 0, randomUUID())).statusCode).toBe(204);
    expect(await listed()).toEqual([8]);
  });

  it('keeps a position past the duration at the end', async () => {
    const { client } = await signedUpClient(app, 'player');
    await save(client, ALPINE_TIMELAPSE, {
      contentId: ALPINE,
      positionSeconds: 99,
      durationSeconds: 12,
    });
    const [item] = await positions(client);
    expect(item).toMatchObject({ positionSeconds: 12, durationSeconds: 12 });
  });

  it('answers 404 PartNotFound for a part of another pack or no part at all', async () => {
    const { client } = await signedUpClient(app, 'player');
    const body = { contentId: SUMMIT, positionSeconds: 1, durationSeconds: null };
    expect(errorOf(await save(client, ALPINE_TIMELAPSE, body))).toMatchObject({
      status: 404,
      errorType: 'PartNotFound',
    });
    expect(errorOf(await save(client, demoId('part', 'nowhere:0'), body))).toMatchObject({
      status: 404,
      errorType: 'PartNotFound',
    });
    expect(await positions(client)).toEqual([]);
  });

  it('refuses a negative position, a missing duration or run, and a malformed id', async () => {
    const { client } = await signedUpClient(app, 'player');
    const run = { runId: randomUUID(), sequence: 1 };
    for (const [partId, body] of [
      [ALPINE_TIMELAPSE, { contentId: ALPINE, positionSeconds: -1, durationSeconds: 12, ...run }],
      [ALPINE_TIMELAPSE, { contentId: ALPINE, positionSeconds: 1, ...run }],
      ['alpine-dawn', { contentId: ALPINE, positionSeconds: 1, durationSeconds: 12, ...run }],
      [ALPINE_TIMELAPSE, { contentId: ALPINE, positionSeconds: 1, durationSeconds: 12 }],
      [
        ALPINE_TIMELAPSE,
        { contentId: ALPINE, positionSeconds: 1, durationSeconds: 12, ...run, sequence: 1.5 },
      ],
    ] as const) {
      const response = await client.request('PUT', `/api/v1/playback/position/${partId}`, body);
      expect(errorOf(response)).toMatchObject({ status: 400, errorType: 'ValidationError' });
    }
    const badFilter = await client.get('/api/v1/playback/position?contentId=alpine-dawn');
    expect(errorOf(badFilter)).toMatchObject({ status: 400, errorType: 'ValidationError' });
  });

  it('shows a user only their own positions', async () => {
    const first = await signedUpClient(app, 'player');
    const second = await signedUpClient(app, 'player');
    await save(first.client, ALPINE_TIMELAPSE, {
      contentId: ALPINE,
      positionSeconds: 3,
      durationSeconds: 12,
    });
    await save(second.client, ALPINE_TIMELAPSE, {
      contentId: ALPINE,
      positionSeconds: 9,
      durationSeconds: 12,
    });
    expect((await positions(first.client)).map((item) => item.positionSeconds)).toEqual([3]);
    expect((await positions(second.client)).map((item) => item.positionSeconds)).toEqual([9]);
  });

  it('answers 401 to a guest', async () => {
    const guest = new BrowserClient(app);
    expect(errorOf(await guest.get('/api/v1/playback/position'))).toMatchObject({
      status: 401,
      errorType: 'Unauthorized',
    });
    const put = await save(guest, ALPINE_TIMELAPSE, {
      contentId: ALPINE,
      positionSeconds: 1,
      durationSeconds: null,
    });
    expect(errorOf(put)).toMatchObject({ status: 401, errorType: 'Unauthorized' });
  });

  it('survives seeding the demo catalog again', async () => {
    const { client } = await signedUpClient(app, 'player');
    await save(client, ALPINE_TIMELAPSE, {
      contentId: ALPINE,
      positionSeconds: 5,
      durationSeconds: 12,
    });
    await seedDemoCatalog(database.db, paths.demoMedia);
    expect(await positions(client)).toEqual([
      expect.objectContaining({ partId: ALPINE_TIMELAPSE, positionSeconds: 5 }),
    ]);
  });

  it('goes with a part the demo catalog no longer has when it is seeded again', async () => {
    const { client } = await signedUpClient(app, 'player');
    const [timelapse] = await database.db
      .select()
      .from(contentParts)
      .where(eq(contentParts.id, ALPINE_TIMELAPSE));
    if (!timelapse) throw new Error('the demo catalog changed');
    const stray = demoId('part', 'alpine-dawn:retired');
    await database.db
      .insert(contentParts)
      .values({ ...timelapse, id: stray, position: 9, formatVersion: 2 });
    await save(client, stray, { contentId: ALPINE, positionSeconds: 1, durationSeconds: null });
    await save(client, ALPINE_TIMELAPSE, {
      contentId: ALPINE,
      positionSeconds: 2,
      durationSeconds: null,
    });

    await seedDemoCatalog(database.db, paths.demoMedia);
    expect(await database.db.select().from(contentParts).where(eq(contentParts.id, stray))).toEqual(
      [],
    );
    expect((await positions(client)).map((item) => item.partId)).toEqual([ALPINE_TIMELAPSE]);
  });

  it('goes with the account, and so does the user’s feedback', async () => {
    const { client, userId } = await signedUpClient(app, 'player');
    await save(client, ALPINE_TIMELAPSE, {
      contentId: ALPINE,
      positionSeconds: 5,
      durationSeconds: 12,
    });
    const rated = await client.post('/api/v1/feedback', {
      feedbackFormType: 'ContentFeedback',
      grade: 2,
      contentPackId: ALPINE,
    });
    expect(rated.statusCode, rated.body).toBe(201);

    const deleted = await client.request('DELETE', '/api/v1/settings/user');
    expect(deleted.statusCode, deleted.body).toBe(204);
    expect(
      await database.db
        .select()
        .from(playbackPositions)
        .where(eq(playbackPositions.userId, userId)),
    ).toEqual([]);
    expect(
      await database.db.select().from(contentFeedback).where(eq(contentFeedback.userId, userId)),
    ).toEqual([]);
  });
});
