import { ORDER_TYPE, type TPreviousDesign } from '@shop/shared';
import { memberIdOf, type Ctx } from '../../lib/use-case.ts';
import { printApproved, REORDERABLE_STATUSES } from './reorder-print-data.ts';

/** The most previous designs one product page offers. */
const MAX_DESIGNS = 12;

/**
 * "Your previous designs" on a product page: the logo lines of my paid orders of that product,
 * newest first, one per logo and print order (the same logo ordered twice shows once).
 */
export async function pagePreviousDesigns(ctx: Ctx, spuId: number): Promise<TPreviousDesign[]> {
  const rows = await ctx.db.tradeOrderItem.findMany({
    where: {
      spuId,
      orderType: ORDER_TYPE.custom,
      imgUrl: { not: '' },
      order: { memberId: memberIdOf(ctx), status: { in: REORDERABLE_STATUSES } },
    },
    include: { order: { select: { no: true, createdAt: true } } },
    orderBy: { id: 'desc' },
    take: 100,
  });
  const seen = new Set<string>();
  const designs: TPreviousDesign[] = [];
  for (const row of rows) {
    const key = [row.imgUrl, row.size, row.locationId, row.decoratingMethod, row.printDataUrl].join('|');
    if (seen.has(key)) continue;
    seen.add(key);
    designs.push({
      orderItemId: row.id,
      orderId: row.orderId,
      orderNo: row.order.no,
      createTime: row.order.createdAt.getTime(),
      skuId: row.skuId,
      count: row.count,
      size: row.size,
      locationId: row.locationId,
      decoratingMethod: row.decoratingMethod,
      description: row.description,
      imgUrl: row.imgUrl,
      approved: printApproved(row),
    });
  }
  return designs.slice(0, MAX_DESIGNS);
}
