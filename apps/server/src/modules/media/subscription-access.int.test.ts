import { ContentShortItem } from '@parallax/core/contracts/catalog';
import { ContentPack } from '@parallax/core/contracts/content';
import { ContentMetadata } from '@parallax/core/contracts/player';
import { addDays } from '@parallax/core/rules/subscription';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildApp } from '../../app.js';
import type { DatabaseHandle } from '../../db/client.js';
import { demoId } from '../../db/seed/demo-ids.js';
import { signedUpClient } from '../../test/accounts.js';
import type { BrowserClient } from '../../test/browser-client.js';
import { openTestDatabase, testConfig } from '../../test/test-app.js';
import { subscriptions } from '../subscriptions/subscriptions.schema.js';

// Entitlement in one place (spec 1 §6): what a subscription opens is the same answer in the
// catalog (isUnlockedBySubscription), the player's metadata (isAccessible) and media links. The
// subscriptions are written straight to their table, as a paid checkout would leave them.

/** For sale, no trial scene. */
const PLAIN = demoId('pack', 'dusk-on-the-ridge');
/** Exclusive for the annual and lifetime tariffs. */
const EXCLUSIVE = demoId('pack', 'ringed-giant');
/** For sale, with trial and non-trial scenes. */
const WITH_TRIAL = demoId('pack', 'high-noon-summit');
const MONTHLY = { id: demoId('tariff', 'monthly'), name: 'Monthly', days: 30 };
const ANNUAL = { id: demoId('tariff', 'annual'), name: 'Annual', days: 365 };

let database: DatabaseHandle;
let app: FastifyInstance;
let monthly: BrowserClient;
let annual: BrowserClient;
let nobody: BrowserClient;
let trial: BrowserClient;

/** A new user with an active subscription to the tariff (a trial opening `trialPackIds`). */
async function subscribedClient(
  tariff: { id: string; name: string; days: number },
  trialPackIds: string[] | null = null,
): Promise<BrowserClient> {
  const { client, userId } = await signedUpClient(app, 'subscriber');
  const startDate = new Date();
  await database.db.insert(subscriptions).values({
    userId,
    tariffId: tariff.id,
    tariffName: tariff.name,
    durationDays: tariff.days,
    status: 'ACTIVE',
    startDate,
    endDate: addDays(startDate, trialPackIds ? 7 : tariff.days),
    isTrial: trialPackIds !== null,
    trialContentPackIds: trialPackIds ?? [],
  });
  return client;
}

beforeAll(async () => {
  database = await openTestDatabase();
  app = await buildApp(testConfig(), { database });
  monthly = await subscribedClient(MONTHLY);
  annual = await subscribedClient(ANNUAL);
  nobody = (await signedUpClient(app, 'nobody')).client;
  trial = await subscribedClient(MONTHLY, [PLAIN]);
});
afterAll(() => app.close());

async function packAs(client: BrowserClient, id: string): Promise<ContentPack> {
  const response = await client.get(`/api/v1/content/${id}`);
  expect(response.statusCode, response.body).toBe(200);
  return ContentPack.parse(response.json());
}

async function accessibleAs(client: BrowserClient, id: string): Promise<boolean[]> {
  const response = await client.get(`/api/v1/collection/content/${id}/metadata?platform=quest3`);
  expect(response.statusCode, response.body).toBe(200);
  return ContentMetadata.parse(response.json()).scenes.map((scene) => scene.isAccessible);
}

describe('a subscription opens the catalog (spec 1 §6)', () => {
  it('unlocks every pack for a monthly subscriber but the exclusive ones, owned or not', async () => {
    const plain = await packAs(monthly, PLAIN);
    expect(plain).toMatchObject({ isOwned: false, isUnlockedBySubscription: true });
    expect(new Set(await accessibleAs(monthly, PLAIN))).toEqual(new Set([true]));
    expect(
      (await monthly.get(`/api/v1/collection/content/${PLAIN}/links?platform=quest3`)).statusCode,
    ).toBe(200);

    const exclusive = await packAs(monthly, EXCLUSIVE);
    expect(exclusive).toMatchObject({
      isExclusiveForYearAndLifetime: true,
      isUnlockedBySubscription: false,
    });
    expect(exclusive.availableYearAndLifetimeTariffs.map((tariff) => tariff.name)).toEqual([
      'Annual',
      'Lifetime',
    ]);
    expect(await accessibleAs(monthly, EXCLUSIVE)).not.toContain(true);
  });

  it('unlocks the exclusive packs for an annual subscriber', async () => {
    expect(await packAs(annual, EXCLUSIVE)).toMatchObject({
      isOwned: false,
      isUnlockedBySubscription: true,
    });
    expect(new Set(await accessibleAs(annual, EXCLUSIVE))).toEqual(new Set([true]));
    const short = z
      .array(ContentShortItem)
      .parse((await annual.get('/api/v1/content/list/short')).json());
    expect(short.every((item) => item.isUnlockedBySubscription && !item.isOwned)).toBe(true);
  });

  it('unlocks the trial content packs only during a trial', async () => {
    expect(await packAs(trial, PLAIN)).toMatchObject({ isUnlockedBySubscription: true });
    expect(new Set(await accessibleAs(trial, PLAIN))).toEqual(new Set([true]));
    expect(await packAs(trial, WITH_TRIAL)).toMatchObject({ isUnlockedBySubscription: false });
    // Trial scenes stay everyone's.
    const scenes = await accessibleAs(trial, WITH_TRIAL);
    expect(scenes).toContain(true);
    expect(scenes).toContain(false);
  });

  it('unlocks nothing without a subscription, nor for a guest', async () => {
    expect(await packAs(nobody, PLAIN)).toMatchObject({ isUnlockedBySubscription: false });
    expect(await accessibleAs(nobody, PLAIN)).not.toContain(true);
    const guest = ContentPack.parse((await app.inject(`/api/v1/content/${PLAIN}`)).json());
    expect(guest.isUnlockedBySubscription).toBe(false);
  });
});
