import { LoginResult, type CodeChallenge, type UserInfo } from '@parallax/core/contracts/auth';
import { RESEND_SECONDS } from '@parallax/core/rules/auth';
import { z } from 'zod';

/**
 * A login answer as received: the contract's two statuses, or any other status the server may
 * add later (spec 1 §4: anything else gives bad credentials).
 */
export const LoginResponse = z.union([LoginResult, z.object({ status: z.string() })]);
export type LoginResponse = z.infer<typeof LoginResponse>;

export type LoginOutcome =
  | { kind: 'signedIn'; user: UserInfo }
  | { kind: 'emailNotConfirmed'; email: string; challenge: CodeChallenge; resendSeconds: number }
  | { kind: 'badCredentials' };

/**
 * spec 1 §4 login result: ACTIVE completes the sign-in; NOT_CONFIRMED_EMAIL logs out and goes to
 * email confirmation with a 60 s resend timer; anything else is bad credentials.
 */
export function interpretLoginResult(response: LoginResponse): LoginOutcome {
  const result = LoginResult.safeParse(response);
  if (!result.success) return { kind: 'badCredentials' };
  if (result.data.status === 'ACTIVE') return { kind: 'signedIn', user: result.data.user };
  return {
    kind: 'emailNotConfirmed',
    email: result.data.email,
    challenge: result.data.challenge,
    resendSeconds: RESEND_SECONDS,
  };
}
