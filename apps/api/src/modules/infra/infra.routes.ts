import { contract, ZUploadFields } from '@shop/shared';
import type { FastifyPluginAsync } from 'fastify';
import { AppError } from '../../lib/app-error.ts';
import { handle, read } from '../../lib/endpoints.ts';
import { formFile } from '../../lib/multipart.ts';
import { guestOrder } from '../trade/order-access.ts';
import { areaTree, cachedDictData, pageCountries, statesOfCountry } from './reference-data.ts';
import { uploadFile } from './upload-file.ts';

const { system } = contract;

/** Reference data (dictionaries, countries, areas): its routes, and the first data of a server-rendered page. */
export const referenceReads = [
  read(system.dictData.listAllSimple, (ctx) => cachedDictData(ctx)),
  read(contract.member.country.page, (ctx, query) => pageCountries(ctx, query)),
  read(system.area.tree, (ctx) => areaTree(ctx)),
  read(system.area.states, (ctx, query) => statesOfCountry(ctx, query)),
];

const infraRoutes: FastifyPluginAsync<{ uploadsPerMinute: number; uploadTimeoutMs: number }> = async (app, opts) => {
  for (const route of referenceReads) route.register(app);

  // A refused upload is answered before its body arrived: the connection closes after the answer,
  // so the rest is never read (nor waited for on a kept-alive connection).
  app.addHook('onSend', async (request, reply) => {
    if (request.isMultipart() && !request.raw.complete) reply.header('connection', 'close');
  });
  handle(
    app,
    contract.infra.file.upload,
    async (ctx, _input, request) => {
      const file = await formFile(request);
      const field = (key: 'directory' | 'orderKey') =>
        (file.fields[key] as { value?: unknown } | undefined)?.value ?? (request.query as Record<string, string | undefined>)[key];
      const fields = ZUploadFields.safeParse({ directory: field('directory') || undefined, orderKey: field('orderKey') || undefined });
      if (!fields.success) throw new AppError('FILE_TYPE_NOT_ALLOWED', { allowed: 'image, document, ad, print' });
      const declared = Number(request.headers['content-length']);
      // A guest's print data belongs to the order their key opens (a wrong key answers not found).
      const order =
        fields.data.directory === 'print' && ctx.memberId === null && fields.data.orderKey
          ? await guestOrder(ctx, fields.data.orderKey)
          : null;
      return uploadFile(ctx, {
        kind: fields.data.directory,
        ...(order ? { guestOrderId: order.id } : {}),
        ip: request.ip,
        declaredBytes: Number.isSafeInteger(declared) ? declared : undefined,
        stream: file.content,
        truncated: file.truncated,
        filename: file.filename,
      });
    },
    { config: { rateLimit: { max: opts.uploadsPerMinute, timeWindow: '1 minute' }, answerTimeoutMs: opts.uploadTimeoutMs } },
  );
};

export default infraRoutes;
