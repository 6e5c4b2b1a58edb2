import { ORDER_STATUS, ORDER_TYPE, PRINT_STATUS, type TOrderLineInput } from '@shop/shared';
import type { Prisma } from '../../generated/prisma/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { memberIdOf, type Ctx } from '../../lib/use-case.ts';

/** Orders whose logo lines can be bought again: paid, dispatched or completed (never unpaid or cancelled). */
export const REORDERABLE_STATUSES: number[] = [ORDER_STATUS.awaitingDispatch, ORDER_STATUS.dispatched, ORDER_STATUS.completed];

/** A logo line's print data counts as approved from "about to print" on (30, 40, 50) when a file is there. */
export const printApproved = (line: { printStatus: number | null; printDataUrl: string }): boolean =>
  (line.printStatus ?? 0) >= PRINT_STATUS.aboutToPrint && line.printDataUrl !== '';

/** The approved print data an earlier line hands to the line of a new order that prints it again. */
export interface ReorderedPrint {
  /** The new line's place among the order's lines. */
  index: number;
  data: Pick<
    Prisma.TradeOrderItemUpdateManyMutationInput,
    'printStatus' | 'printDataUrl' | 'printDataName' | 'printReasons' | 'printFindings' | 'printPreviewUrl' | 'printCheckedAt'
  >;
}

type Line = Pick<TOrderLineInput, 'reorderItemId' | 'skuId' | 'locationId' | 'size' | 'orderType'>;

/**
 * The earlier logo lines the order's custom lines print again (`reorderItemId`): each must be a
 * logo line of a paid order of the member, its print data approved, for the same product, position
 * and size (print data is made for them); else REORDER_PRINT_DATA_NOT_FOUND. Checked before the
 * order is placed; another member's line is refused the same way as a missing one.
 */
export async function reorderedPrints(ctx: Ctx, items: Line[]): Promise<ReorderedPrint[]> {
  const named = items.flatMap((item, index) => (item.reorderItemId !== undefined ? [{ item, index }] : []));
  if (named.length === 0) return [];
  const memberId = memberIdOf(ctx);
  const [sources, skus] = await Promise.all([
    ctx.db.tradeOrderItem.findMany({
      where: {
        id: { in: named.map((n) => Number(n.item.reorderItemId)) },
        orderType: ORDER_TYPE.custom,
        order: { memberId, status: { in: REORDERABLE_STATUSES } },
      },
    }),
    ctx.db.sku.findMany({ where: { id: { in: named.map((n) => Number(n.item.skuId)) } }, select: { id: true, spuId: true } }),
  ]);
  return named.map(({ item, index }) => {
    const source = sources.find((s) => s.id === Number(item.reorderItemId));
    const sku = skus.find((s) => s.id === Number(item.skuId));
    const same =
      source &&
      sku?.spuId === source.spuId &&
      item.orderType === ORDER_TYPE.custom &&
      String(item.locationId ?? '') === source.locationId &&
      (item.size ?? '') === source.size;
    if (!same || !printApproved(source)) throw new AppError('REORDER_PRINT_DATA_NOT_FOUND');
    return {
      index,
      data: {
        printStatus: PRINT_STATUS.aboutToPrint,
        printDataUrl: source.printDataUrl,
        printDataName: source.printDataName,
        printReasons: [],
        printFindings: source.printFindings as Prisma.InputJsonValue,
        printPreviewUrl: source.printPreviewUrl,
        printCheckedAt: source.printCheckedAt,
      },
    };
  });
}

/**
 * In the order's transaction: the lines bought again start where their earlier line's approval
 * left off — its print data, approved (30, "about to print"): no new upload, check or proof.
 */
export async function carryApprovedPrints(tx: Prisma.TransactionClient, orderId: number, prints: ReorderedPrint[]): Promise<void> {
  if (prints.length === 0) return;
  const lines = await tx.tradeOrderItem.findMany({ where: { orderId }, orderBy: { id: 'asc' }, select: { id: true } });
  for (const { index, data } of prints) {
    const line = lines[index];
    if (line) await tx.tradeOrderItem.update({ where: { id: line.id }, data });
  }
}
