import { describe, expect, it } from 'vitest';
import {
  consentFor,
  formatStoredConsent,
  needsPushTokenRefresh,
  parsePushToken,
  parseStoredConsent,
  PUSH_TOKEN_REFRESH_MS,
} from './push-token';

const stored = { token: 'https://push.example/a', savedAt: 1_000, owner: 'user-1' };

describe('the push token (spec 1 §9: refreshed after 7 days)', () => {
  it('is sent when never sent, changed, or sent for someone else', () => {
    const now = 2_000;
    expect(needsPushTokenRefresh(null, { token: stored.token, owner: 'user-1', now })).toBe(true);
    expect(
      needsPushTokenRefresh(stored, { token: 'https://push.example/b', owner: 'user-1', now }),
    ).toBe(true);
    expect(needsPushTokenRefresh(stored, { token: null, owner: 'user-1', now })).toBe(true);
    expect(needsPushTokenRefresh(stored, { token: stored.token, owner: 'guest', now })).toBe(true);
    expect(needsPushTokenRefresh(stored, { token: stored.token, owner: 'user-1', now })).toBe(
      false,
    );
  });

  it('is sent again once 7 days old', () => {
    const current = { token: stored.token, owner: 'user-1' };
    expect(
      needsPushTokenRefresh(stored, {
        ...current,
        now: stored.savedAt + PUSH_TOKEN_REFRESH_MS - 1,
      }),
    ).toBe(false);
    expect(
      needsPushTokenRefresh(stored, { ...current, now: stored.savedAt + PUSH_TOKEN_REFRESH_MS }),
    ).toBe(true);
  });

  it('reads what it stored and nothing else', () => {
    expect(parsePushToken(JSON.stringify(stored))).toEqual(stored);
    expect(parsePushToken('{"token":1}')).toBeNull();
    expect(parsePushToken('x')).toBeNull();
    expect(parsePushToken(null)).toBeNull();
  });

  it('reads the consent this device keeps, a bare answer as a guest’s', () => {
    expect(parseStoredConsent('true')).toEqual({ value: true, owner: 'guest' });
    expect(parseStoredConsent('false')).toEqual({ value: false, owner: 'guest' });
    const mine = { value: true, owner: 'user-1' };
    expect(parseStoredConsent(formatStoredConsent(mine))).toEqual(mine);
    expect(parseStoredConsent(null)).toBeNull();
    expect(parseStoredConsent('yes')).toBeNull();
    expect(parseStoredConsent('{"value":"true","owner":"guest"}')).toBeNull();
    expect(parseStoredConsent('{"value":true,"owner":""}')).toBeNull();
  });
});

describe('whose push consent stands (spec 1 §3: never another account’s)', () => {
  const guests = { value: true, owner: 'guest' };
  const users = { value: false, owner: 'user-1' };

  it('a guest’s answer stands for the guest and for whoever signs in after it', () => {
    expect(consentFor(guests, 'guest')).toBe(true);
    expect(consentFor(guests, 'user-2')).toBe(true);
  });

  it('a user’s answer stands for that user only: not for a guest, nor for another user', () => {
    expect(consentFor(users, 'user-1')).toBe(false);
    expect(consentFor(users, 'guest')).toBeNull();
    expect(consentFor(users, 'user-2')).toBeNull();
    expect(consentFor(null, 'guest')).toBeNull();
  });
});
