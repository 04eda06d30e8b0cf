/**
 * Whether an error says the database could not be reached, rather than that a query was wrong:
 * the server is down, restarting or refusing sessions, or the connection broke mid-query. Such a
 * failure passes once the database is back, so requests answer 503 with Retry-After and jobs try
 * again, where any other database error is a fault (500, or a failed job attempt).
 *
 * Looks through the error's causes: Drizzle wraps the driver's error in a `DrizzleQueryError`.
 */
export function isDatabaseUnreachable(error: unknown): boolean {
  return unreachable(error, 0);
}

/**
 * SQLSTATEs of an unreachable server: class 08 (connection exception), the server shutting down
 * or crashed (57P01 admin_shutdown, 57P02 crash_shutdown, 57P03 cannot_connect_now: starting or
 * stopping), and every connection taken (53300 too_many_connections).
 */
const UNREACHABLE_STATES = /^(08...|57P0[123]|53300)$/;

/** Socket errors of a server that is not there (or went away). */
const SOCKET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/**
 * node-postgres reports a lost or never-made connection by message only: the socket closed
 * (`Connection terminated unexpectedly`, `Connection terminated due to connection timeout`), the
 * pool waited `connectionTimeoutMillis` for a connection, or a query was given to a client whose
 * connection had already failed.
 */
const DRIVER_MESSAGES =
  /^(Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Client was closed and is not queryable)/;

const MAX_DEPTH = 8;

function unreachable(error: unknown, depth: number): boolean {
  if (!(error instanceof Error) || depth > MAX_DEPTH) return false;
  const { code } = error as { code?: unknown };
  if (typeof code === 'string' && (UNREACHABLE_STATES.test(code) || SOCKET_CODES.has(code))) {
    return true;
  }
  if (DRIVER_MESSAGES.test(error.message)) return true;
  const { errors } = error as { errors?: unknown };
  return (
    unreachable(error.cause, depth + 1) ||
    (Array.isArray(errors) && errors.some((inner) => unreachable(inner, depth + 1)))
  );
}
