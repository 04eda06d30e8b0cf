import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ErrorBody } from '../contracts/common.js';
import { defineEndpoint, endpointPath, successSchema } from './endpoint.js';

const tag = defineEndpoint({
  method: 'GET',
  path: '/tags/:slug',
  params: z.object({ slug: z.string() }),
  responses: { 200: z.object({ slug: z.string() }), 404: ErrorBody },
  tags: ['tags'],
});

describe('endpointPath', () => {
  it('fills each :name segment with its value', () => {
    expect(endpointPath(tag, { slug: 'vr-180' })).toBe('/tags/vr-180');
    expect(
      endpointPath({ path: '/collection/content/:contentId/links/:n' }, { contentId: 'a', n: 3 }),
    ).toBe('/collection/content/a/links/3');
  });

  it('encodes a value so it stays one segment', () => {
    expect(endpointPath(tag, { slug: 'a/b' })).toBe('/tags/a%2Fb');
    expect(endpointPath(tag, { slug: '100%' })).toBe('/tags/100%25');
    expect(endpointPath(tag, { slug: 'two words?' })).toBe('/tags/two%20words%3F');
    expect(endpointPath(tag, { slug: 'señorita 日本' })).toBe(
      '/tags/se%C3%B1orita%20%E6%97%A5%E6%9C%AC',
    );
  });

  it('leaves a path without parameters as it is', () => {
    expect(endpointPath({ path: '/tags' })).toBe('/tags');
  });

  it('refuses a missing value rather than calling a wrong address', () => {
    expect(() => endpointPath(tag, {})).toThrow(':slug');
  });
});

describe('successSchema', () => {
  it('is the answer of the status, else the lowest 2xx one, whatever the declaration order', () => {
    const accepted = z.object({ token: z.string() });
    const created = z.object({ id: z.string() });
    const endpoint = defineEndpoint({
      method: 'POST',
      path: '/checkout',
      responses: { 400: ErrorBody, 202: accepted, 201: created },
      tags: ['payments'],
    });
    expect(successSchema(endpoint)).toBe(created);
    expect(successSchema(endpoint, 202)).toBe(accepted);
    expect(successSchema(endpoint, 200)).toBe(created);
    expect(successSchema(tag)).toBe(tag.responses[200]);
  });
});
