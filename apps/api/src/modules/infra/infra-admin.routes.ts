import { adminContract } from '@shop/shared';
import type { FastifyPluginAsync } from 'fastify';
import { handle } from '../../lib/endpoints.ts';
import { formFile } from '../../lib/multipart.ts';
import { adminIdOf } from '../../lib/use-case.ts';
import { writeAudit } from '../system/audit.ts';
import { areaTree } from './reference-data.ts';
import { uploadFile } from './upload-file.ts';

/** The back office's picture upload, under /admin-api: the storefront's checks and storage. */
const infraAdminRoutes: FastifyPluginAsync<{ uploadsPerMinute: number; uploadTimeoutMs: number }> = async (app, opts) => {
  // As for the storefront's upload: a refused upload's connection closes, so its rest is never read.
  app.addHook('onSend', async (request, reply) => {
    if (request.isMultipart() && !request.raw.complete) reply.header('connection', 'close');
  });
  handle(
    app,
    adminContract.infra.file.upload,
    async (ctx, _input, request) => {
      const adminId = adminIdOf(ctx);
      const file = await formFile(request);
      const declared = Number(request.headers['content-length']);
      // Pictures, or print data staff prepared for a logo line (directory=print).
      const directory = (file.fields.directory as { value?: unknown } | undefined)?.value;
      const url = await uploadFile(ctx, {
        kind: directory === 'print' ? 'print' : 'image',
        ip: request.ip,
        declaredBytes: Number.isSafeInteger(declared) ? declared : undefined,
        stream: file.content,
        truncated: file.truncated,
        byAdmin: true,
      });
      const stored = await ctx.db.uploadedFile.findFirst({ where: { url }, select: { id: true, mime: true, size: true } });
      await writeAudit(ctx.db, {
        adminId,
        action: 'infra:file:upload',
        target: `infra_file:${stored?.id ?? 0}`,
        after: { url, ...stored },
      });
      return url;
    },
    { config: { rateLimit: { max: opts.uploadsPerMinute, timeWindow: '1 minute' }, answerTimeoutMs: opts.uploadTimeoutMs } },
  );
  handle(app, adminContract.system.area.tree, (ctx) => areaTree(ctx));
};

export default infraAdminRoutes;
