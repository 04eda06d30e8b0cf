import { ErrorBody } from '@parallax/core/contracts/common';
import {
  DeskTariffList,
  DeskTariffSaved,
  MAX_TARIFF_FEATURES,
  type DeskTariff,
} from '@parallax/core/contracts/desk-prices';
import { TariffList } from '@parallax/core/contracts/subscriptions';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import type { DatabaseHandle } from '../../db/client.js';
import { demoId } from '../../db/seed/demo-ids.js';
import { BrowserClient } from '../../test/browser-client.js';
import { staffClient } from '../../test/staff.js';
import { openTestDatabase, testConfig } from '../../test/test-app.js';
import { auditLog } from '../audit/audit.schema.js';
import { tariffs } from './catalog.schema.js';

// The desk's tariffs: the plan card's lines (in English and Spanish) and the packs a trial opens,
// saved with the rest of the tariff and shown by the store at once.

const API = '/api/v1/desk/tariffs';
const MONTHLY = demoId('tariff', 'monthly');
const ALPINE = demoId('pack', 'alpine-dawn');
const DUSK = demoId('pack', 'dusk-on-the-ridge');

let database: DatabaseHandle;
let app: FastifyInstance;
let editor: BrowserClient;

beforeAll(async () => {
  database = await openTestDatabase();
  app = await buildApp(testConfig({ AUTH_RATE_LIMIT_PER_MINUTE: '1000' }), { database });
  editor = await staffClient(app, database.db, 'ROLE_EDITOR');
});
afterAll(() => app.close());

async function monthly(): Promise<DeskTariff> {
  const list = DeskTariffList.parse((await editor.get(API)).json());
  const tariff = list.tariffs.find((entry) => entry.id === MONTHLY);
  if (!tariff) throw new Error('the demo catalog changed');
  return tariff;
}

const storeTariff = async (language: 'en' | 'es') => {
  const list = TariffList.parse(
    (await new BrowserClient(app, language).get('/api/v1/subscriptions/tariffs')).json(),
  );
  return list.find((tariff) => tariff.id === MONTHLY);
};

const rowOf = async () => {
  const [row] = await database.db.select().from(tariffs).where(eq(tariffs.id, MONTHLY));
  return row;
};

describe('the desk’s tariff plan card and trial packs', () => {
  it('reorders, edits, adds and removes lines and trial packs; the store shows them at once', async () => {
    const opened = await monthly();
    expect(opened.features.length).toBeGreaterThanOrEqual(2);
    expect(opened.features[0]?.esDescription).not.toBe('');
    const [first, second] = opened.features;
    if (!first || !second) throw new Error('the demo tariff changed');
    const features = [
      { ...second, description: 'Downloads for the road', esDescription: '' },
      first,
      { icon: 'headset', description: 'Every headset', esDescription: 'Cada visor' },
    ];
    const saved = await editor.request('PUT', `${API}/${MONTHLY}`, {
      ...opened,
      features,
      trialPackIds: [DUSK, ALPINE],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(DeskTariffSaved.parse(saved.json()).tariff).toMatchObject({
      features,
      trialPackIds: [DUSK, ALPINE],
    });

    const english = await storeTariff('en');
    expect(english?.featureDataList).toEqual(
      features.map(({ icon, description }) => ({ icon, description })),
    );
    expect(english?.trialContentPacks.map((pack) => pack.id)).toEqual([DUSK, ALPINE]);
    const spanish = await storeTariff('es');
    expect(spanish?.featureDataList.map((feature) => feature.description)).toEqual([
      'Downloads for the road',
      first.esDescription,
      'Cada visor',
    ]);

    const [entry] = await database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'tariff.update'), eq(auditLog.entityId, MONTHLY)));
    expect(entry?.before).toMatchObject({ features: opened.features });
    expect(entry?.after).toMatchObject({ features, trialPackIds: [DUSK, ALPINE] });

    // Every Spanish text taken away: the Spanish card is the English one.
    const current = await monthly();
    const cleared = await editor.request('PUT', `${API}/${MONTHLY}`, {
      ...current,
      features: [{ ...first, esDescription: '' }],
      trialPackIds: [],
    });
    expect(cleared.statusCode, cleared.body).toBe(200);
    expect((await storeTariff('es'))?.featureDataList).toEqual([
      { icon: first.icon, description: first.description },
    ]);
    expect((await storeTariff('en'))?.trialContentPacks).toEqual([]);
  });

  it('refuses bad lines and unknown or repeated packs (400) and a stale revision (409), writing nothing', async () => {
    const opened = await monthly();
    const before = await rowOf();
    const put = (body: Record<string, unknown>) =>
      editor.request('PUT', `${API}/${MONTHLY}`, { ...opened, ...body });
    const line = { icon: 'star', description: 'A line', esDescription: '' };
    const refusals = [
      [{ features: [{ ...line, icon: 'Big Star' }] }, 'body.features.0.icon'],
      [{ features: [{ ...line, description: '' }] }, 'body.features.0.description'],
      [{ features: [{ ...line, description: 'x'.repeat(201) }] }, 'body.features.0.description'],
      [{ features: [{ ...line, esDescription: 'a\u0007b' }] }, 'body.features.0.esDescription'],
      [{ features: Array.from({ length: MAX_TARIFF_FEATURES + 1 }, () => line) }, 'body.features'],
      [{ trialPackIds: ['not-a-pack'] }, 'body.trialPackIds.0'],
      [{ trialPackIds: [ALPINE, ALPINE] }, 'body.trialPackIds.1'],
    ] as const;
    for (const [body, path] of refusals) {
      const refused = await put(body);
      expect(refused.statusCode, path).toBe(400);
      expect(ErrorBody.parse(refused.json()).issues?.[0]?.path).toBe(path);
    }
    const unknown = await put({ trialPackIds: [ALPINE, demoId('pack', 'missing')] });
    expect(unknown.statusCode).toBe(400);
    expect(ErrorBody.parse(unknown.json()).message).toMatch(/^trialPackIds\.1:/);
    expect(await rowOf()).toEqual(before);

    expect((await put({ features: [line] })).statusCode).toBe(200);
    const stale = await put({ features: [], trialPackIds: [DUSK] });
    expect(stale.statusCode).toBe(409);
    expect(ErrorBody.parse(stale.json()).errorType).toBe('ChangedSinceOpened');
    expect((await rowOf())?.featureDataList).toEqual([{ icon: 'star', description: 'A line' }]);
  });
});
