/** spec 2 §9 filename crop. */
export const FILENAME_CROP_LIMIT = 20;
const ELLIPSIS = '…';
/** A short extension of letters and digits (`.mp4`, `.jpeg`), not a sentence after a dot. */
const EXTENSION = /\.[\p{L}\p{N}]{1,8}$/u;

/**
 * spec 2 §9: a filename cropped to `limit` (default 20) characters with an ellipsis, keeping the
 * extension when it fits. Counts characters, not UTF-16 units, so no emoji is cut in half.
 */
export function cropFilename(name: string, limit: number = FILENAME_CROP_LIMIT): string {
  const characters = Array.from(name);
  if (characters.length <= limit) return name;
  if (limit <= 1) return ELLIPSIS;
  const extension = Array.from(EXTENSION.exec(name)?.[0] ?? '');
  // The extension is kept when at least one character of the name fits before the ellipsis.
  const keepsExtension = extension.length > 0 && limit - 1 - extension.length >= 1;
  const tail = keepsExtension ? extension : [];
  return [...characters.slice(0, limit - 1 - tail.length), ELLIPSIS, ...tail].join('');
}
