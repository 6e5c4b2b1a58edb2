import { randomUUID } from 'node:crypto';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import fp from 'fastify-plugin';
import Fastify, { type FastifyInstance } from 'fastify';
import { jsonSchemaTransform, serializerCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config/config.ts';
import { webDistDir } from './db/paths.ts';
import { logSerializers } from './lib/request-log.ts';
import { validatorCompiler } from './lib/validator-compiler.ts';
import { answerDeadlines, closeConnectionsOnClose, HTTP_TIMEOUTS, httpTimeoutOptions, type HttpTimeouts } from './lib/http-server.ts';
import cartRoutes from './modules/cart/cart.routes.ts';
import catalogAdminRoutes from './modules/catalog/catalog-admin.routes.ts';
import catalogRoutes from './modules/catalog/catalog.routes.ts';
import contentAdminRoutes from './modules/content/content-admin.routes.ts';
import contentRoutes from './modules/content/content.routes.ts';
import sitemapRoutes from './modules/content/sitemap.routes.ts';
import designRoutes from './modules/design/design.routes.ts';
import { authRoutes, memberRoutes } from './modules/member/member.routes.ts';
import memberAdminRoutes from './modules/member/member-admin.routes.ts';
import collectionRoutes from './modules/member/collections.routes.ts';
import companyRoutes from './modules/member/company.routes.ts';
import newsletterRoutes from './modules/promotion/newsletter.routes.ts';
import oneClickUnsubscribeRoutes from './modules/promotion/one-click-unsubscribe.routes.ts';
import promotionAdminRoutes from './modules/promotion/promotion-admin.routes.ts';
import punchoutGuard from './modules/punchout/punchout-guard.ts';
import punchoutRoutes from './modules/punchout/punchout.routes.ts';
import devMailboxRoutes from './modules/infra/dev-mailbox.routes.ts';
import { uploadedName } from './modules/infra/file-name.ts';
import infraAdminRoutes from './modules/infra/infra-admin.routes.ts';
import infraRoutes from './modules/infra/infra.routes.ts';
import storefrontRoutes from './modules/storefront/storefront.routes.ts';
import systemRoutes from './modules/system/system.routes.ts';
import statisticsAdminRoutes from './modules/trade/statistics-admin.routes.ts';
import afterSaleAdminRoutes from './modules/trade/after-sale-admin.routes.ts';
import afterSaleRoutes from './modules/trade/after-sale.routes.ts';
import documentRoutes from './modules/trade/documents.routes.ts';
import { documentAttachments } from './modules/trade/document-attachments.ts';
import tradeAdminRoutes from './modules/trade/trade-admin.routes.ts';
import payAdminRoutes from './modules/pay/pay-admin.routes.ts';
import tradeRoutes from './modules/trade/trade.routes.ts';
import quoteRoutes from './modules/trade/quote.routes.ts';
import quoteAdminRoutes from './modules/trade/quote-admin.routes.ts';
import auth from './plugins/auth.ts';
import context from './plugins/context.ts';
import db from './plugins/db.ts';
import errors from './plugins/errors.ts';
import security from './plugins/security.ts';
import web from './plugins/web.ts';
import { backgroundWork, DELIVER_MAIL } from './background-work.ts';
import { backgroundCtx } from './lib/use-case.ts';
import { startServices, type Services } from './services.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** What use cases reach through `ctx.services`. */
    services: Services;
  }
}

export interface AppOptions {
  config: Config;
  databaseUrl: string;
  /** The built storefront; tests may point elsewhere. */
  webDist?: string;
  /** Tests shorten the HTTP timeouts. */
  httpTimeouts?: Partial<HttpTimeouts>;
  /** Run the background jobs here too (the server does; tests that need them ask). */
  work?: boolean;
}

/** The shop as a Fastify plugin: external plugins, then the app's own, then the routes. */
async function shop(instance: FastifyInstance, opts: AppOptions): Promise<void> {
  const { config } = opts;
  const timeouts = { ...HTTP_TIMEOUTS, ...opts.httpTimeouts };
  await instance.register(security, { config });
  await instance.register(swagger, {
    openapi: {
      info: { title: 'Shop API', version: '1.0.0', description: 'Every answer is an envelope {code, data, msg}; code 0 is success.' },
      servers: [{ url: config.PUBLIC_URL }],
    },
    transform: jsonSchemaTransform,
  });
  if (config.DOCS) await instance.register(swaggerUi, { routePrefix: '/docs', staticCSP: true });

  await instance.register(db, {
    databaseUrl: opts.databaseUrl,
    connectTimeoutMs: config.DATABASE_CONNECT_TIMEOUT_MS,
    statementTimeoutMs: config.DATABASE_STATEMENT_TIMEOUT_MS,
  });
  await instance.register(context);
  await instance.register(auth, { secret: config.JWT_SECRET });
  const { services, close } = await startServices({
    config,
    db: instance.db,
    databaseUrl: opts.databaseUrl,
    log: instance.log,
    accessTokens: { sign: (claims) => instance.jwt.sign(claims) },
    jobs: backgroundWork(() => backgroundCtx(instance)),
    work: opts.work ?? false,
    mailDeliveryJob: DELIVER_MAIL,
    mailAttachments: documentAttachments,
  });
  instance.decorate('services', services);
  instance.addHook('onClose', close);
  await services.jobs.start();
  const webDist = opts.webDist ?? webDistDir;
  await instance.register(web, { uploadDir: config.UPLOAD_DIR, webDist, uploadedName: (key) => uploadedName(instance.db, key) });
  await instance.register(errors);

  instance.get('/healthz', { schema: { hide: true } }, async (_request, reply) => {
    try {
      await instance.db.$queryRaw`SELECT 1`;
      return { status: 'ok', jobs: await instance.services.jobs.counts() };
    } catch {
      return reply.status(503).send({ status: 'database unavailable' });
    }
  });
  if (!config.isProduction && !config.SMTP_URL) await instance.register(devMailboxRoutes);
  await instance.register(sitemapRoutes, { publicUrl: config.PUBLIC_URL });
  await instance.register(oneClickUnsubscribeRoutes);
  await instance.register(punchoutGuard);
  await instance.register(punchoutRoutes, { loginsPerMinute: config.RATE_LIMIT_LOGINS_PER_MINUTE });

  await instance.register(
    async (api) => {
      await api.register(catalogRoutes);
      await api.register(infraRoutes, { uploadsPerMinute: config.RATE_LIMIT_UPLOADS_PER_MINUTE, uploadTimeoutMs: timeouts.request });
      await api.register(tradeRoutes);
      await api.register(afterSaleRoutes);
      await api.register(quoteRoutes, { formsPerMinute: config.RATE_LIMIT_FORMS_PER_MINUTE });
      await api.register(documentRoutes, { offersPerMinute: config.RATE_LIMIT_FORMS_PER_MINUTE });
      await api.register(contentRoutes, { formsPerMinute: config.RATE_LIMIT_FORMS_PER_MINUTE });
      await api.register(authRoutes, {
        loginsPerMinute: config.RATE_LIMIT_LOGINS_PER_MINUTE,
        formsPerMinute: config.RATE_LIMIT_FORMS_PER_MINUTE,
      });
      await api.register(memberRoutes);
      await api.register(collectionRoutes);
      await api.register(companyRoutes, { formsPerMinute: config.RATE_LIMIT_FORMS_PER_MINUTE });
      await api.register(designRoutes, { uploadsPerMinute: config.RATE_LIMIT_UPLOADS_PER_MINUTE });
      await api.register(newsletterRoutes, { formsPerMinute: config.RATE_LIMIT_FORMS_PER_MINUTE });
      await api.register(cartRoutes);
    },
    { prefix: '/pc-api' },
  );
  await instance.register(systemRoutes, { prefix: '/admin-api', loginsPerMinute: config.RATE_LIMIT_LOGINS_PER_MINUTE });
  await instance.register(tradeAdminRoutes, { prefix: '/admin-api' });
  await instance.register(payAdminRoutes, { prefix: '/admin-api' });
  await instance.register(afterSaleAdminRoutes, { prefix: '/admin-api' });
  await instance.register(quoteAdminRoutes, { prefix: '/admin-api' });
  await instance.register(catalogAdminRoutes, { prefix: '/admin-api' });
  await instance.register(infraAdminRoutes, {
    prefix: '/admin-api',
    uploadsPerMinute: config.RATE_LIMIT_UPLOADS_PER_MINUTE,
    uploadTimeoutMs: timeouts.request,
  });
  await instance.register(promotionAdminRoutes, { prefix: '/admin-api' });
  await instance.register(memberAdminRoutes, { prefix: '/admin-api' });
  await instance.register(contentAdminRoutes, { prefix: '/admin-api' });
  await instance.register(statisticsAdminRoutes, { prefix: '/admin-api' });
  await instance.register(storefrontRoutes, { webDist, publicUrl: config.PUBLIC_URL });
}

/** Not encapsulated, so the decorators (db, services) are reachable from the built instance. */
export const app = fp(shop, { name: 'shop' });

const REDACT = ['req.headers.authorization', 'req.headers.cookie', '*.password', '*.token', '*.refreshToken', '*.accessToken'];

/** A hop count as Fastify's function form (its types know only booleans, addresses and functions). */
function trustProxyOption(value: Config['TRUST_PROXY']) {
  return typeof value === 'number' ? (_address: string, hop: number) => hop < value : value;
}

/**
 * Builds the app for the server and for tests (which call `inject`, no port). `logger`: true logs
 * to stdout at LOG_LEVEL; a stream gets the same log lines instead.
 */
export async function buildApp(opts: AppOptions, logger: boolean | { stream: NodeJS.WritableStream } = false) {
  const instance = Fastify({
    logger:
      logger === false
        ? false
        : {
            level: opts.config.LOG_LEVEL,
            redact: REDACT,
            serializers: logSerializers,
            ...(logger === true ? {} : { stream: logger.stream }),
          },
    trustProxy: trustProxyOption(opts.config.TRUST_PROXY),
    bodyLimit: 1024 * 1024,
    // Starting reads the catalogue and the page templates; on a busy host that outlasts Fastify's 10 s.
    pluginTimeout: 60_000,
    requestIdHeader: 'x-request-id',
    genReqId: () => randomUUID(),
    ...httpTimeoutOptions({ ...HTTP_TIMEOUTS, ...opts.httpTimeouts }),
  }).withTypeProvider<ZodTypeProvider>();
  instance.setValidatorCompiler(validatorCompiler);
  instance.setSerializerCompiler(serializerCompiler);
  instance.addHook('onSend', (request, reply, payload, done) => {
    reply.header('x-request-id', request.id);
    done(null, payload);
  });
  closeConnectionsOnClose(instance);
  answerDeadlines(instance, { ...HTTP_TIMEOUTS, ...opts.httpTimeouts }.answer);
  await instance.register(app, opts);
  return instance;
}
