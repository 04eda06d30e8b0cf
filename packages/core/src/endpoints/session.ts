import { z } from 'zod';
import { RefreshRequest, SessionTokens } from '../contracts/session.js';
import { ErrorBody } from '../contracts/common.js';
import { defineEndpoint } from './endpoint.js';

const errors = { 400: ErrorBody, 401: ErrorBody, 404: ErrorBody, 409: ErrorBody, 429: ErrorBody };
const tags = ['auth'];

/**
 * A session's refresh and end (spec 1 §4), part of `authEndpoints`: every page may call them, so
 * they are kept apart from the sign-in and sign-up calls only the forms make.
 */
export const sessionEndpoints = {
  refresh: defineEndpoint({
    method: 'POST',
    path: '/auth/refresh',
    body: RefreshRequest.optional(),
    responses: { 200: SessionTokens, ...errors },
    tags,
    summary: 'Rotates the refresh token (cookie, or body for Bearer clients)',
  }),
  logout: defineEndpoint({
    method: 'POST',
    path: '/auth/logout',
    body: RefreshRequest.optional(),
    responses: { 204: z.null(), ...errors },
    auth: 'optional',
    tags,
    summary: 'Ends the session (revokes its refresh tokens) and clears the cookies',
  }),
};
