import { envelope, type EndpointDef, type ParsedInputOf } from '@shop/shared';
import type { FastifyContextConfig, FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
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
 * Registers the route of one endpoint of the shared table (or of the admin table, registered
 * under /admin-api): path, method, schemas and access come from the table; the module adds only
 * the handler, which answers the envelope's `data`.
 */
export function handle<E extends EndpointDef>(app: FastifyInstance, endpoint: E, handler: Handler<E>, extras: RouteExtras = {}): void {
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
      response: { 200: envelope(endpoint.data) },
    },
    handler: async (request) =>
      ok(await handler(ctxOf(request), (endpoint.body ? request.body : request.query) as ParsedInputOf<E>, request)),
  });
}
