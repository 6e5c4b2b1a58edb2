import { Readable } from 'node:stream';
import { envelope, type EndpointDef, type ParsedInputOf } from '@shop/shared';
import type { FastifyContextConfig, FastifyInstance, FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { z } from 'zod';
import { requireAdmin } from './admin-access.ts';
import { dropDisabledMember } from './member-access.ts';
import { ctxOf, ok, type Ctx } from './use-case.ts';

export type Handler<E extends EndpointDef> = (ctx: Ctx, input: ParsedInputOf<E>, request: FastifyRequest) => Promise<z.input<E['data']>>;

export interface RouteExtras {
  /** Per-route settings of plugins, such as rate limits. */
  config?: FastifyContextConfig;
  preHandler?: preHandlerAsyncHookHandler;
}

/**
 * A file an endpoint answers instead of the envelope: its name as the browser saves it, and its
 * bytes, or its text as it is written (a large export streams in pieces, never whole in memory).
 */
export interface FileAnswer {
  filename: string;
  content: Buffer | AsyncIterable<string>;
}

/**
 * Registers the route of one endpoint of the shared table (or of the admin table, registered
 * under /admin-api): path, method, schemas and access come from the table; the module adds only
 * the handler, which answers the envelope's `data`.
 */
export function handle<E extends EndpointDef>(app: FastifyInstance, endpoint: E, handler: Handler<E>, extras: RouteExtras = {}): void {
  route(app, endpoint, extras, async (request) =>
    ok(await handler(ctxOf(request), (endpoint.body ? request.body : request.query) as ParsedInputOf<E>, request)),
  );
}

/** A public read of the API, registered as a route and asked without HTTP by the storefront's first pages. */
export interface Read {
  endpoint: EndpointDef;
  /** Registers its route (`handle`). */
  register(app: FastifyInstance): void;
  /** Its envelope's `data` for an input, as the route answers it: the input and the answer through the contract. */
  answer(ctx: Ctx, input: unknown, request: FastifyRequest): Promise<unknown>;
}

/** One handler for a read's route and for a server-rendered page's first data (storefront/first-page.ts). */
export function read<E extends EndpointDef>(endpoint: E, handler: Handler<E>): Read {
  return {
    endpoint,
    register: (app) => handle(app, endpoint, handler),
    answer: async (ctx, input, request) =>
      endpoint.data.parse(await handler(ctx, (endpoint.body ?? endpoint.query)?.parse(input) as ParsedInputOf<E>, request)),
  };
}

/**
 * Registers an endpoint that answers a file (`file` in the table): the handler's bytes with their
 * type and a download name. Errors answer the envelope as everywhere else.
 */
export function handleFile<E extends EndpointDef & { file: string }>(
  app: FastifyInstance,
  endpoint: E,
  handler: (ctx: Ctx, input: ParsedInputOf<E>, request: FastifyRequest) => Promise<FileAnswer>,
  extras: RouteExtras = {},
): void {
  route(app, endpoint, extras, async (request, reply) => {
    const answer = await handler(ctxOf(request), (endpoint.body ? request.body : request.query) as ParsedInputOf<E>, request);
    // A Buffer or stream is sent as it is: the envelope's serializer never sees it.
    return reply
      .type(endpoint.file)
      .header('content-disposition', `attachment; filename="${answer.filename.replace(/[^\w.-]/g, '_')}"`)
      .header('cache-control', 'private, no-store')
      .send(Buffer.isBuffer(answer.content) ? answer.content : Readable.from(answer.content));
  });
}

function route<E extends EndpointDef>(
  app: FastifyInstance,
  endpoint: E,
  extras: RouteExtras,
  handler: (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>,
): void {
  const { access } = endpoint;
  const preHandler = [
    // Admin endpoints ignore members; every other one first forgets a disabled member's token.
    ...(access === 'public' || access === 'member' ? [dropDisabledMember] : []),
    ...(access === 'member' ? [app.requireMember] : []),
    ...(extras.preHandler ? [extras.preHandler] : []),
  ];
  app.route({
    method: endpoint.method,
    url: `/${endpoint.path}`,
    // Admin checks come before validation: who may not call an endpoint learns nothing of its input.
    ...(access === 'public' || access === 'member' ? {} : { preValidation: requireAdmin(access) }),
    ...(preHandler.length > 0 ? { preHandler } : {}),
    ...(extras.config ? { config: extras.config } : {}),
    schema: {
      tags: [endpoint.tag],
      summary: endpoint.summary,
      ...(endpoint.query ? { querystring: endpoint.query } : {}),
      ...(endpoint.body ? { body: endpoint.body } : {}),
      ...(endpoint.multipart ? { consumes: ['multipart/form-data'] } : {}),
      ...(endpoint.file ? { produces: [endpoint.file, 'application/json'] } : {}),
      response: { 200: envelope(endpoint.data) },
    },
    handler,
  });
}
