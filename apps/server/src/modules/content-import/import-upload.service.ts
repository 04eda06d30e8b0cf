import { stat } from 'node:fs/promises';
import { basename, extname, join } from 'node:path';
import { mimeTypeOf } from '../../providers/media-store/media-keys.rules.js';
import type { MediaStore } from '../../providers/media-store/media-store.types.js';
import type { PlannedPart, UploadedPart } from './content-import.types.js';
import type { PreparedPart } from './media-tools.types.js';

/** `content/<pack>/parts/<part>-<fp8>/`: a part's media keys, new with every new source. */
export function partKeyPrefix(packSlug: string, part: PlannedPart): string {
  return `content/${packSlug}/parts/${part.partName}-${part.fingerprint.slice(0, 8)}/`;
}

/** `thumbs/01.jpg` → `content/<pack>/public/<part>-thumb-01-<fp8>.jpg`: public imagery's key. */
function publicKeyOf(packSlug: string, part: PlannedPart, file: string): string {
  const extension = extname(file);
  const stem = basename(file, extension).replace(/[^a-z0-9]+/gi, '-');
  const name = file.startsWith('thumbs/') ? `thumb-${stem}` : stem;
  const fp8 = part.fingerprint.slice(0, 8);
  return `content/${packSlug}/public/${part.partName}-${name}-${fp8}${extension}`;
}

/** The catalog's address of public imagery (served from the store's `content/*\/public/`). */
const urlOf = (key: string) => `/static/${key}`;

/**
 * Puts every file of a prepared part into the media store: the public imagery under
 * `content/<pack>/public/`, the rest under the part's own prefix (signed links only).
 * `onFile` is told each file done, for the progress.
 */
export async function uploadPrepared(options: {
  store: MediaStore;
  packSlug: string;
  part: PlannedPart;
  prepared: PreparedPart;
  workDir: string;
  onFile?: (done: number, total: number) => void;
}): Promise<UploadedPart> {
  const { store, packSlug, part, prepared, workDir } = options;
  const keyPrefix = partKeyPrefix(packSlug, part);
  const publicFiles = new Set(
    [prepared.cover, prepared.storePreview, prepared.previewClip, ...prepared.thumbnails].filter(
      (file): file is string => file !== null,
    ),
  );
  const keyOf = (file: string) =>
    publicFiles.has(file) ? publicKeyOf(packSlug, part, file) : `${keyPrefix}${file}`;
  let publicBytes = 0;
  let done = 0;
  // Playlists last: a master playlist in the store means every segment it names is there.
  const order = [...prepared.files].sort(
    (a, b) => Number(a.endsWith('.m3u8')) - Number(b.endsWith('.m3u8')),
  );
  for (const file of order) {
    const localPath = join(workDir, file);
    await store.put(keyOf(file), localPath, mimeTypeOf(file));
    if (publicFiles.has(file)) publicBytes += (await stat(localPath)).size;
    done += 1;
    options.onFile?.(done, order.length);
  }
  return {
    prepared,
    keyPrefix,
    mainSize: (await stat(join(workDir, prepared.mainFile))).size,
    cover: urlOf(keyOf(prepared.cover)),
    storePreview: urlOf(keyOf(prepared.storePreview)),
    previewClip: prepared.previewClip ? urlOf(keyOf(prepared.previewClip)) : null,
    thumbnails: prepared.thumbnails.map((file) => urlOf(keyOf(file))),
    publicKeys: [...publicFiles].map(keyOf),
    publicBytes,
  };
}

/** Every key an uploaded part's files have in the store, for their removal once superseded. */
export function keysOfUploaded(uploaded: UploadedPart): string[] {
  const { prepared } = uploaded;
  const publicFiles = new Set([
    prepared.cover,
    prepared.storePreview,
    prepared.previewClip,
    ...prepared.thumbnails,
  ]);
  const mediaKeys = prepared.files
    .filter((file) => !publicFiles.has(file))
    .map((file) => `${uploaded.keyPrefix}${file}`);
  return [...mediaKeys, ...uploaded.publicKeys];
}
