import { z } from 'zod';
import { ErrorBody, PlatformQuery, text } from '../contracts/common.js';
import {
  ContentLinks,
  ContentMetadata,
  FeedbackRequest,
  FeedbackResponse,
  PlaybackPositionList,
  PlaybackPositionRequest,
} from '../contracts/player.js';
import { defineEndpoint } from './endpoint.js';

/** Any bounded string: an id that names no pack is a 404, whatever its shape. */
const ContentParams = z.object({ contentId: text().min(1).max(100) });
const mediaErrors = { 400: ErrorBody, 403: ErrorBody, 404: ErrorBody };
const signedInErrors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody };
/** What the links are for: counted as a play or a download for offline play (the sales desk). */
const LinksQuery = PlatformQuery.extend({
  purpose: z
    .enum(['play', 'download'])
    .optional()
    .describe('play (the default) or download for offline play'),
});

/**
 * spec 2 §3, §7: a pack's scenes and files for the player and signed URLs to fetch them; feedback;
 * resume positions of the signed-in user's scenes.
 */
export const playerEndpoints = {
  links: defineEndpoint({
    method: 'GET',
    path: '/collection/content/:contentId/links',
    params: ContentParams,
    query: LinksQuery,
    responses: { 200: ContentLinks, ...mediaErrors },
    tags: ['player'],
    summary: 'Signed URLs of the scenes the viewer may fetch and of the pack’s assets',
    description:
      'Scenes of owned and demo packs and trial scenes; the URLs expire after an hour and work only for the user they were made for (a guest’s for anyone). ContentNotEntitled when no scene is the viewer’s.',
  }),
  metadata: defineEndpoint({
    method: 'GET',
    path: '/collection/content/:contentId/metadata',
    params: ContentParams,
    query: PlatformQuery,
    responses: { 200: ContentMetadata, ...mediaErrors },
    tags: ['player'],
    summary: 'Every scene of a pack with its format, sizes and SHA-256 hashes per chunk',
    description:
      'Scene titles are in the language of User-Language (English where not translated).',
  }),
  feedback: defineEndpoint({
    method: 'POST',
    path: '/feedback',
    body: FeedbackRequest,
    responses: { 201: FeedbackResponse, ...signedInErrors },
    auth: 'user',
    tags: ['player'],
    summary: 'Rate a content pack (grade 1–3, optional reasons and text)',
    description:
      'Signed-in users only (401 otherwise). Repeated reasons count once; an unknown pack is 404 ContentNotFound.',
  }),
  savePosition: defineEndpoint({
    method: 'PUT',
    path: '/playback/position/:partId',
    params: z.object({ partId: z.uuid() }),
    body: PlaybackPositionRequest,
    responses: { 204: z.null(), ...signedInErrors },
    auth: 'user',
    tags: ['player'],
    summary: 'Save where the user stopped in a scene (replaces the earlier position)',
    description:
      'The part must belong to contentId (404 PartNotFound otherwise). A position past durationSeconds is saved as durationSeconds.',
  }),
  positions: defineEndpoint({
    method: 'GET',
    path: '/playback/position',
    query: z.object({ contentId: z.uuid().optional() }),
    responses: { 200: PlaybackPositionList, ...signedInErrors },
    auth: 'user',
    tags: ['player'],
    summary: 'The user’s saved positions, newest first (at most 200), of one pack or of all',
  }),
};
