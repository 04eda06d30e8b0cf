import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client.js';
import { contentPacks } from './catalog.schema.js';
import { openTestDatabase } from '../../test/test-app.js';
import { createCatalogRepository, type CatalogRepository } from './catalog.repository.js';
import { createCatalogSnapshot } from './catalog.snapshot.js';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

/** The real repository, counting how often the packs are loaded. */
function countingRepository(): { repository: CatalogRepository; loads: () => number } {
  const real = createCatalogRepository(database.db);
  let loads = 0;
  return {
    repository: {
      ...real,
      findAllPacks: () => {
        loads += 1;
        return real.findAllPacks();
      },
    },
    loads: () => loads,
  };
}

describe('the catalog snapshot', () => {
  it('serves reads from memory, asks for the version after the TTL, and reloads after a write', async () => {
    let now = new Date('2026-11-22T12:00:00Z');
    const { repository, loads } = countingRepository();
    const snapshot = createCatalogSnapshot(repository, { ttlMs: 10_000, now: () => now });
    const first = await snapshot.get();
    await snapshot.get();
    expect(loads()).toBe(1);
    expect(first.packs.length).toBe(24);
    expect(first.packBySlug.get('alpine-dawn')?.title).toBe('Alpine Dawn');

    // Nothing written: the same snapshot, not a reload.
    now = new Date(now.getTime() + 10_001);
    expect(await snapshot.get()).toBe(first);
    expect(loads()).toBe(1);

    await database.db
      .update(contentPacks)
      .set({ position: first.packs[0]?.position ?? 0 })
      .where(eq(contentPacks.slug, 'alpine-dawn'));
    now = new Date(now.getTime() + 10_001);
    const second = await snapshot.get();
    expect(loads()).toBe(2);
    expect(second.version).toBeGreaterThan(first.version);
  });

  it('loads once for a burst of concurrent reads', async () => {
    const { repository, loads } = countingRepository();
    const snapshot = createCatalogSnapshot(repository, { ttlMs: 10_000, now: () => new Date() });
    const results = await Promise.all(Array.from({ length: 20 }, () => snapshot.get()));
    expect(loads()).toBe(1);
    expect(new Set(results).size).toBe(1);
  });

  it('shows a write after the TTL, or at once after invalidate()', async () => {
    let now = new Date('2026-11-22T12:00:00Z');
    const { repository } = countingRepository();
    const snapshot = createCatalogSnapshot(repository, { ttlMs: 10_000, now: () => now });
    await snapshot.get();
    await database.db
      .update(contentPacks)
      .set({ title: 'Alpine Dawn (remastered)' })
      .where(eq(contentPacks.slug, 'alpine-dawn'));
    expect((await snapshot.get()).packBySlug.get('alpine-dawn')?.title).toBe('Alpine Dawn');
    snapshot.invalidate();
    expect((await snapshot.get()).packBySlug.get('alpine-dawn')?.title).toBe(
      'Alpine Dawn (remastered)',
    );
    now = new Date(now.getTime() + 10_001);
    expect((await snapshot.get()).packBySlug.get('alpine-dawn')?.title).toBe(
      'Alpine Dawn (remastered)',
    );
  });

  it('does not keep a load that was under way when invalidate() was called', async () => {
    const real = createCatalogRepository(database.db);
    let release = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    let calls = 0;
    const repository: CatalogRepository = {
      ...real,
      findAllPacks: async () => {
        calls += 1;
        const rows = await real.findAllPacks();
        if (calls === 1) await gate; // the first load read its rows, then is held open
        return rows;
      },
    };
    const snapshot = createCatalogSnapshot(repository, { ttlMs: 60_000, now: () => new Date() });
    const stale = snapshot.get();
    await new Promise((resolve) => setTimeout(resolve, 200));
    await database.db
      .update(contentPacks)
      .set({ title: 'Earthrise (director’s cut)' })
      .where(eq(contentPacks.slug, 'earthrise'));
    snapshot.invalidate();
    release();
    expect((await stale).packBySlug.get('earthrise')?.title).toBe('Earthrise');
    expect((await snapshot.get()).packBySlug.get('earthrise')?.title).toBe(
      'Earthrise (director’s cut)',
    );
  });

  it('with a TTL of 0 asks for the version on every read, and reloads only when it moved', async () => {
    const { repository, loads } = countingRepository();
    let versionReads = 0;
    const snapshot = createCatalogSnapshot(
      {
        ...repository,
        catalogVersion: () => {
          versionReads += 1;
          return repository.catalogVersion();
        },
      },
      { ttlMs: 0, now: () => new Date() },
    );
    await snapshot.get();
    await snapshot.get();
    expect([versionReads, loads()]).toEqual([2, 1]);
    await database.db
      .update(contentPacks)
      .set({ saveCount: 7 })
      .where(eq(contentPacks.slug, 'earthrise'));
    expect((await snapshot.get()).packBySlug.get('earthrise')?.saveCount).toBe(7);
    expect([versionReads, loads()]).toEqual([3, 2]);
  });

  it('hears of a write by another connection at once (NOTIFY parallax_catalog)', async () => {
    const { repository, loads } = countingRepository();
    const snapshot = createCatalogSnapshot(repository, { ttlMs: 3_600_000, now: () => new Date() });
    const stop = await database.listen('parallax_catalog', () => snapshot.invalidate());
    try {
      await snapshot.get();
      await database.db
        .update(contentPacks)
        .set({ title: 'Rolling Waves (narrated)' })
        .where(eq(contentPacks.slug, 'rolling-waves'));
      await expect
        .poll(async () => (await snapshot.get()).packBySlug.get('rolling-waves')?.title, {
          timeout: 1_000,
        })
        .toBe('Rolling Waves (narrated)');
      expect(loads()).toBe(2);
    } finally {
      await stop();
    }
  });
});
