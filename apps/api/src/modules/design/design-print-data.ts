import { ORDER_STATUS, ORDER_TYPE, type TDesignContent, type TOrderLineInput } from '@shop/shared';
import { AppError } from '../../lib/app-error.ts';
import { memberIdOf, type Ctx } from '../../lib/use-case.ts';
import { printAreaOf } from '../catalog/print-areas.ts';
import { storeMadeFile } from '../infra/upload-file.ts';
import { submitPrintData } from '../trade/submit-print-data.ts';
import { renderDesignPdf, storedFiles } from './design-pdf.ts';

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

/** The background job that draws a design's print data for an order line. */
export const DESIGN_PRINT_DATA = 'design.print-data';

/** What the job is sent: the line and the design as it was ordered (later changes to it are not printed). */
export interface DesignPrintJob {
  lineId: number;
  design: Omit<LineDesign, 'index'>;
}

/**
 * Print data for the lines drawn in the editor, once the order is placed: a background job per
 * line draws it (`drawDesignPrintData`), so the order's answer waits for no picture. Should the
 * job not be queued, the line waits for print data uploaded by the shopper, as any custom line does.
 */
export async function attachDesignPrintData(ctx: Ctx, orderId: number, designs: LineDesign[]): Promise<void> {
  if (designs.length === 0) return;
  try {
    const lines = await ctx.db.tradeOrderItem.findMany({ where: { orderId }, orderBy: { id: 'asc' }, select: { id: true } });
    for (const { index, ...design } of designs) {
      const line = lines[index];
      if (line) await ctx.services.jobs.send(DESIGN_PRINT_DATA, { lineId: line.id, design } satisfies DesignPrintJob);
    }
  } catch (error) {
    ctx.log.error({ err: error, orderId }, 'design print data could not be queued; the shopper can upload print data');
  }
}

/**
 * A design drawn as a vector PDF at the line's print size, stored as the member's print data and
 * submitted like an upload (status 10, then the background check). Nothing is drawn for a line of a
 * cancelled order or one that has print data already; should drawing fail, the line waits for
 * print data uploaded by the shopper.
 */
export async function drawDesignPrintData(ctx: Ctx, { lineId, design }: DesignPrintJob): Promise<void> {
  const line = await ctx.db.tradeOrderItem.findUnique({
    where: { id: lineId },
    select: { size: true, printDataUrl: true, order: { select: { memberId: true, status: true } } },
  });
  if (!line || line.order.memberId === null || line.order.status === ORDER_STATUS.cancelled || line.printDataUrl) return;
  // The file is the member's, as the upload it stands in for.
  const owner: Ctx = { ...ctx, memberId: line.order.memberId };
  try {
    const area = await printAreaOf(owner, design.spuId, design.locationId);
    const pdf = await renderDesignPdf(storedFiles(owner), { ...design, size: line.size }, area);
    const url = await storeMadeFile(owner, { kind: 'print', ext: 'pdf', mime: 'application/pdf', bytes: pdf, download: true });
    await submitPrintData(owner, { id: lineId, url });
  } catch (error) {
    ctx.log.error({ err: error, lineId, designId: design.id }, 'design print data could not be drawn; the shopper can upload print data');
  }
}
