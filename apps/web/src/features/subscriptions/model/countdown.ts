const pad = (value: number) => String(value).padStart(2, '0');

/**
 * The time left as a countdown (spec 2 §4 card promo): mm:ss under an hour, hh:mm:ss from an hour
 * (hours keep counting past 24); never below 00:00.
 */
export function formatCountdown(msLeft: number): string {
  const total = Math.max(0, Math.ceil(msLeft / 1000));
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = total % 60;
  return hours > 0
    ? `${pad(hours)}:${pad(minutes)}:${pad(seconds)}`
    : `${pad(minutes)}:${pad(seconds)}`;
}
