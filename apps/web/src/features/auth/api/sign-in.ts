import { authEndpoints } from '@parallax/core/endpoints/auth';
import { getDeviceId, VARIANT } from '@/lib/platform';
import { LoginResponse } from '../model/login-result';
import { callSignIn } from './login-call';

/** POST /auth/signin (spec 1 §3 sign-in request). The identifier is an e-mail or a username. */
export function signIn(identifier: string, password: string): Promise<LoginResponse> {
  return callSignIn(
    authEndpoints.signIn,
    {
      identifier: identifier.trim(),
      password,
      clientIdentifier: getDeviceId(),
      clientType: VARIANT.platform,
    },
    LoginResponse,
  );
}

/** POST /auth/signin/token: a one-time token from a social sign-in on another platform. */
export function signInWithToken(token: string): Promise<LoginResponse> {
  return callSignIn(
    authEndpoints.tokenSignIn,
    { token, clientIdentifier: getDeviceId(), clientType: VARIANT.platform },
    LoginResponse,
  );
}
