/**
 * Whether a unique index refused the write (PostgreSQL's 23505, on the error or any error it was
 * caused by): two writes of one value at the same moment, the later one losing after its check.
 */
export function isUniqueViolation(error: unknown): boolean {
  for (let inner: unknown = error; inner instanceof Error; inner = inner.cause) {
    if ((inner as { code?: unknown }).code === '23505') return true;
  }
  return false;
}
