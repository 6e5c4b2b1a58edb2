import {
  envelope,
  ZAreaTreeResponse,
  ZCountryPageRequest,
  ZCountryPageResponse,
  ZDictListResponse,
  ZStatesRequest,
  ZStatesResponse,
  ZUploadFields,
  ZUploadResponse,
} from '@shop/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error.ts';
import { ctxOf, ok } from '../../lib/use-case.ts';
import { areaTree, listDictData, pageCountries, statesOfCountry } from './reference-data.ts';
import { uploadFile } from './upload-file.ts';

const tags = ['reference data'];

const infraRoutes: FastifyPluginAsyncZod<{ uploadsPerMinute: number }> = async (app, opts) => {
  app.get('/system/dict-data/list-all-simple', {
    schema: { tags, summary: 'All dictionary entries', response: { 200: envelope(ZDictListResponse) } },
    handler: async (request) => ok(await listDictData(ctxOf(request))),
  });

  app.get('/member/country/page', {
    schema: { tags, summary: 'Countries with calling codes and the shipping flag', querystring: ZCountryPageRequest, response: { 200: envelope(ZCountryPageResponse) } },
    handler: async (request) => ok(await pageCountries(ctxOf(request), request.query)),
  });

  app.get('/system/area/tree', {
    schema: { tags, summary: 'Shipping countries and their states or regions', response: { 200: envelope(ZAreaTreeResponse) } },
    handler: async (request) => ok(await areaTree(ctxOf(request))),
  });

  app.get('/system/area/states', {
    schema: { tags, summary: 'States or regions of one country', querystring: ZStatesRequest, response: { 200: envelope(ZStatesResponse) } },
    handler: async (request) => ok(await statesOfCountry(ctxOf(request), request.query)),
  });

  app.post('/infra/file/upload', {
    config: { rateLimit: { max: opts.uploadsPerMinute, timeWindow: '1 minute' } },
    schema: {
      tags: ['files'],
      summary: 'Upload a file (multipart field `file`; `directory` = image | document | ad | print)',
      consumes: ['multipart/form-data'],
      response: { 200: envelope(ZUploadResponse) },
    },
    handler: async (request) => {
      if (!request.isMultipart()) throw new AppError('FILE_MISSING');
      const file = await request.file();
      if (!file) throw new AppError('FILE_MISSING');
      const directory = (file.fields.directory as { value?: unknown } | undefined)?.value ?? (request.query as { directory?: string }).directory;
      const fields = ZUploadFields.safeParse({ directory: directory || undefined });
      if (!fields.success) throw new AppError('FILE_TYPE_NOT_ALLOWED', { allowed: 'image, document, ad, print' });
      const url = await uploadFile(ctxOf(request), app.storage, {
        kind: fields.data.directory,
        stream: file.file,
        truncated: () => file.file.truncated,
      });
      return ok(url);
    },
  });
};

export default infraRoutes;
