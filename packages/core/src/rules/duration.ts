/** A scene's running time as m:ss, or h:mm:ss from an hour on. */
export function formatDuration(seconds: number): string {
  const whole = Math.max(0, Math.round(seconds));
  const hours = Math.floor(whole / 3600);
  const minutes = Math.floor((whole % 3600) / 60);
  const rest = String(whole % 60).padStart(2, '0');
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${rest}` : `${minutes}:${rest}`;
}

/** The running time of a pack: the sum of its video scenes (photo scenes have none). */
export function totalDuration(parts: readonly { metadata: { videoDuration: number | null } }[]) {
  return parts.reduce((total, part) => total + (part.metadata.videoDuration ?? 0), 0);
}
