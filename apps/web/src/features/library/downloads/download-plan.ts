import { ContentMetadata } from '@parallax/core/contracts/player';
import type { DownloadPlan, FilePlan } from './protocol';

/** The files of a pack the viewer may fetch: its accessible scenes and its cover. */
export function planOf(
  contentId: string,
  title: string,
  body: unknown,
  is2DViewerEnabled = false,
): DownloadPlan | null {
  const metadata = ContentMetadata.parse(body);
  const files = [
    ...metadata.scenes
      .filter((scene) => scene.isAccessible)
      .map((scene) => filePlanOf(scene.id, 'scene', scene.metadata)),
    ...metadata.assets
      .filter((asset) => asset.kind === 'cover')
      .map((asset) => filePlanOf(asset.id, 'asset', asset.metadata)),
  ];
  if (!files.some((file) => file.kind === 'scene')) return null;
  return { contentId, title, is2DViewerEnabled, files, metadata: body };
}

function filePlanOf(
  id: string,
  kind: FilePlan['kind'],
  file: ContentMetadata['scenes'][number]['metadata'],
): FilePlan {
  return {
    id,
    kind,
    sizeInBytes: file.sizeInBytes,
    sha256: file.sha256,
    chunkSizeInBytes: file.chunkSizeInBytes,
    chunkSha256: file.chunkSha256,
    lastModifiedAt: file.lastModifiedAt,
    uncompressedSizeInBytes: file.compression.uncompressedSizeInBytes,
    ...(file.compression.type === 'gzip'
      ? {
          unpacked: {
            sha256: file.compression.uncompressedSha256,
            chunkSha256: file.compression.uncompressedChunkSha256,
          },
        }
      : {}),
  };
}

/** Whether the server's plan differs from the one on the device (a newer or changed file). */
export function isNewer(server: DownloadPlan, stored: DownloadPlan): boolean {
  if (server.files.length !== stored.files.length) return true;
  return server.files.some((file) => {
    const mine = stored.files.find((candidate) => candidate.id === file.id);
    // The played file's hash: the same file packed or not (a .gz added or dropped) is no update.
    const playedSha256 = (plan: FilePlan) => plan.unpacked?.sha256 ?? plan.sha256;
    return (
      !mine ||
      playedSha256(mine) !== playedSha256(file) ||
      Date.parse(file.lastModifiedAt) > Date.parse(mine.lastModifiedAt)
    );
  });
}
