import { CodeChallenge, ExistsResponse } from '@parallax/core/contracts/auth';
import { normalizeEmail } from '@parallax/core/rules/auth';
import { storeApi } from '@/lib/api-path';
import { apiSend } from '@/lib/http';
import { readAttribution } from '@/lib/marketing';
import { getDeviceId, PLATFORM } from '@/lib/platform';
import { LoginResponse } from '../model/login-result';

export type Registration = {
  username: string;
  email: string;
  password: string;
  emailConsent: boolean;
};

/** POST /registration: sends a six-digit code; answers the challenge naming it. */
export function register(registration: Registration): Promise<CodeChallenge> {
  return apiSend(
    'POST',
    storeApi('/registration'),
    {
      username: registration.username.trim().toLowerCase(),
      email: normalizeEmail(registration.email),
      password: registration.password,
      emailConsent: registration.emailConsent,
      ...readAttribution(),
    },
    CodeChallenge,
  );
}

/** POST /registration/confirm: the code signs the new user in. */
export function confirmRegistration(token: string, confirmation: string): Promise<LoginResponse> {
  return apiSend(
    'POST',
    storeApi('/registration/confirm'),
    { token, confirmation, clientIdentifier: getDeviceId(), clientType: PLATFORM },
    LoginResponse,
  );
}

/** POST /registration/resend: a new code for the same registration. */
export function resendRegistrationCode(token: string): Promise<CodeChallenge> {
  return apiSend('POST', storeApi('/registration/resend'), { token }, CodeChallenge);
}

const exists = (path: string, body: object) =>
  apiSend('POST', storeApi(path), body, ExistsResponse).then((answer) => answer.isExists);

/** spec 1 §5: the e-mail must not be taken; one in the viewer system prompts login instead. */
export const isEmailTaken = (email: string) =>
  exists('/registration/validate/email', { email: normalizeEmail(email) });
export const isEmailInViewerSystem = (email: string) =>
  exists('/registration/validate/bd/email', { email: normalizeEmail(email) });
export const isUsernameTaken = (username: string) =>
  exists('/registration/validate/username', { username: username.trim().toLowerCase() });
