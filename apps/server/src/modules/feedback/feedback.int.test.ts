import { ErrorBody } from '@parallax/core/contracts/common';
import { FEEDBACK_TEXT_MAX, FeedbackResponse } from '@parallax/core/contracts/player';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import type { DatabaseHandle } from '../../db/client.js';
import { contentFeedback } from './feedback.schema.js';
import { demoId } from '../../db/seed/demo-ids.js';
import { signedUpClient } from '../../test/accounts.js';
import { BrowserClient } from '../../test/browser-client.js';
import { openTestDatabase, testConfig } from '../../test/test-app.js';

const PACK = demoId('pack', 'alpine-dawn');

let database: DatabaseHandle;
let app: FastifyInstance;

beforeAll(async () => {
  database = await openTestDatabase();
  app = await buildApp(testConfig(), { database });
});
afterAll(() => app.close());

const feedback = (overrides: Record<string, unknown> = {}) => ({
  feedbackFormType: 'ContentFeedback',
  grade: 3,
  contentPackId: PACK,
  ...overrides,
});

function errorOf(response: { statusCode: number; body: string; json: () => unknown }) {
  return { status: response.statusCode, ...ErrorBody.parse(response.json()) };
}

describe('POST /feedback', () => {
  it('stores the grade, the reasons once each and the text', async () => {
    const { client, userId } = await signedUpClient(app, 'rater');
    const response = await client.post(
      '/api/v1/feedback',
      feedback({
        grade: 1,
        options: ['qualityRealism', 'appPerformance', 'qualityRealism'],
        text: '  The horizon stutters when I turn.  ',
      }),
    );
    expect(response.statusCode, response.body).toBe(201);
    expect(response.headers['cache-control']).toBe('no-store');
    const saved = FeedbackResponse.parse(response.json());

    const [row] = await database.db
      .select()
      .from(contentFeedback)
      .where(eq(contentFeedback.id, saved.id));
    expect(row).toMatchObject({
      userId,
      contentPackId: PACK,
      grade: 1,
      options: ['qualityRealism', 'appPerformance'],
      text: 'The horizon stutters when I turn.',
    });
    expect(row?.createdAt.toISOString()).toBe(new Date(saved.createdAt).toISOString());
  });

  it('takes a grade alone (no reasons, no text) under the store prefix too', async () => {
    const { client, userId } = await signedUpClient(app, 'rater');
    const response = await client.post('/store/api/v1/feedback', feedback({ text: '   ' }));
    expect(response.statusCode, response.body).toBe(201);
    const rows = await database.db
      .select()
      .from(contentFeedback)
      .where(eq(contentFeedback.userId, userId));
    expect(rows).toEqual([expect.objectContaining({ grade: 3, options: [], text: null })]);
  });

  it('answers 401 to a guest', async () => {
    const guest = new BrowserClient(app);
    const response = await guest.post('/api/v1/feedback', feedback());
    expect(errorOf(response)).toMatchObject({ status: 401, errorType: 'Unauthorized' });
  });

  it('refuses a grade outside 1–3, an unknown reason and a text over the limit', async () => {
    const { client } = await signedUpClient(app, 'rater');
    for (const body of [
      feedback({ grade: 0 }),
      feedback({ grade: 4 }),
      feedback({ grade: 2.5 }),
      feedback({ options: ['boring'] }),
      feedback({ text: 'x'.repeat(FEEDBACK_TEXT_MAX + 1) }),
      feedback({ feedbackFormType: 'SupportRequest' }),
      feedback({ contentPackId: 'alpine-dawn' }),
    ]) {
      const response = await client.post('/api/v1/feedback', body);
      expect(errorOf(response), JSON.stringify(body).slice(0, 80)).toMatchObject({
        status: 400,
        errorType: 'ValidationError',
      });
    }
    const atLimit = await client.post(
      '/api/v1/feedback',
      feedback({ text: 'x'.repeat(FEEDBACK_TEXT_MAX) }),
    );
    expect(atLimit.statusCode, atLimit.body).toBe(201);
  });

  it('answers 404 ContentNotFound for a pack that does not exist', async () => {
    const { client } = await signedUpClient(app, 'rater');
    const response = await client.post(
      '/api/v1/feedback',
      feedback({ contentPackId: demoId('pack', 'no-such-pack') }),
    );
    expect(errorOf(response)).toMatchObject({ status: 404, errorType: 'ContentNotFound' });
  });

  it('asks a cookie client for the CSRF token', async () => {
    const { client } = await signedUpClient(app, 'rater');
    const cookie = [...client.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    const response = await app.inject({
      method: 'POST',
      url: '/api/v1/feedback',
      headers: { cookie },
      payload: feedback(),
    });
    expect(errorOf(response)).toMatchObject({ status: 403, errorType: 'CsrfTokenMismatch' });
  });
});
