import {
  ContentMetadata,
  PLAYER_FORMAT_VERSION,
  type ContentLinks,
  type PlaybackPosition,
} from '@parallax/core/contracts/player';
import { resumableAt, type SessionState } from '@parallax/core/rules/session';
import { fetchLinks, fetchMetadataBody } from '../api/player-api';
import type { PlayableScene, SceneSource } from '../lib/playback';
import { guessFormat } from '../lib/projection';
import { openOffline } from './offline-source';
import { ProblemError } from './playback-problem';
import { getUserFileBlob, getUserFileFormat } from './session-store';

/*
 * A session's scenes made ready to play (spec 2 §4): store content with its metadata checked and
 * its links signed, or the user's own file; and where to offer to resume.
 */

export type Start = { index: number; at: number };

export type Prepared = {
  scenes: PlayableScene[];
  startIndex: number;
  /** The scene last watched and where, when worth offering. */
  resume: Start | null;
  title: string;
  contentId: string | null;
};

/** Links are refreshed this long before they expire. */
const LINK_MARGIN_MS = 60_000;

/** Prepares the scenes of store content: metadata validated, links signed, resume point found. */
export async function prepareContent(
  state: SessionState,
  loadPositions: (contentId: string) => Promise<PlaybackPosition[]>,
): Promise<Prepared> {
  const content = state.content!;
  // A pack downloaded to this device plays from its files (each checked as it is opened),
  // network or not.
  const offline = await openOffline(content.contentId);
  const freshLinks = linkRefresher(content.contentId);
  // The links and the positions are asked for while the metadata loads (each answer is still
  // awaited in turn: a metadata problem is the one reported).
  const linked = offline ? Promise.resolve(null) : freshLinks();
  const positioned = loadPositions(content.contentId).catch(() => []);
  linked.catch(() => undefined);
  const body = offline ? offline.metadata : await fetchMetadataBody(content.contentId);
  const parsed = ContentMetadata.safeParse(body);
  if (!parsed.success) throw new ProblemError({ kind: 'metadata-invalid' });
  const accessible = parsed.data.scenes.filter((scene) => scene.isAccessible);
  const newest = Math.max(0, ...accessible.map((scene) => scene.formatVersion));
  if (newest > PLAYER_FORMAT_VERSION)
    throw new ProblemError({ kind: 'format-version', version: newest });
  if (accessible.length === 0) throw new ProblemError({ kind: 'other' });

  if (!offline && accessible.some((scene) => scene.renditions.length > 0)) warmAdaptiveStreaming();
  await linked;
  // From the device when the file there passes its check (never streamed adaptively), else
  // streamed: adaptively when the part has a ladder.
  const sourceOf = async (sceneId: string): Promise<SceneSource> => {
    const local = offline ? await offline.urlOf(sceneId) : null;
    if (local) return { url: local, streamUrl: null };
    const link = (await freshLinks()).scenes.find((item) => item.id === sceneId);
    if (!link) throw new ProblemError({ kind: 'other' });
    return { url: link.url, streamUrl: link.streamUrl ?? null };
  };
  const scenes: PlayableScene[] = accessible.map((scene) => ({
    id: scene.id,
    title: scene.title,
    format: scene.format,
    resolveUrl: async () => (await sourceOf(scene.id)).url,
    resolveSource: () => sourceOf(scene.id),
  }));
  const positions = await positioned;
  const startIndex = Math.max(
    0,
    content.partId ? scenes.findIndex((scene) => scene.id === content.partId) : 0,
  );
  return {
    scenes,
    startIndex,
    resume: resumePoint(scenes, positions),
    title: content.contentName,
    contentId: content.contentId,
  };
}

/**
 * hls.js (and the player's code around it) fetched while the links load, where Media Source
 * Extensions may play it: the first video then waits for neither in turn.
 */
function warmAdaptiveStreaming(): void {
  if (!('MediaSource' in globalThis || 'ManagedMediaSource' in globalThis)) return;
  void import('../lib/hls-stream').catch(() => undefined);
}

/** The content's signed links, fetched again shortly before they expire (one fetch at a time). */
function linkRefresher(contentId: string): () => Promise<ContentLinks> {
  let links: ContentLinks | null = null;
  let pending: Promise<ContentLinks> | null = null;
  return async () => {
    const isFresh = links && Date.parse(links.expiresAt) - Date.now() > LINK_MARGIN_MS;
    if (isFresh) return links!;
    pending ??= fetchLinks(contentId).finally(() => {
      pending = null;
    });
    links = await pending;
    return links;
  };
}

/** The newest position in this pack worth resuming (positions come newest first). */
function resumePoint(scenes: PlayableScene[], positions: PlaybackPosition[]): Start | null {
  const resume = positions
    .map((item) => ({
      index: scenes.findIndex((scene) => scene.id === item.partId),
      at: resumableAt(item.positionSeconds, item.durationSeconds),
    }))
    .find((item): item is Start => item.index >= 0 && item.at !== null);
  return resume ?? null;
}

/**
 * Prepares the user's own file: one scene from its blob, in the format the user confirmed.
 * `onObjectUrl` receives the URL made for the blob, to revoke when the session ends.
 */
export function prepareUserFile(
  userFile: NonNullable<SessionState['userFile']>,
  onObjectUrl: (url: string) => void,
): Prepared {
  const blob = getUserFileBlob();
  if (!blob) throw new ProblemError({ kind: 'other' });
  const url = URL.createObjectURL(blob);
  onObjectUrl(url);
  return {
    scenes: [
      {
        id: 'user-file',
        title: userFile.name,
        format: getUserFileFormat() ?? guessFormat(userFile.name, userFile.mimeType),
        resolveUrl: () => Promise.resolve(url),
      },
    ],
    startIndex: 0,
    resume: null,
    title: userFile.name,
    contentId: null,
  };
}
