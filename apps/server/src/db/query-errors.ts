/**
 * A failed query must not put its values in a log: they are password hashes, e-mail addresses,
 * code digests and tokens. Drizzle's `DrizzleQueryError` writes the parameters into its message
 * and stack and keeps them in `params`; PGlite's error keeps them too (`params`,
 * `queryOptions`); PostgreSQL quotes the rejected value in the message of a data exception
 * (`invalid input syntax for type integer: "…"`) and the row in `detail` (`Key (email)=(…)
 * already exists`, `Failing row contains (…)`) and `where`.
 *
 * `withoutQueryValues` returns a copy of an error (and of its causes) that keeps what says what
 * failed — the SQL text with its `$1` placeholders, the SQLSTATE code, the constraint, table,
 * column — and drops every value. Errors with no database error in their chain come back as they
 * are.
 */
export function withoutQueryValues(error: unknown): unknown {
  return sanitize(error, 0);
}

/** PostgreSQL error fields that name schema objects, never data. */
const NAMING_FIELDS = [
  'severity',
  'code',
  'schema',
  'table',
  'column',
  'dataType',
  'constraint',
  'routine',
] as const;

/** Fields that carry values from the query or its rows, on any error of the chain. */
const VALUE_FIELDS = new Set(['params', 'queryOptions', 'detail', 'where', 'hint']);

const MAX_DEPTH = 8;

class PostgresError extends Error {}

type ErrorLike = Error & Record<string, unknown>;

function isErrorLike(value: unknown): value is ErrorLike {
  return value instanceof Error;
}

/** pg's and PGlite's `DatabaseError`: a five-character SQLSTATE and a severity. */
function isPostgresError(error: ErrorLike): boolean {
  return (
    typeof error.code === 'string' &&
    /^[0-9A-Z]{5}$/.test(error.code) &&
    typeof error.severity === 'string'
  );
}

/** Drizzle's `DrizzleQueryError` (matched by shape: the one a given drizzle copy throws). */
function isFailedQuery(error: ErrorLike): boolean {
  return typeof error.query === 'string' && 'params' in error && !isPostgresError(error);
}

function hasDatabaseError(error: unknown, depth: number): boolean {
  if (!isErrorLike(error) || depth > MAX_DEPTH) return false;
  if (isPostgresError(error) || isFailedQuery(error) || 'params' in error) return true;
  return (
    hasDatabaseError(error.cause, depth + 1) ||
    (Array.isArray(error.errors) && error.errors.some((inner) => hasDatabaseError(inner, depth)))
  );
}

function sanitize(error: unknown, depth: number): unknown {
  if (!isErrorLike(error) || !hasDatabaseError(error, depth)) return error;
  // pg's and PGlite's error classes have no telling name (PGlite's is minified).
  const prototype: object = isPostgresError(error)
    ? PostgresError.prototype
    : (Object.getPrototypeOf(error) as object);
  const copy = Object.create(prototype) as ErrorLike;
  let message = error.message;
  if (isFailedQuery(error)) {
    message = `Failed query: ${String(error.query)}`;
    copy.query = error.query;
    // The PostgreSQL fields of the cause lead, so a log reader sees code and constraint at once.
    if (isErrorLike(error.cause) && isPostgresError(error.cause)) {
      for (const field of NAMING_FIELDS) copy[field] = error.cause[field];
    }
  } else if (isPostgresError(error)) {
    message = postgresMessage(error);
    for (const field of NAMING_FIELDS) copy[field] = error[field];
  } else {
    for (const key of Object.keys(error)) {
      if (key !== 'cause' && key !== 'errors' && !VALUE_FIELDS.has(key)) copy[key] = error[key];
    }
  }
  Object.defineProperty(copy, 'message', { value: message, writable: true, configurable: true });
  Object.defineProperty(copy, 'stack', {
    value: `${error.name}: ${message}\n${framesOf(error.stack)}`,
    writable: true,
    configurable: true,
  });
  if (error.cause !== undefined) {
    Object.defineProperty(copy, 'cause', {
      value: sanitize(error.cause, depth + 1),
      writable: true,
      configurable: true,
    });
  }
  if (Array.isArray(error.errors)) {
    copy.errors = error.errors.map((inner) => sanitize(inner, depth + 1));
  }
  return copy;
}

/**
 * Data exceptions (class 22) quote the rejected input, and a PL/pgSQL `raise` (class P0) says
 * whatever it was given; identifiers quoted in other classes' messages are kept.
 */
function postgresMessage(error: ErrorLike): string {
  const code = String(error.code);
  if (!code.startsWith('22') && !code.startsWith('P0')) return error.message;
  // The value is not escaped inside its quotes, so everything from the first quote to the last goes.
  return error.message.replace(/".*"/s, '"…"');
}

/** The stack's frames without its first lines, which repeat the (unsafe) message. */
function framesOf(stack: string | undefined): string {
  return (stack ?? '')
    .split('\n')
    .filter((line) => /^\s+at /.test(line))
    .join('\n');
}
