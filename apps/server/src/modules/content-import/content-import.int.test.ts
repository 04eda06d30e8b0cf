import { copyFile, mkdir, mkdtemp, rename, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeSampleContent } from '../../../scripts/make-sample-content.js';
import { buildApp } from '../../app.js';
import type { DatabaseHandle } from '../../db/client.js';
import type { JobQueue } from '../../jobs/job-queue.js';
import { openMediaStore } from '../../providers/media-store/media-store.provider.js';
import type { MediaStore } from '../../providers/media-store/media-store.types.js';
import { createManualJobQueue, jobLog, sharedDatabaseDeps } from '../../test/jobs.js';
import { openTestDatabase, testConfig } from '../../test/test-app.js';
import { contentPacks, contentParts } from '../catalog/catalog.schema.js';
import { createCatalogRepository } from '../catalog/catalog.repository.js';
import { createDraftPublishing } from '../catalog/publishing.service.js';
import { createContentImportModule, type ContentImportModule } from './content-import.module.js';
import { contentImports } from './content-import.schema.js';
import { ImportCheckError } from './content-import.types.js';
import { PREPARE_PART_JOB } from './prepare-part.job.js';

let root: string;
let sample: string;
let database: DatabaseHandle;
let jobs: JobQueue;
let store: MediaStore;
let contentImport: ContentImportModule;
let app: FastifyInstance;

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'parallax-import-'));
  sample = join(root, 'sample');
  await makeSampleContent(sample);
  database = await openTestDatabase();
  const config = testConfig({ CONTENT_MEDIA_DIR: join(root, 'media') });
  const log = { ...jobLog(), info: () => undefined };
  store = await openMediaStore(config.mediaStore, {
    mediaDir: config.mediaDir,
    contentMediaDir: config.contentMediaDir,
    siteOrigin: 'http://localhost',
    log,
  });
  jobs = await createManualJobQueue(database);
  contentImport = createContentImportModule({
    db: database.db,
    jobs,
    store,
    workRoot: join(root, 'work'),
    log,
    now: () => new Date(),
  });
  await jobs.start();
  app = await buildApp(config, await sharedDatabaseDeps(database));
}, 240_000);

afterAll(async () => {
  await app?.close();
  await jobs?.stop(1000);
  await database?.close();
  await rm(root, { recursive: true, force: true });
});

/** What `content import` does, its jobs worked here. */
async function importFolder(folder: string) {
  const started = await contentImport.start(folder);
  await jobs.runDue(PREPARE_PART_JOB);
  const outcome = await contentImport.wait(started.importId, {
    intervalMs: 10,
    onItems: () => undefined,
  });
  return { ...started, outcome };
}

async function checkProblems(folder: string): Promise<string> {
  const error: unknown = await contentImport.start(folder).then(
    () => null,
    (failure: unknown) => failure,
  );
  expect(error).toBeInstanceOf(ImportCheckError);
  return (error as ImportCheckError).message;
}

async function partsOf(slug: string) {
  const [pack] = await database.db.select().from(contentPacks).where(eq(contentPacks.slug, slug));
  if (!pack) return { pack: null, parts: [] };
  const parts = await database.db
    .select()
    .from(contentParts)
    .where(eq(contentParts.contentPackId, pack.id))
    .orderBy(contentParts.position);
  return { pack, parts };
}

async function storeSlugs(): Promise<string[]> {
  const response = await app.inject({ method: 'GET', url: '/api/v1/content/list' });
  expect(response.statusCode).toBe(200);
  return response.json<{ slug: string }[]>().map((pack) => pack.slug);
}

const importRuns = async () => (await database.db.select().from(contentImports)).length;

/** A folder holding the sample's photo, and `files` written beside it. */
async function folderWith(name: string, files: Record<string, string | Buffer> = {}) {
  const folder = join(root, name);
  await mkdir(folder, { recursive: true });
  await copyFile(join(sample, 'harbour_360.jpg'), join(folder, 'harbour_360.jpg'));
  for (const [file, body] of Object.entries(files)) await writeFile(join(folder, file), body);
  return folder;
}

const photoManifest = (slug: string, extra: Record<string, unknown> = {}) =>
  JSON.stringify({
    pack: {
      slug,
      category: 'travel',
      title: { en: 'Harbour', es: 'Puerto' },
      priceCents: 100,
      ...extra,
    },
    parts: [{ file: 'harbour_360.jpg', title: { en: 'Harbour', es: 'Puerto' } }],
  });

describe('content import of the sample folder', () => {
  it('prepares every part into a draft pack the store does not show', async () => {
    const { outcome } = await importFolder(sample);
    expect(outcome.status).toBe('done');
    const { pack, parts } = await partsOf('sample-journeys');
    expect(pack?.isDraft).toBe(true);
    expect(pack?.cover).toMatch(/^\/static\/content\/sample-journeys\/public\//);
    expect(parts.map((part) => [part.mediaKind, part.projection, part.stereo])).toEqual([
      ['video', 'equirect180', 'sbs'],
      ['video', 'equirect360', 'tb'],
      ['image', 'equirect360', 'mono'],
      ['scene3d', 'flat', 'mono'],
    ]);
    for (const part of parts.slice(0, 2)) {
      expect(part.streamKey).toMatch(/\/hls\/master\.m3u8$/);
      expect(part.renditions.length).toBeGreaterThan(0);
      expect(await store.stat(part.streamKey ?? '')).not.toBeNull();
    }
    for (const part of parts) expect(await store.stat(part.storageKey)).not.toBeNull();
    expect(await storeSlugs()).not.toContain('sample-journeys');
  }, 240_000);

  it('publishes the draft into the store with its parts', async () => {
    const publishing = createDraftPublishing({
      db: database.db,
      repository: createCatalogRepository(database.db),
      now: () => new Date(),
    });
    await publishing.publishDraft('sample-journeys');
    const response = await app.inject({ method: 'GET', url: '/api/v1/content/list' });
    const listed = response
      .json<{ slug: string; contentParts: { metadata: { format: object } }[] }[]>()
      .find((pack) => pack.slug === 'sample-journeys');
    expect(listed?.contentParts.map((part) => part.metadata.format)).toEqual([
      { kind: 'video', projection: 'equirect180', stereo: 'sbs' },
      { kind: 'video', projection: 'equirect360', stereo: 'tb' },
      { kind: 'image', projection: 'equirect360', stereo: 'mono' },
      { kind: 'scene3d', projection: 'flat', stereo: 'mono' },
    ]);
    await expect(publishing.publishDraft('sample-journeys')).rejects.toThrow(/not a draft/);
    await expect(publishing.publishDraft('no-such-pack')).rejects.toThrow(/No content pack/);
  });

  it('changes nothing when imported again unchanged', async () => {
    const before = await partsOf('sample-journeys');
    const { items, outcome } = await importFolder(sample);
    expect(items.map((item) => item.status)).toEqual(Array(4).fill('unchanged'));
    expect(await jobs.runDue(PREPARE_PART_JOB)).toBe(0);
    expect(outcome.status).toBe('done');
    expect((await partsOf('sample-journeys')).parts).toEqual(before.parts);
  });

  it('prepares again only the part whose file changed, and the pack stays published', async () => {
    const before = await partsOf('sample-journeys');
    const later = new Date(Date.now() + 60_000);
    await utimes(join(sample, 'harbour_360.jpg'), later, later);
    const { items, outcome } = await importFolder(sample);
    expect(outcome.status).toBe('done');
    expect(items.map((item) => item.status)).toEqual([
      'unchanged',
      'unchanged',
      'queued',
      'unchanged',
    ]);
    const after = await partsOf('sample-journeys');
    expect(after.pack?.isDraft).toBe(false);
    const [photoBefore, photoAfter] = [before.parts[2], after.parts[2]];
    expect(photoAfter?.id).toBe(photoBefore?.id);
    expect(photoAfter?.storageKey).not.toBe(photoBefore?.storageKey);
    expect(photoAfter?.lastModifiedAt.getTime()).toBeGreaterThan(
      photoBefore?.lastModifiedAt.getTime() ?? Infinity,
    );
    // the replaced files are gone from the store, the others untouched
    expect(await store.stat(photoBefore?.storageKey ?? '')).toBeNull();
    for (const index of [0, 1, 3]) expect(after.parts[index]).toEqual(before.parts[index]);
  }, 120_000);
});

describe('content import of a bad folder', () => {
  it('refuses a corrupt file, naming it, and writes nothing', async () => {
    const runs = await importRuns();
    const folder = await folderWith('corrupt', {
      'broken_180.mp4': Buffer.from('not a video at all, only some bytes'),
    });
    expect(await checkProblems(folder)).toMatch(/broken_180\.mp4: /);
    expect(await importRuns()).toBe(runs);
    expect((await partsOf('corrupt')).pack).toBeNull();
  });

  it('refuses a file whose name holds a control character', async () => {
    const folder = await folderWith('control-name');
    await copyFile(join(folder, 'harbour_360.jpg'), join(folder, 'bell\u0007_360.jpg'));
    expect(await checkProblems(folder)).toMatch(/"bell\\u0007_360\.jpg": the name holds a control/);
  });

  it('refuses a manifest with a wrong field, naming the manifest and the field', async () => {
    const folder = await folderWith('wrong-field', {
      'parallax.json': photoManifest('wrong-field', { priceCents: 'free' }),
    });
    expect(await checkProblems(folder)).toMatch(/parallax\.json: wrong fields: pack\.priceCents/);
  });

  it('refuses unknown categories, tags and models, naming each', async () => {
    const folder = await folderWith('unknown-slugs', {
      'parallax.json': photoManifest('unknown-slugs', {
        category: 'no-such-category',
        tags: ['travel', 'no-such-tag'],
        models: ['no-such-model'],
      }),
    });
    const message = await checkProblems(folder);
    expect(message).toMatch(/pack\.category: no category no-such-category/);
    expect(message).toMatch(/pack\.tags: no tag no-such-tag/);
    expect(message).not.toMatch(/no tag travel/);
    expect(message).toMatch(/pack\.models: no model no-such-model/);
  });

  it('refuses a slug another pack has, and a slug twice in one manifest', async () => {
    const [demo] = await database.db.select({ slug: contentPacks.slug }).from(contentPacks);
    const taken = await folderWith('taken', {
      'parallax.json': photoManifest(demo?.slug ?? 'missing'),
    });
    expect(await checkProblems(taken)).toMatch(/pack\.slug: another pack is named/);
    const entry = JSON.parse(photoManifest('twice')) as object;
    const twice = await folderWith('twice', {
      'parallax.json': JSON.stringify({ packs: [entry, entry] }),
    });
    expect(await checkProblems(twice)).toMatch(/pack twice appears twice/);
  });

  it('fails the part whose file went away, leaves the catalog alone, and imports once it is back', async () => {
    const folder = await folderWith('vanishing', {
      'parallax.json': photoManifest('vanishing-harbour'),
    });
    const started = await contentImport.start(folder);
    await rename(join(folder, 'harbour_360.jpg'), join(root, 'harbour-away.jpg'));
    await jobs.runDue(PREPARE_PART_JOB);
    const outcome = await contentImport.wait(started.importId, {
      intervalMs: 10,
      onItems: () => undefined,
    });
    expect(outcome.status).toBe('failed');
    expect(outcome.items[0]?.error).toMatch(/gone/);
    expect(outcome.items[0]?.file).toBe('harbour_360.jpg');
    expect((await partsOf('vanishing-harbour')).pack).toBeNull();
    await rename(join(root, 'harbour-away.jpg'), join(folder, 'harbour_360.jpg'));
    expect((await importFolder(folder)).outcome.status).toBe('done');
    expect((await partsOf('vanishing-harbour')).parts).toHaveLength(1);
  }, 60_000);
});
