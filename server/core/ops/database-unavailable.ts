import { AppError, isAppError } from '../errors.js';

// Connection-level failures: the server is down, restarting, unreachable or out of connections.
export const NETWORK_ERROR_CODES: ReadonlySet<string> = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EPIPE',
]);
// SQLSTATE class 08 (connection exception) and 57P01-03 (admin shutdown, crash, cannot connect now).
const SQLSTATE = /^(08|57P0[123])/;
const MESSAGES =
  /Connection terminated|Timeout acquiring a connection|Client has encountered a connection error|the database system is (starting up|shutting down)/i;

/** Seconds a client is asked to wait before trying again while the database is unreachable. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

/** Whether an error (or one of its causes) means PostgreSQL cannot be reached, not a bug. */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (
    let e = error, depth = 0;
    e && typeof e === 'object' && depth < 5;
    e = (e as { cause?: unknown }).cause, depth += 1
  ) {
    const { code, message, name, syscall } = e as {
      code?: unknown;
      message?: unknown;
      name?: unknown;
      syscall?: unknown;
    };
    if (name === 'ConnectionException') return true;
    if (typeof code === 'string' && (NETWORK_ERROR_CODES.has(code) || SQLSTATE.test(code))) return true;
    // Over a Unix socket (`?host=/var/run/postgresql`), a stopped server leaves no socket file.
    // Only a connect's ENOENT: a missing certificate file is not an outage.
    if (code === 'ENOENT' && syscall === 'connect') return true;
    if (typeof message === 'string' && MESSAGES.test(message)) return true;
  }
  return false;
}

/**
 * The 503 domain error (with Retry-After) for a database failure; any other error unchanged, and
 * so a domain error (the file store's own 503 among them) whatever its cause.
 */
export function unavailableOr(error: unknown): unknown {
  return !isAppError(error) && isDatabaseUnavailable(error)
    ? new AppError('unavailable', undefined, undefined, DATABASE_RETRY_AFTER_SECONDS)
    : error;
}
