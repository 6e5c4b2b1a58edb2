import { errorMessage, PUNCHOUT_SESSION_HOURS } from '@shop/shared';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { PunchoutOrganisation, PunchoutSession } from '../../generated/prisma/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { ctxOf, type Ctx } from '../../lib/use-case.ts';
import type { AccessClaims } from '../../plugins/auth.ts';
import { companyCountry, priceTransfer, ZTransferLines } from './cart-transfer.ts';
import { cxmlResponse, CxmlError, MAX_CXML_BYTES } from './cxml.ts';
import { punchOutOrderMessage } from './cxml-order-message.ts';
import { punchOutSetup, shopHost } from './cxml-setup.ts';
import { ociFields } from './oci-fields.ts';
import { sendMessagePage, sendStartPage, sendTransferPage } from './punchout-pages.ts';
import { liveSession, openSession, organisationByLogin, returnUrlOf, sessionAccount, sessionOfStartKey } from './punchout-sessions.ts';
import { receiveOrderRequest } from './receive-order-request.ts';

/** OCI's field names, matched whatever their case (systems differ). */
function field(params: Record<string, unknown>, name: string): string {
  const key = Object.keys(params).find((k) => k.toUpperCase() === name);
  const value = key === undefined ? undefined : params[key];
  return typeof value === 'string' ? value : Array.isArray(value) && typeof value[0] === 'string' ? value[0] : '';
}

/** The storefront opened as the session: an access token naming it, valid until the session ends. */
async function startStorefront(request: FastifyRequest, reply: FastifyReply, org: PunchoutOrganisation, session: PunchoutSession) {
  const countryCode = await companyCountry(ctxOf(request), org);
  const seconds = Math.max(1, Math.floor((session.expiresAt.getTime() - Date.now()) / 1000));
  const claims: AccessClaims = { sub: sessionAccount(session, org), fam: `punchout:${session.id}`, pun: session.id };
  const token = request.server.jwt.sign(claims, { expiresIn: seconds });
  return sendStartPage(reply, token, {
    protocol: org.protocol === 'cxml' ? 'cxml' : 'oci',
    name: org.name,
    expiresTime: session.expiresAt.getTime(),
    countryCode,
  });
}

function refusePage(ctx: Ctx, reply: FastifyReply, error: unknown) {
  if (!(error instanceof AppError)) throw error;
  const status = error.key === 'PUNCHOUT_BAD_CREDENTIALS' ? 401 : error.key === 'PUNCHOUT_SESSION_EXPIRED' ? 410 : 400;
  return sendMessagePage(reply, status, 'Punchout', errorMessage(error.key, ctx.language, error.params));
}

/** OCI 4.0 login: USERNAME, PASSWORD, HOOK_URL, ~TARGET, OCI_VERSION as query or form fields. */
async function ociLogin(request: FastifyRequest, reply: FastifyReply) {
  const ctx = ctxOf(request);
  const params = { ...(request.query as Record<string, unknown>), ...((request.body as Record<string, unknown> | undefined) ?? {}) };
  try {
    const org = await organisationByLogin(ctx, 'oci', field(params, 'USERNAME'), field(params, 'PASSWORD'));
    if (!org) throw new AppError('PUNCHOUT_BAD_CREDENTIALS');
    const { session } = await openSession(ctx, org, {
      returnUrl: returnUrlOf(field(params, 'HOOK_URL')),
      target: field(params, '~TARGET').slice(0, 100),
      ociVersion: field(params, 'OCI_VERSION').slice(0, 20),
      operation: 'create',
      withStartKey: false,
    });
    return startStorefront(request, reply, org, session);
  } catch (error) {
    return refusePage(ctx, reply, error);
  }
}

/** Answers a cXML document, a refusal's Status as its code (HTTP status the same). */
async function cxml(
  request: FastifyRequest,
  reply: FastifyReply,
  run: (ctx: Ctx, xml: string) => Promise<{ status: number; body: string }>,
) {
  const ctx = ctxOf(request);
  reply.type('text/xml; charset=utf-8').header('cache-control', 'no-store');
  try {
    const { status, body } = await run(ctx, typeof request.body === 'string' ? request.body : '');
    return reply.status(status).send(body);
  } catch (error) {
    if (!(error instanceof CxmlError)) throw error;
    return reply.status(error.status).send(cxmlResponse(error.status, error.text, shopHost(ctx), ctx.services.clock()));
  }
}

/**
 * The cart back to the purchasing system. The storefront posts the session's token and its
 * checkout lines as a form (a top-level navigation: the answer is a page of its own whose form
 * goes to the purchasing system, which the storefront's own policy would not allow).
 */
async function transfer(request: FastifyRequest, reply: FastifyReply) {
  const ctx = ctxOf(request);
  const body = (request.body ?? {}) as Record<string, unknown>;
  try {
    let claims: AccessClaims;
    try {
      claims = request.server.jwt.verify<AccessClaims>(field(body, 'TOKEN'));
    } catch {
      throw new AppError('PUNCHOUT_SESSION_EXPIRED');
    }
    if (typeof claims.pun !== 'string') throw new AppError('PUNCHOUT_SESSION_EXPIRED');
    const { session, org } = await liveSession(ctx, claims.pun);
    let posted: unknown;
    try {
      posted = JSON.parse(field(body, 'ITEMS') || '[]');
    } catch {
      posted = null;
    }
    const lines = ZTransferLines.safeParse(posted);
    if (!lines.success) throw new AppError('BAD_REQUEST', { detail: 'items' });
    const cart = await priceTransfer(ctx, org, sessionAccount(session, org), lines.data);
    if (session.protocol === 'oci') return sendTransferPage(reply, session.returnUrl, session.target, ociFields(cart, session));
    const message = punchOutOrderMessage(cart, session, org, { host: shopHost(ctx), language: ctx.language }, ctx.services.clock());
    return sendTransferPage(reply, session.returnUrl, '', [['cxml-urlencoded', message]]);
  } catch (error) {
    return refusePage(ctx, reply, error);
  }
}

/**
 * The punchout addresses outside /pc-api, as procurement systems call them: the OCI login, the
 * cXML setup and order requests (XML up to 1 MB), the cXML StartPage, and the cart's transfer.
 * Sessions last {@link PUNCHOUT_SESSION_HOURS} hours.
 */
const punchoutRoutes: FastifyPluginAsync<{ loginsPerMinute: number }> = async (app, opts) => {
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 256 * 1024 }, (_request, body, done) => {
    const params: Record<string, string> = {};
    for (const [name, value] of new URLSearchParams(body as string)) params[name] ??= value;
    done(null, params);
  });
  app.addContentTypeParser(['text/xml', 'application/xml'], { parseAs: 'string', bodyLimit: MAX_CXML_BYTES }, (_request, body, done) =>
    done(null, body),
  );
  // Errors the parsers raise (a body over its limit, an unreadable form) answer in the protocol's own terms.
  app.setErrorHandler(async (error: { statusCode?: number }, request, reply) => {
    const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500;
    if (status === 500) request.log.error(error);
    const text = status === 413 ? 'The request is too large' : status === 500 ? 'Internal error' : 'The request cannot be read';
    const ctx = ctxOf(request);
    if (!request.url.startsWith('/punchout/cxml/')) return sendMessagePage(reply, status, 'Punchout', text);
    return reply
      .status(status)
      .type('text/xml; charset=utf-8')
      .send(cxmlResponse(status, text, shopHost(ctx), ctx.services.clock()));
  });
  const limited = { config: { rateLimit: { max: opts.loginsPerMinute, timeWindow: '1 minute' } }, schema: { hide: true } };
  app.get('/punchout/oci', limited, ociLogin);
  app.post('/punchout/oci', limited, ociLogin);
  app.post('/punchout/cxml/setup', limited, (request, reply) =>
    cxml(request, reply, async (ctx, xml) => ({ status: 200, body: await punchOutSetup(ctx, xml) })),
  );
  app.post('/punchout/cxml/order', limited, (request, reply) => cxml(request, reply, receiveOrderRequest));
  app.get('/punchout/start', limited, async (request, reply) => {
    const ctx = ctxOf(request);
    try {
      const session = await sessionOfStartKey(ctx, field(request.query as Record<string, unknown>, 'KEY'));
      const { org } = await liveSession(ctx, session.id);
      return startStorefront(request, reply, org, session);
    } catch (error) {
      return refusePage(ctx, reply, error);
    }
  });
  app.post('/punchout/transfer', { schema: { hide: true } }, transfer);
};

export default punchoutRoutes;
