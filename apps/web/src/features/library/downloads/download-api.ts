import { libraryEndpoints } from '@parallax/core/endpoints/library';
import { playerEndpoints } from '@parallax/core/endpoints/player';
import { z } from 'zod';
import { callEndpoint, endpointUrl } from '@/lib/api-client';
import { apiGet, hasErrorType, isNotFound } from '@/lib/http';
import { VARIANT } from '@/lib/platform';
import { planOf } from './download-plan';
import type { DownloadPlan, FileLinks } from './protocol';

/** What the download manager asks of the server for the worker (it has no session of its own). */

/** The content metadata body, parsed by the caller (spec 2 §7 content metadata per platform). */
export function fetchMetadataBody(contentId: string): Promise<unknown> {
  const url = endpointUrl(playerEndpoints.metadata, {
    prefix: 'plain',
    params: { contentId },
    query: { platform: VARIANT.platform },
  });
  return apiGet(url, z.unknown());
}

/** Signed links of the files the viewer may fetch (spec 2 §7 download links); null on failure. */
export async function fetchLinks(contentId: string): Promise<FileLinks | null> {
  try {
    const answer = await callEndpoint(playerEndpoints.links, {
      prefix: 'plain',
      params: { contentId },
      query: { platform: VARIANT.platform, purpose: 'download' },
    });
    const urls: Record<string, string> = {};
    for (const item of [...answer.scenes, ...answer.assets]) urls[item.id] = item.downloadUrl;
    return { urls, expiresAt: answer.expiresAt };
  } catch {
    return null;
  }
}

/**
 * The plan of a pack whose files were found without a record: the pack as the viewer's library
 * lists it (title, 2D viewer) and its metadata now. A pack no longer in the library has none;
 * `isUnknown` when the server could not say.
 */
export async function fetchFoundPlan(
  contentId: string,
): Promise<{ plan: DownloadPlan | null; isUnknown: boolean }> {
  try {
    const library = await callEndpoint(libraryEndpoints.listShort, {
      prefix: 'plain',
      query: { platform: VARIANT.platform },
    });
    const pack = library.find((item) => item.id === contentId);
    if (!pack) return { plan: null, isUnknown: false };
    const body = await fetchMetadataBody(contentId);
    return { plan: planOf(contentId, pack.title, body, pack.is2DViewerEnabled), isUnknown: false };
  } catch (error) {
    // Unreachable or refused for a while (offline, signed out): asked again next start.
    return {
      plan: null,
      isUnknown: !(isNotFound(error) || hasErrorType(error, 'ContentNotEntitled')),
    };
  }
}
