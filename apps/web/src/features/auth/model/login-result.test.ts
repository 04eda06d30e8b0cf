import { describe, expect, it } from 'vitest';
import { interpretLoginResult } from './login-result';

const user = {
  id: '00000000-0000-4000-8000-000000000001',
  pic: null,
  name: 'ann',
  description: null,
  email: 'ann@example.com',
  allowsUploads: false,
  isAllowedToUploadUserVrFiles: false,
  roles: [],
  isSocialAuth: false,
  hasPassword: true,
  status: 'Active',
  emailConsent: true,
  dominantHand: 'LEFT',
  vrControls: { autoSwitchingScenes: true, snapMovements: false, handsRendering: true },
  isQuickMenuEnabled: true,
  registrationDate: '2025-01-01T00:00:00.000Z',
  ageVerified: false,
  hasFullAccess: false,
  isAccountSynced: false,
  isBdEnabled: false,
  emailToken: 't',
  language: 'en',
  additionalData: { acceptedRestictedContent: false, acceptedCookies: false },
} as const;

describe('login result (spec 1 §4)', () => {
  it('ACTIVE completes the sign-in', () => {
    const outcome = interpretLoginResult({
      status: 'ACTIVE',
      user: { ...user, roles: [] },
      accessTokenExpiresAt: '2025-01-01T00:15:00.000Z',
    });
    expect(outcome).toMatchObject({ kind: 'signedIn', user: { name: 'ann' } });
  });

  it('NOT_CONFIRMED_EMAIL goes to email confirmation with a 60 s resend timer', () => {
    const challenge = { token: 'c', secondsToNextAttempt: 0, ttlSeconds: 600 };
    expect(
      interpretLoginResult({ status: 'NOT_CONFIRMED_EMAIL', email: 'ann@example.com', challenge }),
    ).toEqual({
      kind: 'emailNotConfirmed',
      email: 'ann@example.com',
      challenge,
      resendSeconds: 60,
    });
  });

  it('anything else is bad credentials', () => {
    expect(interpretLoginResult({ status: 'BLOCKED' })).toEqual({ kind: 'badCredentials' });
  });
});
