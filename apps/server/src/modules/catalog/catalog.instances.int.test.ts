import { ContentPack } from '@parallax/core/contracts/content';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client.js';
import { createTwoInstances } from '../../test/jobs.js';
import { testConfig } from '../../test/test-app.js';
import { contentPacks } from './catalog.schema.js';

// Without a change announced, each instance would trust its catalog for an hour.
const config = testConfig({ CATALOG_CACHE_TTL_MS: '3600000' });

let handles: [DatabaseHandle, DatabaseHandle];
let instanceA: FastifyInstance;
let instanceB: FastifyInstance;
let close: () => Promise<void>;
beforeAll(async () => {
  const two = await createTwoInstances(config);
  ({ databases: handles, close } = two);
  [instanceA, instanceB] = two.instances;
});
afterAll(() => close());

const titleOn = async (app: FastifyInstance) => {
  const response = await app.inject('/api/v1/content/waterfall-valley/optimized');
  return ContentPack.parse(response.json()).title;
};

describe('two instances on one database', () => {
  it('a catalog write on instance A is served by instance B within a second', async () => {
    expect(await titleOn(instanceB)).toBe('Waterfall Valley');
    expect(await titleOn(instanceA)).toBe('Waterfall Valley');
    const [a] = handles;
    await a.db
      .update(contentPacks)
      .set({ title: 'Waterfall Valley (4K)' })
      .where(eq(contentPacks.slug, 'waterfall-valley'));
    await expect
      .poll(() => titleOn(instanceB), { timeout: 1_000, interval: 20 })
      .toBe('Waterfall Valley (4K)');
    expect(await titleOn(instanceA)).toBe('Waterfall Valley (4K)');
  });
});
