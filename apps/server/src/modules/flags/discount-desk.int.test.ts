import { ErrorBody } from '@parallax/core/contracts/common';
import { DeskDiscountSettings } from '@parallax/core/contracts/desk-prices';
import { PersonalDiscount } from '@parallax/core/contracts/subscriptions';
import { eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import type { DatabaseHandle } from '../../db/client.js';
import { signedUpClient } from '../../test/accounts.js';
import { BrowserClient } from '../../test/browser-client.js';
import { staffClient } from '../../test/staff.js';
import { openTestDatabase, testConfig } from '../../test/test-app.js';
import { auditLog } from '../audit/audit.schema.js';
import { featureFlags } from './flags.schema.js';

// The desk's personal discounts (area prices): the feature flags that configure them, edited with
// a revision and an audit row; the store's discount banner follows at once.

const API = '/api/v1/desk/personal-discounts';
const FLAGS = ['source14Discount', 'subscriptionUpgradeDiscount', 'payAsYouGoDiscount'];

let database: DatabaseHandle;
let app: FastifyInstance;

beforeAll(async () => {
  database = await openTestDatabase();
  app = await buildApp(testConfig({ AUTH_RATE_LIMIT_PER_MINUTE: '1000' }), { database });
});
afterAll(() => app.close());

const flagRows = () =>
  database.db.select().from(featureFlags).where(inArray(featureFlags.name, FLAGS));

const discountFor = async (source: string) =>
  PersonalDiscount.parse(
    (await new BrowserClient(app).get(`/api/v1/discounts/personal?userSource=${source}`)).json(),
  );

describe('the desk’s personal discounts', () => {
  it('are shut to guests (401) and to customers and support (403)', async () => {
    expect((await new BrowserClient(app).get(API)).statusCode).toBe(401);
    const customer = (await signedUpClient(app, 'customer')).client;
    expect((await customer.get(API)).statusCode).toBe(403);
    expect((await (await staffClient(app, database.db, 'ROLE_SUPPORT')).get(API)).statusCode).toBe(
      403,
    );
  });

  it('reads the flags, and a save changes what the store offers, with its audit row', async () => {
    const editor = await staffClient(app, database.db, 'ROLE_EDITOR');
    const opened = DeskDiscountSettings.parse((await editor.get(API)).json());
    expect(opened.source14).toMatchObject({ isEnabled: true, percent: 40, sources: ['source14'] });
    expect(opened.payAsYouGo.percent).toBe(50);
    expect(opened.cardPromo).toMatchObject({ slug: 'earthrise', dropEveryDays: 7 });

    const saved = await editor.request('PUT', API, {
      ...opened,
      source14: { ...opened.source14, percent: 35, sources: ['source14', 'spring26'] },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(DeskDiscountSettings.parse(saved.json()).source14.percent).toBe(35);
    const offer = await discountFor('spring26');
    expect(offer.type).toBe('Source14');
    expect(offer.maxDiscountPercentage).toBe(35);
    const [row] = await database.db
      .select()
      .from(featureFlags)
      .where(eq(featureFlags.name, 'source14Discount'));
    expect(row?.params).toEqual([{ label: 'discountPercentage', value: '35' }]);
    const entries = await database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'discounts.update'));
    expect(entries).toHaveLength(1);
    expect(entries[0]?.before).toMatchObject({ source14: { percent: 40 } });
    expect(entries[0]?.after).toMatchObject({ source14: { percent: 35 } });

    // Opened before that save: refused, nothing written.
    const stale = await editor.request('PUT', API, {
      ...opened,
      source14: { ...opened.source14, isEnabled: false },
    });
    expect(stale.statusCode).toBe(409);
    expect(ErrorBody.parse(stale.json()).errorType).toBe('ChangedSinceOpened');
    expect((await discountFor('spring26')).type).toBe('Source14');
  });

  it('refuses bad values with 400 naming the field, and writes nothing', async () => {
    const finance = await staffClient(app, database.db, 'ROLE_FINANCE');
    const opened = DeskDiscountSettings.parse((await finance.get(API)).json());
    const before = await flagRows();
    const tooMuch = await finance.request('PUT', API, {
      ...opened,
      payAsYouGo: { ...opened.payAsYouGo, percent: 101 },
    });
    expect(ErrorBody.parse(tooMuch.json()).issues?.[0]?.path).toBe('body.payAsYouGo.percent');
    const noPack = await finance.request('PUT', API, {
      ...opened,
      cardPromo: { ...opened.cardPromo, slug: 'no-such-pack' },
    });
    expect(noPack.statusCode).toBe(400);
    expect(ErrorBody.parse(noPack.json()).message).toMatch(/^cardPromo\.slug:/);
    const badSource = await finance.request('PUT', API, {
      ...opened,
      source14: { ...opened.source14, sources: ['a b'] },
    });
    expect(badSource.statusCode).toBe(400);
    expect(await flagRows()).toEqual(before);
  });
});
