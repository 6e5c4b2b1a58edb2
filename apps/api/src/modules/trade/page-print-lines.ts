import { ORDER_STATUS, ORDER_TYPE, type TAdminPrintLine, type TPrintReason, type ZAdminPrintPageRequest } from '@shop/shared';
import type { z } from 'zod';
import type { Prisma } from '../../generated/prisma/client.ts';
import type { Ctx } from '../../lib/use-case.ts';
import { printNamer } from './print-names.ts';

/** The back office's queue: custom lines of paid or unpaid orders by print status, oldest first. */
export async function pagePrintLines(ctx: Ctx, query: z.output<typeof ZAdminPrintPageRequest>) {
  const where: Prisma.TradeOrderItemWhereInput = {
    orderType: ORDER_TYPE.custom,
    order: { status: { not: ORDER_STATUS.cancelled } },
    ...(query.printStatus !== undefined ? { printStatus: query.printStatus } : {}),
  };
  const [rows, total, names] = await Promise.all([
    ctx.db.tradeOrderItem.findMany({
      where,
      include: { order: { select: { id: true, no: true, status: true, email: true, createdAt: true } } },
      orderBy: { id: 'asc' },
      skip: (query.pageNo - 1) * query.pageSize,
      take: query.pageSize,
    }),
    ctx.db.tradeOrderItem.count({ where }),
    printNamer(ctx),
  ]);
  const list: TAdminPrintLine[] = rows.map((row) => ({
    id: row.id,
    orderId: row.order.id,
    orderNo: row.order.no,
    orderStatus: row.order.status,
    memberMail: row.order.email,
    spuName: row.spuName,
    picUrl: row.picUrl,
    count: row.count,
    size: row.size,
    printWidthMm: row.printWidthMm,
    printHeightMm: row.printHeightMm,
    locationId: row.locationId,
    decoratingMethod: row.decoratingMethod,
    ...names(row),
    description: row.description,
    imgUrl: row.imgUrl,
    printCheckLevel: row.printCheckLevel,
    printStatus: row.printStatus,
    printDataUrl: row.printDataUrl,
    printDataName: row.printDataName,
    printReasons: row.printReasons as TPrintReason[],
    printFindings: row.printFindings as Record<string, unknown>,
    printPreviewUrl: row.printPreviewUrl,
    createTime: row.order.createdAt.getTime(),
  }));
  return { list, total };
}
