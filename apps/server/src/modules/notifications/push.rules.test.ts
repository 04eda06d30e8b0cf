import { describe, expect, it } from 'vitest';
import {
  fitPushPayload,
  isStaleSubscription,
  PUSH_PAYLOAD_MAX_BYTES,
  STALE_SUBSCRIPTION_DAYS,
} from './push.rules.js';

describe('a stale subscription', () => {
  it('is one its browser has not refreshed for 30 days (it refreshes every 7)', () => {
    const now = new Date('2026-05-31T12:00:00Z');
    const daysAgo = (days: number) => ({
      refreshedAt: new Date(now.getTime() - days * 86_400_000),
    });
    expect(isStaleSubscription(daysAgo(7), now)).toBe(false);
    expect(isStaleSubscription(daysAgo(30), now)).toBe(false);
    expect(isStaleSubscription(daysAgo(30.01), now)).toBe(true);
    expect(isStaleSubscription(daysAgo(STALE_SUBSCRIPTION_DAYS + 1), now)).toBe(true);
  });
});

describe('a push payload', () => {
  const payload = {
    id: '6f1c2b1e-3d4a-4b5c-8d9e-0f1a2b3c4d5e',
    title: 'Title',
    body: 'Body',
    icon: null,
    image: null,
    link: 'https://parallax.example/library',
  };

  it('is left alone when it fits', () => {
    expect(fitPushPayload(payload)).toEqual(payload);
  });

  it('gives up the end of its description, and its pictures when even none of it fits', () => {
    const long = fitPushPayload({ ...payload, body: '€'.repeat(3000) });
    expect(Buffer.byteLength(JSON.stringify(long))).toBeLessThanOrEqual(PUSH_PAYLOAD_MAX_BYTES);
    expect(long.body).toMatch(/^€+…$/);
    expect(long.link).toBe(payload.link);

    const picture = `https://parallax.example/${'p'.repeat(2000)}`;
    const heavy = fitPushPayload({
      ...payload,
      body: 'x'.repeat(500),
      image: picture,
      icon: picture,
    });
    expect(Buffer.byteLength(JSON.stringify(heavy))).toBeLessThanOrEqual(PUSH_PAYLOAD_MAX_BYTES);
    expect(heavy).toMatchObject({ image: null, icon: picture });
    expect(heavy.body).toMatch(/^x+…$/);
  });
});
