/**
 * spec 2 §5: the files of the user's own chosen at once are checked against a limit; over it,
 * an error and the list truncated to the limit.
 */
export const OWN_FILES_LIMIT = 10;

export function limitOwnFiles<T>(
  files: readonly T[],
  limit: number = OWN_FILES_LIMIT,
): { files: T[]; isOverLimit: boolean } {
  return { files: files.slice(0, limit), isOverLimit: files.length > limit };
}
