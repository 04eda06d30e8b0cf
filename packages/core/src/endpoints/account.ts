import { z } from 'zod';
import {
  EmailConsentUpdate,
  Ok,
  PasswordSet,
  PasswordUpdate,
  UserInfo,
} from '../contracts/auth.js';
import { ErrorBody } from '../contracts/common.js';
import { defineEndpoint } from './endpoint.js';
import { profileEndpoints } from './profile.js';

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
  info: profileEndpoints.info,
  updateProfile: profileEndpoints.updateProfile,
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
  startAgeVerification: profileEndpoints.startAgeVerification,
  ageCheck: profileEndpoints.ageCheck,
};
