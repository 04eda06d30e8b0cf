import { z } from 'zod';
import { AgeCheckResult } from '../contracts/age-check.js';
import {
  EmailConsentUpdate,
  Ok,
  PasswordSet,
  PasswordUpdate,
  UserInfo,
} from '../contracts/auth.js';
import { AgeCheckStart, ProfileUpdate } from '../contracts/user-settings.js';
import { ErrorBody, text } from '../contracts/common.js';
import { defineEndpoint } from './endpoint.js';

const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 409: ErrorBody };

/** A lifetime holder's agreement that the plan ends with the account (it cannot be cancelled). */
const DeleteAccountQuery = z.object({
  endLifetimePlan: z
    .enum(['true', 'false'])
    .transform((value) => value === 'true')
    .optional()
    .describe('true: the caller was told their lifetime plan ends with the account'),
});
const tags = ['account'];

/** The signed-in user's settings (spec 1 §7; spec 2 control panel). */
export const accountEndpoints = {
  info: defineEndpoint({
    method: 'GET',
    path: '/settings/user/info',
    responses: { 200: UserInfo, ...errors },
    auth: 'user',
    tags,
    summary: 'The signed-in user (401 for a guest, 403 when the access token expired)',
  }),
  updateProfile: defineEndpoint({
    method: 'PATCH',
    path: '/settings/user/profile',
    body: ProfileUpdate,
    responses: { 200: UserInfo, ...errors },
    auth: 'user',
    tags,
    summary: 'Profile and in-VR settings; vrControls may be partial',
  }),
  changePassword: defineEndpoint({
    method: 'PUT',
    path: '/settings/user/password',
    body: PasswordUpdate,
    responses: { 200: Ok, ...errors },
    auth: 'user',
    tags,
    summary: 'Change password: the old one must match, the new one differ',
  }),
  setPassword: defineEndpoint({
    method: 'POST',
    path: '/settings/user/password',
    body: PasswordSet,
    responses: { 200: UserInfo, ...errors },
    auth: 'user',
    tags,
    summary: 'Set password (accounts created by social sign-in or quick registration)',
  }),
  emailConsent: defineEndpoint({
    method: 'POST',
    path: '/settings/user/email-consent',
    body: EmailConsentUpdate,
    responses: { 200: Ok, ...errors },
    tags,
    summary: 'Unsubscribe link: e-mail consent by the token from the e-mail',
  }),
  deleteAccount: defineEndpoint({
    method: 'DELETE',
    path: '/settings/user',
    query: DeleteAccountQuery,
    responses: { 204: z.null(), ...errors },
    auth: 'user',
    tags,
    summary: 'Deletes the account (409 ActiveSubscription while subscribed)',
    description:
      'Refused while a subscription that renews gives access (409 ActiveSubscription: cancel it and let it run out). A lifetime plan cannot be cancelled and ends with the account: its holder deletes with `endLifetimePlan=true`, after being told so; without it, 409 LifetimeEndsWithAccount.',
  }),
  startAgeVerification: defineEndpoint({
    method: 'POST',
    path: '/settings/user/age-verification',
    body: z.object({ returnPath: text().max(500).optional() }).optional(),
    responses: { 200: AgeCheckStart, ...errors },
    auth: 'user',
    tags,
    summary: 'Starts age verification; open redirectUrl (the provider returns to returnPath)',
  }),
  /** spec 1 §3 age-check result: whether the visitor's region asks for an age check. */
  ageCheck: defineEndpoint({
    method: 'GET',
    path: '/age-check',
    responses: { 200: AgeCheckResult },
    tags: ['age-check'],
  }),
};
