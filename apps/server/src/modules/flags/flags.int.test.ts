import { ErrorBody } from '@parallax/core/contracts/common';
import { FeatureFlagList } from '@parallax/core/contracts/flags';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/test-app.js';

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

const flagsOf = async (url: string) => {
  const response = await app.inject(url);
  expect(response.statusCode).toBe(200);
  return new Map(FeatureFlagList.parse(response.json()).map((flag) => [flag.name, flag]));
};

describe.each(['/api/v1', '/store/api/v1'])('feature flags under %s', (prefix) => {
  it('lists flags with params and custom info', async () => {
    const flags = await flagsOf(`${prefix}/feature/list`);
    expect(flags.get('guidePlatforms')?.params.map((param) => param.value)).toEqual([
      'PCVR',
      'MetaStore',
      'Apk',
    ]);
    expect(flags.get('inAppUpdateCheck')?.isEnabled).toBe(false);
    expect(flags.get('discordBanner')?.customInfo).toHaveProperty('url');
  });

  it('turns platform- and source-scoped flags on only for their platform and source', async () => {
    expect(
      (await flagsOf(`${prefix}/feature/list?platform=quest3`)).get('cryptoPayments')?.isEnabled,
    ).toBe(false);
    expect(
      (await flagsOf(`${prefix}/feature/list?platform=web_app`)).get('cryptoPayments')?.isEnabled,
    ).toBe(true);
    expect((await flagsOf(`${prefix}/feature/list`)).get('source14Discount')?.isEnabled).toBe(
      false,
    );
    expect(
      (await flagsOf(`${prefix}/feature/list?source=source14`)).get('source14Discount')?.isEnabled,
    ).toBe(true);
  });

  it('is revalidated on every read, so a switched flag shows at once', async () => {
    const response = await app.inject(`${prefix}/feature/list`);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers.etag).toBeDefined();
  });

  it('rejects an unknown platform', async () => {
    const response = await app.inject(`${prefix}/feature/list?platform=vcr`);
    expect(response.statusCode).toBe(400);
    expect(ErrorBody.parse(response.json()).errorType).toBe('ValidationError');
  });
});
