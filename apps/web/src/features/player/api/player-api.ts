import {
  ContentLinks,
  ContentMetadata,
  FeedbackResponse,
  PlaybackPositionList,
  type FeedbackRequest,
  type PlaybackPositionRequest,
} from '@parallax/core/contracts/player';
import type { Language } from '@parallax/core/platform';
import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { apiGet, apiSend } from '@/lib/http';
import { PLATFORM } from '@/lib/platform';

/** The player's calls (spec 2 §7: content metadata, links per part and asset, feedback). */
export const playerKeys = {
  all: ['player'] as const,
  /** Scene titles come in the User-Language: one entry per language. */
  metadata: (contentId: string, viewer: string, language: Language) =>
    [...playerKeys.all, 'metadata', contentId, viewer, language] as const,
  positions: (contentId: string, viewer: string) =>
    [...playerKeys.all, 'positions', contentId, viewer] as const,
};

const collection = (contentId: string, what: 'metadata' | 'links') =>
  `/api/v1/collection/content/${encodeURIComponent(contentId)}/${what}?platform=${PLATFORM}`;

/**
 * The metadata is parsed by the caller (not here): a body that does not validate is a session
 * failure with its own code (invalid metadata 7), not a generic error.
 */
export function fetchMetadataBody(contentId: string): Promise<unknown> {
  return apiGet(collection(contentId, 'metadata'), z.unknown());
}

export const metadataQuery = (contentId: string, viewer: string, language: Language) =>
  queryOptions({
    queryKey: playerKeys.metadata(contentId, viewer, language),
    queryFn: ({ signal }) => apiGet(collection(contentId, 'metadata'), ContentMetadata, { signal }),
    staleTime: 60_000,
  });

export function fetchLinks(contentId: string): Promise<ContentLinks> {
  return apiGet(collection(contentId, 'links'), ContentLinks);
}

export function submitFeedback(body: FeedbackRequest): Promise<FeedbackResponse> {
  return apiSend('POST', '/api/v1/feedback', body, FeedbackResponse);
}

export function savePosition(
  partId: string,
  body: PlaybackPositionRequest,
  options: { keepalive?: boolean } = {},
): Promise<void> {
  const path = `/api/v1/playback/position/${encodeURIComponent(partId)}`;
  return apiSend('PUT', path, body, z.undefined(), options);
}

export const positionsQuery = (contentId: string, viewer: string) =>
  queryOptions({
    queryKey: playerKeys.positions(contentId, viewer),
    queryFn: ({ signal }) =>
      apiGet(
        `/api/v1/playback/position?contentId=${encodeURIComponent(contentId)}`,
        PlaybackPositionList,
        { signal },
      ),
    staleTime: 0,
  });
