import { ReleaseInfo } from '../contracts/release-check.js';
import { defineEndpoint } from './endpoint.js';

/**
 * The release check (spec 1 §7), part of `releasesEndpoints`: every page makes it, so it is kept
 * apart from the installers' and packages' files only the download window asks for.
 */
export const releaseCheckEndpoints = {
  latest: defineEndpoint({
    method: 'GET',
    base: '/api/v1',
    path: '/release/latest.json',
    responses: { 200: ReleaseInfo },
    tags: ['releases'],
    summary: 'The latest web app release: the version of the build this server serves',
    description: 'Sent without credentials (spec 1 §7); the app compares it with its own version.',
  }),
};
