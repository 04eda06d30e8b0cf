import type { CodeChallenge } from '@parallax/core/contracts/auth';
import { authEndpoints } from '@parallax/core/endpoints/auth';
import { normalizeEmail } from '@parallax/core/rules/auth';
import { callEndpoint } from '@/lib/api-client';
import { readAttribution } from '@/data/marketing/attribution';
import { getDeviceId, VARIANT } from '@/lib/platform';
import { LoginResponse } from '../model/login-result';
import { callSignIn } from './login-call';

export type Registration = {
  username: string;
  email: string;
  password: string;
  emailConsent: boolean;
};

/** POST /registration: sends a six-digit code; answers the challenge naming it. */
export function register(registration: Registration): Promise<CodeChallenge> {
  return callEndpoint(authEndpoints.register, {
    prefix: 'store',
    body: {
      username: registration.username.trim().toLowerCase(),
      email: normalizeEmail(registration.email),
      password: registration.password,
      emailConsent: registration.emailConsent,
      ...readAttribution(),
    },
  });
}

/** POST /registration/confirm: the code signs the new user in. */
export function confirmRegistration(token: string, confirmation: string): Promise<LoginResponse> {
  return callSignIn(
    authEndpoints.confirmRegistration,
    { token, confirmation, clientIdentifier: getDeviceId(), clientType: VARIANT.platform },
    LoginResponse,
  );
}

/** POST /registration/resend: a new code for the same registration. */
export function resendRegistrationCode(token: string): Promise<CodeChallenge> {
  return callEndpoint(authEndpoints.resendRegistration, { prefix: 'store', body: { token } });
}

/** spec 1 §5: the e-mail must not be taken; one in the viewer system prompts login instead. */
export const isEmailTaken = (email: string) =>
  callEndpoint(authEndpoints.emailExists, {
    prefix: 'store',
    body: { email: normalizeEmail(email) },
  }).then((answer) => answer.isExists);
export const isEmailInViewerSystem = (email: string) =>
  callEndpoint(authEndpoints.viewerEmailExists, {
    prefix: 'store',
    body: { email: normalizeEmail(email) },
  }).then((answer) => answer.isExists);
export const isUsernameTaken = (username: string) =>
  callEndpoint(authEndpoints.usernameExists, {
    prefix: 'store',
    body: { username: username.trim().toLowerCase() },
  }).then((answer) => answer.isExists);
