import { describe, expect, it } from 'vitest';
import {
  AGE_CHECK_CACHE_MS,
  canAutoplayVideo,
  isAgeCheckFresh,
  isAgeGateExemptPath,
  isSafeMode,
  noAgeModeFromParam,
  parseVerificationRegions,
  shouldShowAgeGate,
  shouldVerifyAge,
  type AgeGateVisitor,
  type ContentPolicyInputs,
} from './age-gate.js';

const guest: AgeGateVisitor = {
  isGuest: true,
  hasAcceptedRestrictedContent: false,
  path: '/',
  isBot: false,
  isNoAgeMode: false,
};

describe('age gate', () => {
  it('shows for a guest who has not accepted', () => {
    expect(shouldShowAgeGate(guest)).toBe(true);
    expect(shouldShowAgeGate({ ...guest, path: '/content/alpine-dawn' })).toBe(true);
  });

  it.each<[string, Partial<AgeGateVisitor>]>([
    ['a signed-in user (or one not known yet)', { isGuest: false }],
    ['restricted content already accepted', { hasAcceptedRestrictedContent: true }],
    ['the auth result route', { path: '/auth-result' }],
    ['the social return route', { path: '/social-return' }],
    ['the payment result route', { path: '/payment-result/' }],
    ['the pair headset page, where pairing ends', { path: '/pair-headset' }],
    ['a bot', { isBot: true }],
    ['no-age mode', { isNoAgeMode: true }],
  ])('does not show for %s', (_name, change) => {
    expect(shouldShowAgeGate({ ...guest, ...change })).toBe(false);
  });

  it('exempts only the result routes themselves', () => {
    expect(isAgeGateExemptPath('/Payment-Result')).toBe(true);
    expect(isAgeGateExemptPath('/user-confirm/')).toBe(true);
    expect(isAgeGateExemptPath('/payment-results')).toBe(false);
    expect(isAgeGateExemptPath('/cart')).toBe(false);
    expect(isAgeGateExemptPath('/')).toBe(false);
  });
});

describe('no-age parameter', () => {
  it.each([
    ['0', true],
    ['1', false],
    ['', false],
    ['00', false],
    ['false', false],
    [null, null],
  ])('%j → %s', (value, expected) => {
    expect(noAgeModeFromParam(value)).toBe(expected);
  });
});

describe('age-check result cache', () => {
  const at = Date.parse('2026-05-01T12:00:00Z');
  const result = { timestamp: '2026-05-01T12:00:00Z' };

  it('answers for 3 days', () => {
    expect(isAgeCheckFresh(result, at)).toBe(true);
    expect(isAgeCheckFresh(result, at + AGE_CHECK_CACHE_MS - 1)).toBe(true);
    expect(isAgeCheckFresh(result, at + AGE_CHECK_CACHE_MS)).toBe(false);
  });

  it('distrusts a timestamp far in the future or unreadable', () => {
    expect(isAgeCheckFresh(result, at - AGE_CHECK_CACHE_MS)).toBe(false);
    expect(isAgeCheckFresh({ timestamp: 'yesterday' }, at)).toBe(false);
  });
});

describe('where verification applies', () => {
  it('parses the configured list', () => {
    expect(parseVerificationRegions('*')).toEqual(['*']);
    expect(parseVerificationRegions(' gb, us-tx ,FR')).toEqual(['GB', 'US-TX', 'FR']);
    expect(parseVerificationRegions('')).toEqual([]);
    expect(parseVerificationRegions('GBR')).toBeNull();
    expect(parseVerificationRegions('G1')).toBeNull();
  });

  it('applies everywhere with *', () => {
    expect(shouldVerifyAge(['*'], null, null)).toBe(true);
    expect(shouldVerifyAge(['*'], 'ES', null)).toBe(true);
  });

  it('applies nowhere with an empty list', () => {
    expect(shouldVerifyAge([], 'GB', null)).toBe(false);
    expect(shouldVerifyAge([], null, null)).toBe(false);
  });

  it('matches a country, or a country and region', () => {
    const regions = ['GB', 'US-TX'];
    expect(shouldVerifyAge(regions, 'GB', 'ENG')).toBe(true);
    expect(shouldVerifyAge(regions, 'gb', null)).toBe(true);
    expect(shouldVerifyAge(regions, 'US', 'TX')).toBe(true);
    expect(shouldVerifyAge(regions, 'US', 'CA')).toBe(false);
    expect(shouldVerifyAge(regions, 'US', null)).toBe(false);
    expect(shouldVerifyAge(regions, 'ES', null)).toBe(false);
  });

  it('asks a visitor of unknown country to verify', () => {
    expect(shouldVerifyAge(['GB'], null, null)).toBe(true);
  });
});

describe('content policy', () => {
  const visitor: ContentPolicyInputs = {
    isBot: false,
    isGuest: true,
    isAgeVerified: false,
    shouldVerify: true,
    hasAcceptedRestrictedContent: false,
    isNoAgeMode: false,
  };

  it('puts an unverified visitor in safe mode where verification applies', () => {
    expect(isSafeMode(visitor)).toBe(true);
    expect(isSafeMode({ ...visitor, hasAcceptedRestrictedContent: true })).toBe(true);
    expect(isSafeMode({ ...visitor, isAgeVerified: true })).toBe(false);
    expect(isSafeMode({ ...visitor, shouldVerify: false })).toBe(false);
  });

  it('never puts a bot in safe mode', () => {
    expect(isSafeMode({ ...visitor, isBot: true })).toBe(false);
  });

  it('autoplays video for a guest only after acceptance or in no-age mode, never for bots', () => {
    expect(canAutoplayVideo(visitor)).toBe(false);
    expect(canAutoplayVideo({ ...visitor, isGuest: false })).toBe(true);
    expect(canAutoplayVideo({ ...visitor, hasAcceptedRestrictedContent: true })).toBe(true);
    expect(canAutoplayVideo({ ...visitor, isNoAgeMode: true })).toBe(true);
    expect(canAutoplayVideo({ ...visitor, isAgeVerified: true })).toBe(false);
    expect(canAutoplayVideo({ ...visitor, isBot: true, hasAcceptedRestrictedContent: true })).toBe(
      false,
    );
  });
});
