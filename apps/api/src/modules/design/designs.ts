import {
  DESIGN_PICTURE_MAX_PIXELS,
  type TDesign,
  type TDesignContent,
  type ZDesignCreateRequest,
  type ZDesignPageRequest,
  type ZDesignUpdateRequest,
} from '@shop/shared';
import sharp from 'sharp';
import type { z } from 'zod';
import type { Prisma } from '../../generated/prisma/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { memberIdOf, type Ctx } from '../../lib/use-case.ts';
import { printAreaOf } from '../catalog/print-areas.ts';
import { storedFiles } from './design-pdf.ts';

type DesignInput = z.output<typeof ZDesignCreateRequest>;
type DesignRow = Prisma.DesignGetPayload<object>;

function toDesign(row: DesignRow): TDesign {
  return {
    id: row.id,
    name: row.name,
    spuId: row.spuId,
    skuId: row.skuId,
    locationId: row.locationId,
    size: row.size,
    content: row.content as TDesignContent,
    previewUrl: row.previewUrl,
    createTime: row.createdAt.getTime(),
    updateTime: row.updatedAt.getTime(),
  };
}

/** A design of the member's own; another member's behaves as a missing one. */
async function ownDesign(ctx: Ctx, id: number): Promise<DesignRow> {
  const row = await ctx.db.design.findFirst({ where: { id, memberId: memberIdOf(ctx) } });
  if (!row) throw new AppError('DESIGN_NOT_FOUND');
  return row;
}

/**
 * A design must fit what it is for: the product has a print area at the position, the SKU is the
 * product's, and every picture in it (and its preview) is a picture uploaded to this shop, of at
 * most `DESIGN_PICTURE_MAX_PIXELS`; an SVG's vectors are an SVG the shop cleaned.
 */
async function checkDesign(ctx: Ctx, input: DesignInput): Promise<void> {
  await printAreaOf(ctx, input.spuId, input.locationId);
  if (input.skuId !== undefined) {
    const sku = await ctx.db.sku.findFirst({ where: { id: input.skuId, spuId: input.spuId, deletedAt: null }, select: { id: true } });
    if (!sku) throw new AppError('SKU_NOT_FOUND');
  }
  const pictures = new Set(input.content.objects.flatMap((o) => (o.type === 'image' ? [o.url] : [])));
  const urls = new Set(input.previewUrl ? [...pictures, input.previewUrl] : pictures);
  const svgs = new Set(input.content.objects.flatMap((o) => (o.type === 'image' && o.svgUrl ? [o.svgUrl] : [])));
  const [known, knownSvgs] = await Promise.all([
    urls.size ? ctx.db.uploadedFile.count({ where: { url: { in: [...urls] }, kind: 'image' } }) : 0,
    svgs.size ? ctx.db.uploadedFile.count({ where: { url: { in: [...svgs] }, mime: 'image/svg+xml' } }) : 0,
  ]);
  if (known !== urls.size || knownSvgs !== svgs.size) throw new AppError('FILE_NOT_OURS');
  const read = storedFiles(ctx);
  for (const url of pictures) {
    // The header only (pictures are at most 5 MB): no pixel is decoded.
    const meta = await sharp(await read(url), { limitInputPixels: false })
      .metadata()
      .catch(() => {
        throw new AppError('FILE_TYPE_NOT_ALLOWED', { allowed: 'JPG, PNG, GIF' });
      });
    const pixels = (meta.width ?? 0) * (meta.height ?? 0);
    if (pixels > DESIGN_PICTURE_MAX_PIXELS)
      throw new AppError('DESIGN_PICTURE_TOO_LARGE', { pixels: Math.round(pixels / 1e6), max: DESIGN_PICTURE_MAX_PIXELS / 1e6 });
  }
}

const columns = (input: DesignInput) => ({
  name: input.name,
  spuId: input.spuId,
  skuId: input.skuId ?? null,
  locationId: input.locationId,
  size: input.size,
  content: input.content as Prisma.InputJsonValue,
  previewUrl: input.previewUrl,
});

export async function createDesign(ctx: Ctx, input: DesignInput): Promise<number> {
  const memberId = memberIdOf(ctx);
  await checkDesign(ctx, input);
  const row = await ctx.db.design.create({ data: { memberId, ...columns(input) }, select: { id: true } });
  return row.id;
}

export async function updateDesign(ctx: Ctx, input: z.output<typeof ZDesignUpdateRequest>): Promise<boolean> {
  await checkDesign(ctx, input);
  const updated = await ctx.db.design.updateMany({ where: { id: input.id, memberId: memberIdOf(ctx) }, data: columns(input) });
  if (updated.count === 0) throw new AppError('DESIGN_NOT_FOUND');
  return true;
}

export async function getDesign(ctx: Ctx, id: number): Promise<TDesign> {
  return toDesign(await ownDesign(ctx, id));
}

export async function pageDesigns(ctx: Ctx, query: z.output<typeof ZDesignPageRequest>): Promise<{ list: TDesign[]; total: number }> {
  const where = { memberId: memberIdOf(ctx), ...(query.spuId === undefined ? {} : { spuId: query.spuId }) };
  const [rows, total] = await Promise.all([
    ctx.db.design.findMany({
      where,
      orderBy: [{ updatedAt: 'desc' }, { id: 'desc' }],
      skip: (query.pageNo - 1) * query.pageSize,
      take: query.pageSize,
    }),
    ctx.db.design.count({ where }),
  ]);
  return { list: rows.map(toDesign), total };
}

/** A copy of a design of mine, to change without losing the original. */
export async function copyDesign(ctx: Ctx, id: number): Promise<number> {
  const row = await ownDesign(ctx, id);
  const copy = await ctx.db.design.create({
    data: { ...columns({ ...toDesign(row), skuId: row.skuId ?? undefined }), memberId: row.memberId },
    select: { id: true },
  });
  return copy.id;
}

export async function deleteDesign(ctx: Ctx, id: number): Promise<boolean> {
  const deleted = await ctx.db.design.deleteMany({ where: { id, memberId: memberIdOf(ctx) } });
  if (deleted.count === 0) throw new AppError('DESIGN_NOT_FOUND');
  return true;
}
