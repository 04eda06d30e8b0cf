import { createHash } from 'node:crypto';

/** JSON with object keys sorted, so equal values give equal text whatever their key order. */
function stableJson(value: unknown): string {
  return JSON.stringify(value, (_key, inner: unknown) => {
    if (inner === null || typeof inner !== 'object' || Array.isArray(inner)) return inner;
    const sorted: Record<string, unknown> = {};
    for (const key of Object.keys(inner).sort()) {
      sorted[key] = (inner as Record<string, unknown>)[key];
    }
    return sorted;
  });
}

/**
 * An edited thing's revision: a digest of what the editor sees of it. The desk sends back the
 * revision it opened; a save whose revision no longer matches what is stored now (read under the
 * row's lock) was made over someone else's change, and is refused (`ChangedSinceOpened`).
 */
export function revisionOf(value: unknown): string {
  return createHash('sha256').update(stableJson(value)).digest('base64url').slice(0, 22);
}
