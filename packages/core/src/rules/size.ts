const MB = 1024 * 1024;

/** spec 2 §9: megabytes or gigabytes in 1024 steps (GB at 1024 MB or more). */
export function formatSize(bytes: number): string {
  const megabytes = bytes / MB;
  if (megabytes >= 1024) return `${trimNumber(megabytes / 1024)} GB`;
  return `${trimNumber(megabytes)} MB`;
}

function trimNumber(value: number): string {
  return value >= 100 ? String(Math.round(value)) : String(Math.round(value * 10) / 10);
}
