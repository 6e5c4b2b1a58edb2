import type { TPrintArea, ZAdminPrintAreaSaveRequest } from '@shop/shared';
import type { z } from 'zod';
import type { Prisma } from '../../generated/prisma/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { adminIdOf, type Ctx } from '../../lib/use-case.ts';
import { writeAudit } from '../system/audit.ts';

const fields = { locationId: true, picUrl: true, x: true, y: true, width: true, height: true, widthMm: true, heightMm: true } as const;

/** A product's print areas, by position. */
export async function listPrintAreas(db: Ctx['db'] | Prisma.TransactionClient, spuId: number): Promise<TPrintArea[]> {
  return db.printArea.findMany({ where: { spuId }, select: fields, orderBy: { locationId: 'asc' } });
}

/** The print area of a product at a logo position (the design editor draws in it, the print PDF takes its size). */
export async function printAreaOf(ctx: Pick<Ctx, 'db'>, spuId: number, locationId: string): Promise<TPrintArea> {
  const area = await ctx.db.printArea.findUnique({ where: { spuId_locationId: { spuId, locationId } }, select: fields });
  if (!area) throw new AppError('DESIGN_NO_PRINT_AREA');
  return area;
}

/**
 * The back office sets a product's print areas together: positions named are written, the others
 * removed; each position must be one of the shop's logo positions. Audited in the same transaction.
 */
export async function savePrintAreas(ctx: Ctx, input: z.output<typeof ZAdminPrintAreaSaveRequest>): Promise<boolean> {
  const adminId = adminIdOf(ctx);
  const positions = await ctx.db.dictData.findMany({ where: { dictType: 'custom_logo_position' }, select: { value: true } });
  const known = new Set(positions.map((p) => p.value));
  const unknown = input.areas.find((area) => !known.has(area.locationId));
  if (unknown) throw new AppError('BAD_REQUEST', { detail: `areas: no logo position ${unknown.locationId}` });
  await ctx.db.$transaction(async (tx) => {
    const spu = await tx.spu.findUnique({ where: { id: input.spuId }, select: { id: true } });
    if (!spu) throw new AppError('PRODUCT_NOT_FOUND');
    const before = await listPrintAreas(tx, input.spuId);
    await tx.printArea.deleteMany({ where: { spuId: input.spuId } });
    await tx.printArea.createMany({ data: input.areas.map((area) => ({ spuId: input.spuId, ...area })) });
    await writeAudit(tx, {
      adminId,
      action: 'product:spu:print-area',
      target: `product_spu:${input.spuId}`,
      before: { areas: before },
      after: { areas: input.areas },
    });
  });
  return true;
}
