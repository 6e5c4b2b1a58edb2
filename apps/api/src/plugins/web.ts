import { existsSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import { UPLOAD_RULES, type UploadKind } from '@shop/shared';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** Uploaded files at /uploads/ and the built storefront's files at /. */
export default fp(
  async function web(app: FastifyInstance, opts: { uploadDir: string; webDist: string }) {
    await app.register(fastifyStatic, {
      root: opts.uploadDir,
      prefix: '/uploads/',
      decorateReply: false,
      index: false,
      // Uploaded files never change under their name.
      maxAge: '30d',
      immutable: true,
      setHeaders: (res, path) => {
        res.header('x-content-type-options', 'nosniff');
        // Documents and print data are saved, never shown under the shop's address.
        const kind = relative(opts.uploadDir, path).split(sep)[0] as UploadKind;
        if (UPLOAD_RULES[kind]?.download) res.header('content-disposition', 'attachment');
      },
    });
    if (!existsSync(join(opts.webDist, 'index.html'))) return;
    await app.register(fastifyStatic, {
      root: opts.webDist,
      prefix: '/',
      wildcard: false,
      index: false,
      setHeaders: (res, path) => {
        res.header('cache-control', path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  },
  { name: 'web' },
);
