import { CredentialEnding, CredentialEndingList } from '../contracts/credentials.js';
import { ErrorBody } from '../contracts/common.js';
import { defineEndpoint } from './endpoint.js';

// 403: an expired access token (the client refreshes and retries, spec 1 §4).
const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 429: ErrorBody };
const tags = ['auth'];

/**
 * Ending every credential of the signed-in account at once, and what the last such endings took
 * (claiming the address, a password reset or change, signing out everywhere).
 */
export const credentialsEndpoints = {
  signOutEverywhere: defineEndpoint({
    method: 'POST',
    path: '/settings/sign-out-everywhere',
    responses: { 200: CredentialEnding, ...errors },
    auth: 'user',
    tags,
    summary:
      'Signs out every other browser and device, and ends feed links, push subscriptions, pending pairings and one-time sign-in links',
    description:
      'The session making the call stays signed in, and so does the push subscription of its own browser. The answer counts what was ended.',
  }),
  listEndings: defineEndpoint({
    method: 'GET',
    path: '/settings/credential-endings',
    responses: { 200: CredentialEndingList, ...errors },
    auth: 'user',
    tags,
    summary:
      'The latest times every credential of the account was ended (address claimed, password reset or changed, signed out everywhere), newest first',
  }),
};
