import { createHash } from 'node:crypto';
import { ORDER_STATUS, type TSettings } from '@shop/shared';
import { Prisma } from '../../generated/prisma/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { StockLine } from './stock.ts';

type Tx = Prisma.TransactionClient;
/** The settings' unpaid-order limits. */
type Limits = Pick<TSettings['unpaid'], 'maxOrdersPerBuyer' | 'maxStockShare'>;

/** Pieces of a SKU a buyer may always hold unpaid, however small the share of its stock: what a normal order needs. */
const ALWAYS_ALLOWED_PIECES = 10;

/** Who orders, as the limits know them: a member by account; a guest by mailbox and by client address. */
interface Holder {
  memberId: number | null;
  mailbox: string;
  clientAddress: string | null;
}

/** One side a buyer is counted by, and the orders it holds. */
interface Side {
  key: string;
  orders: Prisma.Sql;
}

/** A member is counted by account; a guest by mailbox and by client address alike, each bounded on its own. */
function sidesOf(holder: Holder): Side[] {
  if (holder.memberId !== null) return [{ key: `member:${holder.memberId}`, orders: Prisma.sql`o.member_id = ${holder.memberId}` }];
  return [
    { key: `mailbox:${holder.mailbox}`, orders: Prisma.sql`o.mailbox = ${holder.mailbox}` },
    ...(holder.clientAddress === null
      ? []
      : [{ key: `client:${holder.clientAddress}`, orders: Prisma.sql`o.client_address = ${holder.clientAddress}` }]),
  ];
}

const lockId = (key: string) => createHash('sha256').update(key).digest().readBigInt64BE(0);

interface Held {
  skuId: number;
  stock: number;
  /** Pieces of the SKU in the side's unpaid orders. */
  pieces: number;
  /** The side's unpaid orders. */
  orders: number;
}

/** The side's unpaid orders, and per SKU of the order its pieces in them and the stock left. */
function heldBy(tx: Tx, side: Side, skuIds: number[]): Promise<Held[]> {
  // Orders awaiting approval hold their stock unpaid too.
  const unpaid = Prisma.sql`o.status IN (${ORDER_STATUS.unpaid}, ${ORDER_STATUS.awaitingApproval}) AND ${side.orders}`;
  return tx.$queryRaw<Held[]>`
    SELECT s.id AS "skuId", s.stock, coalesce(h.pieces, 0)::int AS pieces,
           (SELECT count(*)::int FROM trade_order o WHERE ${unpaid}) AS orders
    FROM product_sku s
    LEFT JOIN (SELECT i.sku_id, sum(i.count) AS pieces FROM trade_order o JOIN trade_order_item i ON i.order_id = o.id
               WHERE ${unpaid} AND i.sku_id = ANY(${skuIds}::int[]) GROUP BY i.sku_id) h ON h.sku_id = s.id
    WHERE s.id = ANY(${skuIds}::int[])`;
}

/**
 * Refuses an order that would leave its buyer holding more unpaid orders than the shop allows, or
 * more of a SKU than its share of the stock (what the buyer holds plus what is left; at least 10
 * pieces, and a lack of stock is reported by the stock itself). Called first in the order's
 * transaction: the lock per buyer side makes one buyer's orders take turns (each counts the ones
 * committed before it), while other buyers' orders do not wait. The locks are taken in one order
 * everywhere, so two guests sharing a mailbox or an address never wait on each other in a cycle.
 */
export async function assertUnpaidLimits(
  tx: Tx,
  limits: Limits,
  holder: Holder,
  lines: (StockLine & { spuName: string })[],
): Promise<void> {
  const sides = sidesOf(holder);
  const locks = sides.map((side) => lockId(side.key)).sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  for (const id of locks) await tx.$executeRaw`SELECT pg_advisory_xact_lock(${id}::bigint)`;
  const ordered = new Map<number, number>();
  for (const line of lines) ordered.set(line.skuId, (ordered.get(line.skuId) ?? 0) + line.count);
  for (const side of sides) {
    const held = await heldBy(tx, side, [...ordered.keys()]);
    if ((held[0]?.orders ?? 0) >= limits.maxOrdersPerBuyer) throw new AppError('ORDER_UNPAID_LIMIT', { count: limits.maxOrdersPerBuyer });
    for (const sku of held) {
      const max = Math.max(ALWAYS_ALLOWED_PIECES, Math.floor(((sku.stock + sku.pieces) * limits.maxStockShare) / 100));
      const count = ordered.get(sku.skuId) ?? 0;
      if (sku.pieces + count > max && count <= sku.stock) {
        const name = lines.find((line) => line.skuId === sku.skuId)?.spuName ?? '';
        throw new AppError('ORDER_UNPAID_STOCK_SHARE', { name, max, held: sku.pieces });
      }
    }
  }
}
