import { existsSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import { UPLOAD_RULES, type UploadKind } from '@shop/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { adminDistDir } from '../db/paths.ts';
import { attachment } from '../lib/content-disposition.ts';

const cacheControl = (path: string) => (path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache');

/**
 * The built back office at /admin/: its files, and its index.html for every other address under
 * /admin (it routes on the client). A bundle of its own, so none of it reaches the storefront's.
 */
async function serveAdmin(app: FastifyInstance, adminDist: string): Promise<void> {
  const indexPath = join(adminDist, 'index.html');
  if (!existsSync(indexPath)) return;
  await app.register(fastifyStatic, {
    root: adminDist,
    prefix: '/admin/',
    decorateReply: false,
    wildcard: false,
    index: false,
    setHeaders: (res, path) => {
      res.header('cache-control', cacheControl(path));
    },
  });
  const html = readFileSync(indexPath, 'utf8');
  const page = async (request: FastifyRequest, reply: FastifyReply) => {
    if (!(request.headers.accept ?? '').includes('text/html')) return reply.callNotFound();
    // Nothing of the back office belongs in a search engine or in a frame of another site.
    return reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .header('x-robots-tag', 'noindex')
      .header('x-frame-options', 'DENY')
      .send(html);
  };
  app.get('/admin', { schema: { hide: true } }, page);
  app.get('/admin/*', { schema: { hide: true } }, page);
}

/** Uploaded files at /uploads/, the built back office under /admin/ and the built storefront's files at /. */
export default fp(
  async function web(
    app: FastifyInstance,
    opts: {
      uploadDir: string;
      webDist: string;
      adminDist?: string;
      /** The name a stored file had when uploaded ('' for none), for the downloads' Content-Disposition. */
      uploadedName?: (key: string) => Promise<string>;
    },
  ) {
    await app.register(async (uploads) => {
      // A download is saved under the name the file was uploaded with, not its stored one.
      uploads.addHook('onSend', async (request, reply) => {
        if (!opts.uploadedName || reply.getHeader('content-disposition') !== 'attachment') return;
        const key = decodeURIComponent(request.url.split('?')[0]!.slice('/uploads/'.length));
        reply.header('content-disposition', attachment(await opts.uploadedName(key)));
      });
      await uploads.register(fastifyStatic, {
        root: opts.uploadDir,
        prefix: '/uploads/',
        decorateReply: false,
        index: false,
        // Uploaded files never change under their name.
        maxAge: '30d',
        immutable: true,
        setHeaders: (res, path) => {
          res.header('x-content-type-options', 'nosniff');
          // Documents, print data and cleaned SVGs are saved, never shown under the shop's address.
          const kind = relative(opts.uploadDir, path).split(sep)[0] as UploadKind;
          if (UPLOAD_RULES[kind]?.download || path.endsWith('.svg')) res.header('content-disposition', 'attachment');
        },
      });
    });
    await serveAdmin(app, opts.adminDist ?? adminDistDir);
    if (!existsSync(join(opts.webDist, 'index.html'))) return;
    await app.register(fastifyStatic, {
      root: opts.webDist,
      prefix: '/',
      wildcard: false,
      index: false,
      setHeaders: (res, path) => {
        res.header('cache-control', cacheControl(path));
      },
    });
  },
  { name: 'web' },
);
