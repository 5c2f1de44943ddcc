/**
 * Telling "the database is not there" (a terminated backend, a restart, a refused or dropped
 * connection, no connection free within DATABASE_ACQUIRE_TIMEOUT, a statement cancelled after
 * DATABASE_STATEMENT_TIMEOUT) from any other failure, by codes and by what the connection or the
 * pool reported — never by message text. Such a failure answers 503
 * `service.database_unavailable` with Retry-After (error-handler.ts): the request in flight
 * fails, the server keeps serving, and the next request gets a connection again.
 */

/** Errors a database connection reported as its own end, or a pool's failed checkout. */
const lostConnectionErrors = new WeakSet<object>();

/**
 * SQLSTATE classes and codes of a database that went away or will not take connections, or did
 * not answer in time: 57014 a statement cancelled (statement_timeout), 55P03 a lock not had in
 * time (lock_timeout).
 */
const UNAVAILABLE_SQLSTATE = /^(08|57P0[1-3]$|53300$|57014$|55P03$)/;
/** Node socket errors of a server that is down, unreachable or dropped the connection. */
const UNAVAILABLE_ERRNO = new Set([
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
 * Marks an error as the loss of a database connection (and every query it failed), or as no
 * connection to be had (the pool's checkout timed out or could not connect).
 */
export function markConnectionLost(error: unknown): void {
  if (typeof error === 'object' && error !== null) lostConnectionErrors.add(error);
}

/** Whether `error` (or one of its causes, e.g. inside drizzle's DrizzleQueryError) is one. */
export function isDatabaseUnavailable(error: unknown): boolean {
  const seen = new Set<unknown>();
  for (let current = error; typeof current === 'object' && current !== null;) {
    if (seen.has(current)) return false;
    seen.add(current);
    if (lostConnectionErrors.has(current)) return true;
    const code = (current as { code?: unknown }).code;
    if (
      typeof code === 'string' &&
      (UNAVAILABLE_SQLSTATE.test(code) || UNAVAILABLE_ERRNO.has(code))
    )
      return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
