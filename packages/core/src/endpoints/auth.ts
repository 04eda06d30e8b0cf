import { z } from 'zod';
import {
  CodeChallenge,
  EmailDto,
  ExistsResponse,
  LoginResult,
  Ok,
  PasswordReset,
  PasswordResetStart,
  PasswordResetToken,
  QuickRegistrationRequest,
  QuickRegistrationUpdate,
  RegistrationConfirmation,
  RegistrationRequest,
  SignInRequest,
  TokenConfirmation,
  TokenDto,
  TokenSignInRequest,
  UsernameDto,
} from '../contracts/auth.js';
import {
  OtpCode,
  OtpApproval,
  OtpCodeBody,
  OtpPollBody,
  OtpPollResult,
  DeviceSessionList,
  DeviceSessionParams,
  DeviceTokenBody,
  OtpRequest,
} from '../contracts/devices.js';
import { ErrorBody } from '../contracts/common.js';
import { defineEndpoint } from './endpoint.js';
import { sessionEndpoints } from './session.js';

const errors = { 400: ErrorBody, 401: ErrorBody, 404: ErrorBody, 409: ErrorBody, 429: ErrorBody };
const tags = ['auth'];

/**
 * Registration, sign-in, sessions, password reset, quick registration and one-time login
 * (spec 1 §3, §4, §5, §7).
 */
export const authEndpoints = {
  register: defineEndpoint({
    method: 'POST',
    path: '/registration',
    body: RegistrationRequest,
    responses: { 201: CodeChallenge, ...errors },
    tags,
    summary: 'Sign up: creates the account and e-mails a six-digit code',
  }),
  confirmRegistration: defineEndpoint({
    method: 'POST',
    path: '/registration/confirm',
    body: RegistrationConfirmation,
    responses: { 200: LoginResult, ...errors },
    tags,
    summary: 'Confirms the sign-up code and signs in',
  }),
  resendRegistration: defineEndpoint({
    method: 'POST',
    path: '/registration/resend',
    body: TokenDto,
    responses: { 200: CodeChallenge, ...errors },
    tags,
    summary: 'Sends a new sign-up code (after 60 s, at most 5 a day)',
  }),
  /** spec 1 §5: the e-mail must not be taken. */
  emailExists: defineEndpoint({
    method: 'POST',
    path: '/registration/validate/email',
    body: EmailDto,
    responses: { 200: ExistsResponse, ...errors },
    tags,
  }),
  viewerEmailExists: defineEndpoint({
    method: 'POST',
    path: '/registration/validate/bd/email',
    body: EmailDto,
    responses: { 200: ExistsResponse, ...errors },
    tags,
    summary: 'Whether the address is known in the viewer system (then log in, not sign up)',
  }),
  /** spec 1 §5: the username must not be taken. */
  usernameExists: defineEndpoint({
    method: 'POST',
    path: '/registration/validate/username',
    body: UsernameDto,
    responses: { 200: ExistsResponse, ...errors },
    tags,
  }),
  quickRegister: defineEndpoint({
    method: 'POST',
    path: '/registration/quick',
    body: QuickRegistrationRequest,
    responses: { 200: LoginResult, ...errors },
    tags,
    summary: 'Quick registration with an e-mail only (status NotSetPassword), signed in',
  }),
  confirmQuickRegistration: defineEndpoint({
    method: 'POST',
    path: '/registration/quick/confirm',
    body: QuickRegistrationUpdate,
    responses: { 200: LoginResult, ...errors },
    tags,
    summary: 'User confirm: sets the password of a quick registration from the e-mailed link',
  }),
  signIn: defineEndpoint({
    method: 'POST',
    path: '/auth/signin',
    body: SignInRequest,
    responses: { 200: LoginResult, 423: ErrorBody, ...errors },
    tags,
    summary: 'Sign in by e-mail or username',
  }),
  tokenSignIn: defineEndpoint({
    method: 'POST',
    path: '/auth/signin/token',
    body: TokenSignInRequest,
    responses: { 200: LoginResult, 410: ErrorBody, ...errors },
    tags,
    summary: 'Sign in with a one-time token (social sign-in on headset and desktop)',
  }),
  ...sessionEndpoints,
  startPasswordReset: defineEndpoint({
    method: 'POST',
    path: '/auth/password/reset',
    body: PasswordResetStart,
    responses: { 200: CodeChallenge, ...errors },
    tags,
    summary: 'Forgotten password: e-mails a code',
  }),
  resendPasswordReset: defineEndpoint({
    method: 'POST',
    path: '/auth/password/reset/resend',
    body: TokenDto,
    responses: { 200: CodeChallenge, ...errors },
    tags,
  }),
  confirmPasswordReset: defineEndpoint({
    method: 'POST',
    path: '/auth/password/reset/confirm',
    body: TokenConfirmation,
    responses: { 200: PasswordResetToken, 410: ErrorBody, ...errors },
    tags,
    summary: 'Checks the reset code; the token then allows one password update',
  }),
  resetPassword: defineEndpoint({
    method: 'POST',
    path: '/auth/password/reset/update',
    body: PasswordReset,
    responses: { 200: Ok, 410: ErrorBody, ...errors },
    tags,
    summary: 'Sets the new password after a confirmed reset code',
  }),
  requestOtp: defineEndpoint({
    method: 'POST',
    path: '/auth/otp',
    body: OtpRequest,
    responses: { 200: OtpCode, ...errors },
    tags,
    summary: 'One-time login: a code for a headset or desktop client to show',
  }),
  pollOtp: defineEndpoint({
    method: 'POST',
    path: '/auth/otp/poll',
    body: OtpPollBody,
    responses: { 200: OtpPollResult, ...errors },
    tags,
    summary:
      'The device polls with its device code: PENDING (authorization_pending) until the code is approved, then its session; slow_down, expired_token, access_denied',
  }),
  approveOtp: defineEndpoint({
    method: 'POST',
    path: '/auth/otp/verify',
    body: OtpCodeBody,
    responses: { 200: OtpApproval, 403: ErrorBody, ...errors },
    auth: 'user',
    tags,
    summary: 'Pair headset: the signed-in user approves the code shown on the device',
  }),
  denyOtp: defineEndpoint({
    method: 'POST',
    path: '/auth/otp/deny',
    body: OtpCodeBody,
    responses: { 204: z.null(), ...errors },
    auth: 'user',
    tags,
    summary:
      'Pair headset: the user who entered the code declines the pairing (the device is refused, or signed out if it already signed in)',
  }),
  listDevices: defineEndpoint({
    method: 'GET',
    path: '/settings/devices',
    responses: { 200: DeviceSessionList, ...errors },
    auth: 'user',
    tags,
    summary: "The user's signed-in sessions: browsers, headsets, apps",
  }),
  signOutDevice: defineEndpoint({
    method: 'DELETE',
    path: '/settings/devices/:id',
    params: DeviceSessionParams,
    responses: { 204: z.null(), ...errors },
    auth: 'user',
    tags,
    summary: "Signs one of the user's sessions out (its next call or refresh is refused)",
  }),
  saveDeviceToken: defineEndpoint({
    method: 'PUT',
    path: '/settings/device-token',
    body: DeviceTokenBody,
    responses: { 200: Ok, ...errors },
    auth: 'user',
    tags,
    summary: "Registers this session's device push token (deviceTokenDto)",
  }),
};
