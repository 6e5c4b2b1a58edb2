import { Prisma } from '../generated/prisma/client.ts';

/**
 * An interactive transaction that a rush of shoppers runs at once (orders, payments): it waits for
 * a connection and for the rows it shares rather than failing. The pool's connect timeout and the
 * statement timeout (DATABASE_CONNECT_TIMEOUT_MS, DATABASE_STATEMENT_TIMEOUT_MS) end a wait first,
 * and the request answers 503.
 */
export const RUSH_TRANSACTION = { maxWait: 15_000, timeout: 20_000 };

/**
 * Prisma gave an interactive transaction up (P2028): none could be started in time, or it ran past
 * its timeout and was rolled back. Nothing of it was kept, so the request may simply be tried again.
 */
export function isTransactionGivenUp(error: unknown): boolean {
  return error instanceof Prisma.PrismaClientKnownRequestError && error.code === 'P2028';
}
