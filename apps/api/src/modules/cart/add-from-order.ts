import { CUSTOMIZED_TYPE_LOGO, ORDER_TYPE, type TCartAddFromOrderRequest, type TCartAddFromOrderResponse } from '@shop/shared';
import { AppError } from '../../lib/app-error.ts';
import { memberIdOf, type Ctx } from '../../lib/use-case.ts';
import { SPU_ON_SALE } from '../catalog/list-spus.ts';
import { printApproved, REORDERABLE_STATUSES } from '../trade/reorder-print-data.ts';
import { mergeIntoCart } from './cart.ts';

/**
 * "Buy again" from an order of mine (another member's is not found): its normal lines (all, or the
 * ones named) go into the cart as a merge does (added to a line of the same SKU, cut to the stock);
 * its logo lines come back as checkout lines with their print order and logo, and, where the earlier
 * print data was approved on a paid order, `reorderItemId` so the new line prints it without a new
 * proof. Lines off sale or out of stock are answered as unavailable; none available is refused.
 */
export async function addFromOrder(ctx: Ctx, input: TCartAddFromOrderRequest): Promise<TCartAddFromOrderResponse> {
  const memberId = memberIdOf(ctx);
  const order = await ctx.db.tradeOrder.findFirst({
    where: { id: input.orderId, memberId },
    include: { items: { orderBy: { id: 'asc' } } },
  });
  const lines = order?.items.filter((item) => !input.itemIds || input.itemIds.includes(item.id)) ?? [];
  if (!order || lines.length === 0) throw new AppError('ORDER_NOT_FOUND');
  const skus = await ctx.db.sku.findMany({
    where: { id: { in: lines.map((l) => l.skuId) } },
    select: { id: true, stock: true, spu: { select: { status: true } } },
  });
  const available = lines.filter((line) => {
    const sku = skus.find((s) => s.id === line.skuId);
    return sku !== undefined && sku.spu.status === SPU_ON_SALE && sku.stock > 0;
  });
  const normal = available.filter((line) => line.orderType !== ORDER_TYPE.custom);
  const reprintable = REORDERABLE_STATUSES.includes(order.status);
  const customItems = available
    .filter((line) => line.orderType === ORDER_TYPE.custom)
    .map((line) => ({
      skuId: line.skuId,
      count: line.count,
      orderType: ORDER_TYPE.custom,
      customizedType: CUSTOMIZED_TYPE_LOGO,
      size: line.size,
      locationId: line.locationId,
      decoratingMethod: line.decoratingMethod,
      imgUrl: line.imgUrl,
      ...(line.description ? { description: line.description } : {}),
      ...(reprintable && printApproved(line) ? { reorderItemId: line.id } : {}),
    }));
  if (normal.length === 0 && customItems.length === 0) throw new AppError('REORDER_NOTHING_AVAILABLE');
  const merged =
    normal.length > 0
      ? await mergeIntoCart(
          ctx,
          normal.map((line) => ({ skuId: line.skuId, count: line.count })),
        )
      : null;
  return {
    cartIds: merged?.ids ?? [],
    customItems,
    unavailable: lines.filter((line) => !available.includes(line)).map((line) => line.id),
  };
}
