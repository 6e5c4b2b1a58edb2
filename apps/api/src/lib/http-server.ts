import type { Server } from 'node:http';
import type { FastifyHttpOptions, FastifyInstance, FastifyReply } from 'fastify';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** This route's answer deadline instead of the server's (uploads take longer). */
    answerTimeoutMs?: number;
  }
}

/** Timeouts of the HTTP server, in milliseconds. */
export interface HttpTimeouts {
  /**
   * A request is answered within this, else with 503 and the envelope (its work may still finish;
   * the database's own timeouts are shorter). Uploads have `request` instead.
   */
  answer: number;
  /** A request's headers must have arrived within this. */
  headers: number;
  /** A request, body included, must have arrived within this: long enough for a 1 GB print file. */
  request: number;
  /** A connection on which nothing moved for this long is closed (a stalled body, a silent client). */
  idle: number;
  /** An idle keep-alive connection stays open this long (longer than the 60 s of common load balancers). */
  keepAlive: number;
}

export const HTTP_TIMEOUTS: HttpTimeouts = {
  answer: 30_000,
  headers: 15_000,
  request: 10 * 60_000,
  idle: 60_000,
  keepAlive: 72_000,
};

/** The Fastify options that apply `timeouts`. */
export function httpTimeoutOptions(timeouts: HttpTimeouts): FastifyHttpOptions<Server> {
  return {
    requestTimeout: timeouts.request,
    connectionTimeout: timeouts.idle,
    keepAliveTimeout: timeouts.keepAlive,
    // Node checks the headers and request timeouts every `connectionsCheckingInterval`.
    http: { headersTimeout: timeouts.headers, connectionsCheckingInterval: Math.min(5_000, Math.ceil(timeouts.headers / 2)) },
  };
}

/** How often the answer deadlines are checked. */
const DEADLINE_CHECK_MS = 250;

/**
 * Answers 503 with the envelope (through the error handler) for a request not answered within
 * its deadline, body reading included, and closes its connection. One timer checks every open
 * request a few times a second: a timer or abort signal per request (Fastify's handlerTimeout)
 * costs a fifth of the throughput of the fastest endpoints.
 */
export function answerDeadlines(app: FastifyInstance, answerMs: number): void {
  const open = new Map<FastifyReply, number>();
  // Callback style: these run on every request, and an async hook costs a promise each time.
  app.addHook('onRequest', (request, reply, done) => {
    open.set(reply, Date.now() + (request.routeOptions.config.answerTimeoutMs ?? answerMs));
    done();
  });
  app.addHook('onResponse', (_request, reply, done) => {
    open.delete(reply);
    done();
  });
  const check = setInterval(() => {
    const now = Date.now();
    for (const [reply, deadline] of open) {
      if (deadline > now) continue;
      open.delete(reply);
      if (reply.sent || reply.raw.destroyed) continue;
      reply.header('connection', 'close').send(Object.assign(new Error('the answer took too long'), { statusCode: 503 }));
    }
  }, DEADLINE_CHECK_MS).unref();
  app.addHook('onClose', async () => clearInterval(check));
}

/**
 * Lets `close()` finish without waiting for kept-alive connections: Fastify closes the idle ones
 * once, when closing begins; a connection whose answer was still on its way then falls idle later
 * and is closed as it does, not after the keep-alive timeout. (Requests arriving meanwhile get
 * Fastify's 503 with `Connection: close`.)
 */
export function closeConnectionsOnClose(app: FastifyInstance): void {
  let sweep: NodeJS.Timeout | undefined;
  app.addHook('preClose', async () => {
    sweep = setInterval(() => app.server.closeIdleConnections(), 100).unref();
  });
  app.addHook('onClose', async () => clearInterval(sweep));
}
