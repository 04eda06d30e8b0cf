import { describe, expect, it } from 'vitest';
import { aUser } from '@/test/dom';
import { interpretLoginResult } from './login-result';

const user = aUser({ name: 'ann', email: 'ann@example.com' });

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
