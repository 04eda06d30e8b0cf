/** A number > 0 from the environment variable `name`, or `fallback` when it is unset or empty. */
export function positive(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value <= 0) {
    throw new Error(`${name}=${raw}: expected a number > 0`);
  }
  return value;
}
