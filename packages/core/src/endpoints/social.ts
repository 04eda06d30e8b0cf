import { z } from 'zod';
import { SocialSignInQuery } from '../contracts/auth.js';
import { ErrorBody, text } from '../contracts/common.js';
import { defineEndpoint } from './endpoint.js';

/** What a provider sends back; anything else it adds (Google's scope, authuser…) is ignored. */
const CallbackQuery = z.looseObject({
  code: text().max(4096).optional(),
  state: text().max(512).optional(),
  error: text().max(512).optional(),
  error_description: text().max(2048).optional(),
  denied: text().max(512).optional().describe('Twitter: the user declined'),
  iss: text().max(512).optional(),
  clientIdentifier: text().max(64).optional(),
  clientType: text().max(32).optional(),
});

const Redirect = z.null().describe('Found: the Location header says where to go');

const tags = ['social'];

/** A browser navigation to the provider's sign-in page; the query carries the attribution. */
function start(label: string) {
  return {
    method: 'GET',
    query: SocialSignInQuery,
    responses: { 302: Redirect, 400: ErrorBody, 429: ErrorBody },
    tags,
    summary: `Redirect to ${label} sign-in (to the social return page with error=provider_not_configured when it is not set up)`,
  } as const;
}

/** The provider's redirect back, which signs the user in. */
function callback(label: string) {
  return {
    method: 'GET',
    query: CallbackQuery,
    responses: { 302: Redirect, 400: ErrorBody },
    tags,
    summary: `${label} sign-in callback: redirects to the social return or auth-result page`,
  } as const;
}

/**
 * Google and Twitter sign-in (spec 1 §7): browser navigations answered with redirects, at the
 * spec's paths (the ones registered with each provider), so each is served at one base.
 */
export const socialEndpoints = {
  googleStart: defineEndpoint({
    ...start('Google'),
    base: '',
    path: '/oauth2/authorization/google',
  }),
  googleCallback: defineEndpoint({
    ...callback('Google'),
    base: '',
    path: '/login/oauth2/code/google',
  }),
  twitterStart: defineEndpoint({
    ...start('Twitter'),
    base: '/api/v1',
    path: '/authorization/twitter',
  }),
  twitterCallback: defineEndpoint({
    ...callback('Twitter'),
    base: '/api/v1',
    path: '/authorization/twitter/callback',
  }),
};
