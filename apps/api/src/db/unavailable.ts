/** Prisma: cannot reach, timed out, connection closed, no connection from the pool in time. */
const PRISMA_CODES = new Set(['P1001', 'P1002', 'P1008', 'P1017', 'P2024']);
/** Prisma's driver adapter for node-postgres. */
const DRIVER_KINDS = new Set(['DatabaseNotReachable', 'ConnectionClosed', 'SocketTimeout', 'TooManyConnections']);
const SOCKET_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'ENOTFOUND', 'EAI_AGAIN', 'EHOSTUNREACH', 'ENETUNREACH']);
/**
 * PostgreSQL: connection exceptions (08), insufficient resources such as too many clients (53),
 * shutting down, starting up or crashed (57P01-57P03), statement timeout (57014).
 */
const SQLSTATE = /^(08[0-9A-Z]{3}|53[0-9A-Z]{3}|57P0[1-3]|57014)$/;
/** node-postgres: the connection ended, could not be opened in time or did not answer in time. */
const PG_MESSAGES =
  /^(Connection terminated|timeout exceeded when trying to connect|Query read timeout|Client has encountered a connection error and is not queryable)/;

/**
 * Whether an error says the database is away, going away, overloaded or too slow (rather than
 * that a statement was wrong): the request then answers 503 and may be tried again later.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let e = error, depth = 0; e && typeof e === 'object' && depth < 5; depth += 1) {
    const { code, message, meta } = e as {
      code?: unknown;
      message?: unknown;
      meta?: { driverAdapterError?: { cause?: { kind?: string; code?: string } } };
    };
    if (typeof code === 'string' && (PRISMA_CODES.has(code) || SOCKET_CODES.has(code) || SQLSTATE.test(code))) return true;
    if (typeof message === 'string' && PG_MESSAGES.test(message)) return true;
    const cause = meta?.driverAdapterError?.cause;
    if (cause && (DRIVER_KINDS.has(cause.kind ?? '') || (cause.kind === 'postgres' && SQLSTATE.test(cause.code ?? '')))) return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}
