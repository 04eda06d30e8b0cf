import { ErrorBody } from '@parallax/core/contracts/common';
import { FaqList } from '@parallax/core/contracts/faq';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoFaqs } from '../../db/seed/demo-settings.js';
import { createTestApp } from '../../test/test-app.js';

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

const get = (url: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url, headers });

describe.each(['/api/v1', '/store/api/v1'])('GET %s/faq', (prefix) => {
  it('answers the 8 store questions in English by default, in order', async () => {
    const response = await get(`${prefix}/faq`);
    expect(response.statusCode).toBe(200);
    const faqs = FaqList.parse(response.json());
    expect(faqs).toHaveLength(8);
    expect(faqs).toEqual(demoFaqs.en);
    expect(response.headers['content-language']).toBe('en');
  });

  it('answers in the User-Language, before Accept-Language', async () => {
    const response = await get(`${prefix}/faq?platform=web_app`, {
      'user-language': 'es',
      'accept-language': 'en-US,en;q=0.9',
    });
    const faqs = FaqList.parse(response.json());
    expect(faqs).toEqual(demoFaqs.es);
    expect(faqs[0]?.question).toBe('¿Qué necesito para verlo?');
    expect(response.headers['content-language']).toBe('es');
  });

  it('falls back to Accept-Language, then to English for a language it does not speak', async () => {
    expect(
      FaqList.parse((await get(`${prefix}/faq`, { 'accept-language': 'es-MX' })).json()),
    ).toEqual(demoFaqs.es);
    expect(FaqList.parse((await get(`${prefix}/faq`, { 'user-language': 'fr' })).json())).toEqual(
      demoFaqs.en,
    );
  });

  it('is cacheable like a catalog read, keyed by language, and revalidates to a 304', async () => {
    const first = await get(`${prefix}/faq`, { 'user-language': 'es' });
    expect(first.headers['cache-control']).toBe('public, max-age=60, stale-while-revalidate=600');
    expect(String(first.headers.vary)).toMatch(/User-Language/);
    expect(String(first.headers.vary)).toMatch(/Accept-Encoding/);
    const etag = String(first.headers.etag);
    const english = await get(`${prefix}/faq`, { 'user-language': 'en' });
    expect(english.headers.etag).not.toBe(etag);

    const again = await get(`${prefix}/faq`, { 'user-language': 'es', 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.headers['cache-control']).toBe(first.headers['cache-control']);
  });

  it('rejects an unknown platform with the catalogue error', async () => {
    const response = await get(`${prefix}/faq?platform=vcr`);
    expect(response.statusCode).toBe(400);
    expect(ErrorBody.parse(response.json()).errorType).toBe('ValidationError');
  });
});
