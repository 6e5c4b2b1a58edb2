import { contract } from '@shop/shared';
import type { FastifyPluginAsync } from 'fastify';
import { AppError } from '../../lib/app-error.ts';
import { handle } from '../../lib/endpoints.ts';
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
      if (!request.isMultipart()) throw new AppError('FILE_MISSING');
      const file = await request.file({ limits: { fileSize: SVG_MAX_BYTES } });
      if (!file) throw new AppError('FILE_MISSING');
      const svg = await file.toBuffer().catch(() => {
        throw new AppError('FILE_TOO_LARGE', { max: '2 MB' });
      });
      return uploadSvg(ctx, svg, request.ip);
    },
    { config: { rateLimit: { max: opts.uploadsPerMinute, timeWindow: '1 minute' } } },
  );
};

export default designRoutes;
