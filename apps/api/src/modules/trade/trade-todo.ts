import {
  type adminContract,
  AFTER_SALE_STATUS,
  CONTACT_STATUS,
  type DataOf,
  ORDER_STATUS,
  permissionGranted,
  PRINT_STATUS,
  QUOTE_STATUS,
} from '@shop/shared';
import { adminPermissions } from '../../lib/admin-access.ts';
import { AppError } from '../../lib/app-error.ts';
import { adminIdOf, type Ctx } from '../../lib/use-case.ts';

type Todo = DataOf<typeof adminContract.statistics.trade.todo>;

/** After-sales that wait for the shop's next step (approve, receive the parcel, refund). */
const AFTER_SALES_WAITING = [AFTER_SALE_STATUS.applied, AFTER_SALE_STATUS.returnSent, AFTER_SALE_STATUS.awaitingRefund];

/**
 * What waits for staff, in one statement: each count only when the asking admin's permissions cover
 * its work (null otherwise), so the dashboard and the badges never show more than the admin may open.
 */
export async function tradeTodo(ctx: Ctx): Promise<Todo> {
  const held = await adminPermissions(ctx.db, adminIdOf(ctx));
  if (held === null) throw new AppError('UNAUTHORIZED');
  const orders = permissionGranted(held, 'trade:order:query');
  const afterSales = permissionGranted(held, 'trade:after-sale:query');
  const messages = permissionGranted(held, 'content:contact-us:query');
  const quotes = permissionGranted(held, 'trade:quote:query');
  const { rows } = await ctx.db.sql.query<Record<keyof Todo, number>>(
    `SELECT
       CASE WHEN $1 THEN (SELECT count(*)::int FROM trade_order WHERE status = $4) END AS "ordersToDispatch",
       CASE WHEN $1 THEN (SELECT count(*)::int FROM trade_order_item i JOIN trade_order o ON o.id = i.order_id
                          WHERE i.print_status = $5 AND o.status = $4) END AS "printDataToCheck",
       CASE WHEN $1 THEN (SELECT count(*)::int FROM trade_order_item i JOIN trade_order o ON o.id = i.order_id
                          WHERE i.print_status = $11 AND o.status = $4) END AS "artworkToPrepare",
       CASE WHEN $1 THEN (SELECT count(*)::int FROM trade_order_item i JOIN trade_order o ON o.id = i.order_id
                          WHERE i.print_status = ANY($6) AND o.status = $4) END AS "logoLinesToPrint",
       CASE WHEN $2 THEN (SELECT count(*)::int FROM trade_after_sale WHERE status = ANY($7)) END AS "afterSalesToHandle",
       CASE WHEN $3 THEN (SELECT count(*)::int FROM content_contact_message WHERE status = $8) END AS "messagesToAnswer",
       CASE WHEN $9 THEN (SELECT count(*)::int FROM trade_quote WHERE status = $10) END AS "quotesToPrice"`,
    [
      orders,
      afterSales,
      messages,
      ORDER_STATUS.awaitingDispatch,
      PRINT_STATUS.awaitingCheck,
      [PRINT_STATUS.aboutToPrint, PRINT_STATUS.printing],
      AFTER_SALES_WAITING,
      CONTACT_STATUS.new,
      quotes,
      QUOTE_STATUS.requested,
      PRINT_STATUS.artworkInPreparation,
    ],
  );
  return rows[0]!;
}
