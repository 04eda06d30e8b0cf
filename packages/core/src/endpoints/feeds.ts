import { z } from 'zod';
import { ErrorBody, text } from '../contracts/common.js';
import {
  CreatedFeedLink,
  DeoVrIndex,
  DeoVrVideo,
  FeedLinkCreate,
  FeedLinkList,
  HereSphereIndex,
  HereSphereRequest,
  HereSphereVideo,
} from '../contracts/feeds.js';
import { defineEndpoint } from './endpoint.js';

const tags = ['feeds'];
// 403: an expired access token (the client refreshes and retries, spec 1 §4).
const signedInErrors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 429: ErrorBody };
// Any bounded string: a token or a part id of the wrong shape names nothing, so it is a 404 like
// an unknown one (only a control character is refused as malformed input).
const FeedParams = z.object({ token: text().min(1).max(128).describe('the feed link’s token') });
const VideoParams = FeedParams.extend({ partId: text().min(1).max(100) });
const feedErrors = { 400: ErrorBody, 404: ErrorBody };
const VIDEO_ONLY =
  'Video parts only: photos and 3D scenes are not in the feeds (both formats describe videos).';
const MEDIA_LINKS =
  'Media URLs are signed links to /media, good for 6 hours while the feed link is not revoked.';

/**
 * VR player feeds (docs/decisions/0035-vr-player-feeds.md): the signed-in user's feed links, and
 * the DeoVR and HereSphere feeds those links open, served at their own paths since players send
 * no session (the token in the path names the user). Never cached.
 */
export const feedsEndpoints = {
  listLinks: defineEndpoint({
    method: 'GET',
    path: '/settings/feeds',
    responses: { 200: FeedLinkList, ...signedInErrors },
    auth: 'user',
    tags,
    summary: 'The signed-in user’s live feed links, newest first (without their tokens)',
  }),
  createLink: defineEndpoint({
    method: 'POST',
    path: '/settings/feeds',
    body: FeedLinkCreate,
    // 409 FeedLinkLimitReached: the user holds MAX_FEED_LINKS live links (rules/account-limits.ts).
    responses: { 201: CreatedFeedLink, ...signedInErrors, 409: ErrorBody },
    auth: 'user',
    tags,
    summary: 'Create a feed link for VR players; its feed URLs are shown this once',
  }),
  revokeLink: defineEndpoint({
    method: 'DELETE',
    path: '/settings/feeds/:id',
    params: z.object({ id: z.uuid() }),
    responses: { 204: z.null(), ...signedInErrors, 404: ErrorBody },
    auth: 'user',
    tags,
    summary: 'Revoke a feed link: its feeds answer 404 from now on (revoking it again: 204)',
    description: 'Another user’s link, or none, is 404 NotFound.',
  }),
  deovrIndex: defineEndpoint({
    method: 'GET',
    base: '',
    path: '/feeds/:token/deovr',
    params: FeedParams,
    responses: { 200: DeoVrIndex, ...feedErrors },
    tags,
    summary: 'DeoVR feed: the packs the link’s user may play, one group of videos each',
    description: `An unknown or revoked token is 404 NotFound. ${VIDEO_ONLY}`,
  }),
  deovrVideo: defineEndpoint({
    method: 'GET',
    base: '',
    path: '/feeds/:token/deovr/:partId',
    params: VideoParams,
    responses: { 200: DeoVrVideo, ...feedErrors },
    tags,
    summary: 'DeoVR video JSON of one part: format and a signed media URL',
    description: `A part the link’s user may not play, or that is not in the feed, is 404 PartNotFound. ${MEDIA_LINKS}`,
  }),
  heresphereIndex: defineEndpoint({
    method: 'GET',
    base: '',
    path: '/feeds/:token/heresphere',
    params: FeedParams,
    responses: { 200: HereSphereIndex, ...feedErrors },
    tags,
    summary: 'HereSphere library (HereSphere-JSON-Version: 1): one list of video URLs per pack',
    description: `An unknown or revoked token is 404 NotFound. ${VIDEO_ONLY}`,
  }),
  heresphereIndexPost: defineEndpoint({
    method: 'POST',
    base: '',
    path: '/feeds/:token/heresphere',
    params: FeedParams,
    body: HereSphereRequest,
    responses: { 200: HereSphereIndex, ...feedErrors },
    tags,
    summary: 'HereSphere library, as HereSphere asks for it (its body is ignored)',
  }),
  heresphereVideo: defineEndpoint({
    method: 'GET',
    base: '',
    path: '/feeds/:token/heresphere/:partId',
    params: VideoParams,
    responses: { 200: HereSphereVideo, ...feedErrors },
    tags,
    summary: 'HereSphere video detail of one part: format and a signed media URL',
    description: `A part the link’s user may not play, or that is not in the feed, is 404 PartNotFound. ${MEDIA_LINKS}`,
  }),
  heresphereVideoPost: defineEndpoint({
    method: 'POST',
    base: '',
    path: '/feeds/:token/heresphere/:partId',
    params: VideoParams,
    body: HereSphereRequest,
    responses: { 200: HereSphereVideo, ...feedErrors },
    tags,
    summary: 'HereSphere video detail, as HereSphere asks for it (its body is ignored)',
  }),
};
