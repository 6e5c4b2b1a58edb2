import { contract, ZUploadFields } from '@shop/shared';
import type { FastifyPluginAsync } from 'fastify';
import { AppError } from '../../lib/app-error.ts';
import { handle } from '../../lib/endpoints.ts';
import { areaTree, listDictData, pageCountries, statesOfCountry } from './reference-data.ts';
import { uploadFile } from './upload-file.ts';

const { system } = contract;

const infraRoutes: FastifyPluginAsync<{ uploadsPerMinute: number; uploadTimeoutMs: number }> = async (app, opts) => {
  handle(app, system.dictData.listAllSimple, (ctx) => listDictData(ctx));
  handle(app, contract.member.country.page, (ctx, query) => pageCountries(ctx, query));
  handle(app, system.area.tree, (ctx) => areaTree(ctx));
  handle(app, system.area.states, (ctx, query) => statesOfCountry(ctx, query));

  // A refused upload is answered before its body arrived: the connection closes after the answer,
  // so the rest is never read (nor waited for on a kept-alive connection).
  app.addHook('onSend', async (request, reply) => {
    if (request.isMultipart() && !request.raw.complete) reply.header('connection', 'close');
  });
  handle(
    app,
    contract.infra.file.upload,
    async (ctx, _input, request) => {
      if (!request.isMultipart()) throw new AppError('FILE_MISSING');
      const file = await request.file();
      if (!file) throw new AppError('FILE_MISSING');
      const directory =
        (file.fields.directory as { value?: unknown } | undefined)?.value ?? (request.query as { directory?: string }).directory;
      const fields = ZUploadFields.safeParse({ directory: directory || undefined });
      if (!fields.success) throw new AppError('FILE_TYPE_NOT_ALLOWED', { allowed: 'image, document, ad, print' });
      const declared = Number(request.headers['content-length']);
      return uploadFile(ctx, {
        kind: fields.data.directory,
        ip: request.ip,
        declaredBytes: Number.isSafeInteger(declared) ? declared : undefined,
        stream: file.file,
        truncated: () => file.file.truncated,
      });
    },
    { config: { rateLimit: { max: opts.uploadsPerMinute, timeWindow: '1 minute' }, answerTimeoutMs: opts.uploadTimeoutMs } },
  );
};

export default infraRoutes;
