import { contract } from '@shop/shared';
import type { FastifyPluginAsync } from 'fastify';
import { AppError } from '../../lib/app-error.ts';
import { handle } from '../../lib/endpoints.ts';
import { formFile } from '../../lib/multipart.ts';
import { copyDesign, createDesign, deleteDesign, getDesign, pageDesigns, updateDesign } from './designs.ts';
import { SVG_MAX_BYTES, uploadSvg } from './design-svg.ts';

const { design } = contract.product;

/** The online design editor's designs and SVG uploads, under /pc-api. */
const designRoutes: FastifyPluginAsync<{ uploadsPerMinute: number }> = async (app, opts) => {
  handle(app, design.create, (ctx, body) => createDesign(ctx, body));
  handle(app, design.update, (ctx, body) => updateDesign(ctx, body));
  handle(app, design.get, (ctx, query) => getDesign(ctx, query.id));
  handle(app, design.page, (ctx, query) => pageDesigns(ctx, query));
  handle(app, design.copy, (ctx, query) => copyDesign(ctx, query.id));
  handle(app, design.delete, (ctx, query) => deleteDesign(ctx, query.id));
  handle(
    app,
    design.uploadSvg,
    async (ctx, _input, request) => {
      const file = await formFile(request, { fileSize: SVG_MAX_BYTES });
      const chunks: Buffer[] = [];
      for await (const chunk of file.content) chunks.push(chunk);
      if (file.truncated()) throw new AppError('FILE_TOO_LARGE', { max: '2 MB' });
      return uploadSvg(ctx, Buffer.concat(chunks), request.ip);
    },
    { config: { rateLimit: { max: opts.uploadsPerMinute, timeWindow: '1 minute' } } },
  );
};

export default designRoutes;
