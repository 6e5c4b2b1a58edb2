import compress from '@fastify/compress';
import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';
import { s3Settings, type Config } from '../config/config.ts';

/** Security headers, CORS, compression, rate limits (shared through Redis when configured), multipart. */
export default fp(
  async function security(app: FastifyInstance, opts: { config: Config }) {
    const s3 = s3Settings(opts.config);
    // PayPal's JS SDK and its hosted card fields (iframes served by PayPal) on the card payment page.
    const paypal = opts.config.PAYPAL_CLIENT_ID ? ['https://*.paypal.com', 'https://*.paypalobjects.com'] : [];
    await app.register(helmet, {
      contentSecurityPolicy: {
        directives: {
          // The trailing slash lets pictures anywhere under the bucket's URL in, not only at that exact path.
          'img-src': ["'self'", 'data:', 'blob:', ...(s3 ? [`${s3.publicUrl}/`] : []), ...paypal],
          ...(paypal.length > 0 ? { 'script-src': ["'self'", ...paypal], 'frame-src': paypal, 'connect-src': ["'self'", ...paypal] } : {}),
          'upgrade-insecure-requests': null,
        },
      },
      crossOriginEmbedderPolicy: false,
    });
    await app.register(cors, {
      origin: opts.config.isProduction ? [opts.config.PUBLIC_URL] : true,
      exposedHeaders: ['currency-symbol', 'currency-code', 'x-request-id'],
    });
    await app.register(compress, { threshold: 1024 });
    const redis = opts.config.REDIS_URL
      ? new Redis(opts.config.REDIS_URL, { connectTimeout: 2000, maxRetriesPerRequest: 1, enableOfflineQueue: false })
      : undefined;
    if (redis) app.addHook('onClose', async () => void redis.disconnect());
    await app.register(rateLimit, {
      global: false,
      ...(redis ? { redis, skipOnError: true } : {}),
      errorResponseBuilder: (_request, context) => Object.assign(new Error('rate limited'), { statusCode: context.statusCode }),
    });
    // The absolute cap is the largest upload kind (print data); each kind's own limit is checked while streaming.
    await app.register(multipart, { limits: { fileSize: 1024 * 1024 * 1024 + 1, files: 1, fields: 10, fieldSize: 1024 } });
  },
  { name: 'security' },
);
