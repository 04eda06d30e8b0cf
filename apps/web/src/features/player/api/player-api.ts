import type {
  ContentLinks,
  FeedbackRequest,
  FeedbackResponse,
  PlaybackPositionRequest,
} from '@parallax/core/contracts/player';
import { playerEndpoints } from '@parallax/core/endpoints/player';
import type { Language } from '@parallax/core/platform';
import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { callEndpoint, endpointUrl } from '@/lib/api-client';
import { apiGet } from '@/lib/http';
import { platformQuery } from '@/lib/platform';

/** The player's calls (spec 2 §7: content metadata, links per part and asset, feedback). */
export const playerKeys = {
  all: ['player'] as const,
  /** Scene titles come in the User-Language: one entry per language. */
  metadata: (contentId: string, viewer: string, language: Language) =>
    [...playerKeys.all, 'metadata', contentId, viewer, language] as const,
  positions: (contentId: string, viewer: string) =>
    [...playerKeys.all, 'positions', contentId, viewer] as const,
};

/**
 * The metadata is parsed by the caller (not here): a body that does not validate is a session
 * failure with its own code (invalid metadata 7), not a generic error.
 */
export function fetchMetadataBody(contentId: string): Promise<unknown> {
  const url = endpointUrl(playerEndpoints.metadata, {
    prefix: 'plain',
    params: { contentId },
    query: platformQuery,
  });
  return apiGet(url, z.unknown());
}

export const metadataQuery = (contentId: string, viewer: string, language: Language) =>
  queryOptions({
    queryKey: playerKeys.metadata(contentId, viewer, language),
    queryFn: ({ signal }) =>
      callEndpoint(playerEndpoints.metadata, {
        prefix: 'plain',
        params: { contentId },
        query: platformQuery,
        signal,
      }),
    staleTime: 60_000,
  });

export function fetchLinks(contentId: string): Promise<ContentLinks> {
  return callEndpoint(playerEndpoints.links, {
    prefix: 'plain',
    params: { contentId },
    query: { platform: platformQuery.platform, purpose: 'play' },
  });
}

export function submitFeedback(body: FeedbackRequest): Promise<FeedbackResponse> {
  return callEndpoint(playerEndpoints.feedback, { prefix: 'plain', body });
}

export async function savePosition(
  partId: string,
  body: PlaybackPositionRequest,
  options: { keepalive?: boolean } = {},
): Promise<void> {
  await callEndpoint(playerEndpoints.savePosition, {
    prefix: 'plain',
    params: { partId },
    body,
    ...options,
  });
}

export const positionsQuery = (contentId: string, viewer: string) =>
  queryOptions({
    queryKey: playerKeys.positions(contentId, viewer),
    queryFn: ({ signal }) =>
      callEndpoint(playerEndpoints.positions, { prefix: 'plain', query: { contentId }, signal }),
    staleTime: 0,
  });
