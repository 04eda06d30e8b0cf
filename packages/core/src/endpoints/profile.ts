import { z } from 'zod';
import { AgeCheckResult } from '../contracts/age-check.js';
import { ErrorBody, text } from '../contracts/common.js';
import { UserInfo } from '../contracts/session.js';
import { AgeCheckStart, ProfileUpdate } from '../contracts/user-settings.js';
import { defineEndpoint } from './endpoint.js';

const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 409: ErrorBody };
const tags = ['account'];

/**
 * Who the signed-in user is, their profile and their age check (spec 1 §3, §7), part of
 * `accountEndpoints`: every page may call them, so they are kept apart from the password, consent
 * and deletion calls only the control panel makes.
 */
export const profileEndpoints = {
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
