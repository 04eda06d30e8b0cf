import { ContentPack } from '@parallax/core/contracts/content';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildApp } from './app.js';
import { openDatabase } from './db/client.js';
import { testConfig } from './test/test-app.js';

describe('start-up', () => {
  it('migrates and seeds an empty database by itself, once', async () => {
    const database = await openDatabase({ kind: 'pglite', dataDir: null });
    const app = await buildApp(testConfig({ SEED_DEMO: 'true' }), { database });
    try {
      const packs = z.array(ContentPack).parse((await app.inject('/api/v1/content/list')).json());
      expect(packs).toHaveLength(24);
    } finally {
      await app.close();
    }
  });

  it('leaves an empty database empty when SEED_DEMO=false', async () => {
    const database = await openDatabase({ kind: 'pglite', dataDir: null });
    const app = await buildApp(testConfig({ SEED_DEMO: 'false' }), { database });
    try {
      expect((await app.inject('/api/v1/content/list')).json()).toEqual([]);
    } finally {
      await app.close();
    }
  });
});
