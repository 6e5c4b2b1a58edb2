import { ORDER_TYPE, type TDesignContent, type TOrderLineInput } from '@shop/shared';
import { AppError } from '../../lib/app-error.ts';
import { memberIdOf, type Ctx } from '../../lib/use-case.ts';
import { printAreaOf } from '../catalog/print-areas.ts';
import { storeMadeFile } from '../infra/upload-file.ts';
import { submitPrintData } from '../trade/print-data.ts';
import { renderDesignPdf } from './design-pdf.ts';

interface LineDesign {
  /** The line's place among the order's lines. */
  index: number;
  id: number;
  name: string;
  spuId: number;
  locationId: string;
  size: string;
  content: TDesignContent;
}

/**
 * The designs the order's custom lines name: each must be the member's own, for the line's
 * product and position. Checked before the order is placed.
 */
export async function designsOfLines(ctx: Ctx, items: Pick<TOrderLineInput, 'designId' | 'skuId' | 'locationId' | 'orderType'>[]) {
  const named = items.flatMap((item, index) =>
    item.designId !== undefined && item.orderType === ORDER_TYPE.custom ? [{ item, index }] : [],
  );
  if (named.length === 0) return [];
  const rows = await ctx.db.design.findMany({
    where: { memberId: memberIdOf(ctx), id: { in: named.map((n) => Number(n.item.designId)) } },
  });
  const skus = await ctx.db.sku.findMany({
    where: { id: { in: named.map((n) => Number(n.item.skuId)) } },
    select: { id: true, spuId: true },
  });
  return named.map(({ item, index }): LineDesign => {
    const row = rows.find((r) => r.id === Number(item.designId));
    const sku = skus.find((s) => s.id === Number(item.skuId));
    if (!row || !sku || sku.spuId !== row.spuId || String(item.locationId ?? '') !== row.locationId) throw new AppError('DESIGN_NOT_FOUND');
    return { index, ...row, content: row.content as TDesignContent };
  });
}

/**
 * Print data for the lines drawn in the editor, right after the order was placed: the design is
 * drawn as a vector PDF at the print size, stored as the member's print data and submitted like an
 * upload (status 10, then the background check). Should drawing fail, the line waits for print data
 * uploaded by the shopper, as any custom line does.
 */
export async function attachDesignPrintData(ctx: Ctx, orderId: number, designs: LineDesign[]): Promise<void> {
  if (designs.length === 0) return;
  const lines = await ctx.db.tradeOrderItem.findMany({ where: { orderId }, orderBy: { id: 'asc' }, select: { id: true, size: true } });
  for (const design of designs) {
    const line = lines[design.index];
    if (!line) continue;
    try {
      const area = await printAreaOf(ctx, design.spuId, design.locationId);
      const pdf = await renderDesignPdf(ctx, { ...design, size: line.size }, area);
      const url = await storeMadeFile(ctx, { kind: 'print', ext: 'pdf', mime: 'application/pdf', bytes: pdf, download: true });
      await submitPrintData(ctx, { id: line.id, url });
    } catch (error) {
      ctx.log.error(
        { err: error, orderId, designId: design.id },
        'design print data could not be drawn; the shopper can upload print data',
      );
    }
  }
}
