/**
 * spec 2 §5: the space a download needs — what is still to fetch plus, for a compressed part, its
 * uncompressed size (null: stored as is).
 */
export function spaceNeededBytes(
  parts: readonly { bytesToFetch: number; uncompressedSizeInBytes: number | null }[],
): number {
  return parts.reduce(
    (sum, part) => sum + Math.max(0, part.bytesToFetch) + (part.uncompressedSizeInBytes ?? 0),
    0,
  );
}

/**
 * Bytes missing on the device for `neededBytes` (download still to fetch + uncompressed size when
 * compressed, see spaceNeededBytes), 0 when it fits. `estimate` is navigator.storage.estimate()'s.
 */
export function storageShortfallBytes(
  estimate: { quota: number; usage: number },
  neededBytes: number,
): number {
  const free = Math.max(0, estimate.quota - estimate.usage);
  return Math.max(0, Math.ceil(neededBytes - free));
}

const GB = 1024 ** 3;

/**
 * The shortfall in GB (1024³) for the spec 2 §8 insufficient-storage message: rounded up to one
 * decimal, at least 0.1.
 */
export function shortfallGb(bytes: number): string {
  // Tenths from whole bytes: ×10 and ÷2³⁰ are exact in floating point, so ceil never rounds up
  // an exact tenth.
  const tenths = Math.ceil((Math.ceil(Math.max(0, bytes)) * 10) / GB);
  return String(Math.max(1, tenths) / 10);
}
