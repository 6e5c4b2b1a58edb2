import type { TAdminDocumentRow, ZAdminDocumentPageRequest } from '@shop/shared';
import type { z } from 'zod';
import { Prisma } from '../../generated/prisma/client.ts';
import type { Ctx } from '../../lib/use-case.ts';

type Query = z.output<typeof ZAdminDocumentPageRequest>;

interface Row {
  kind: 'invoice' | 'credit-note';
  id: number;
  no: string;
  currency: string;
  total: number;
  issuedAt: Date;
  orderId: number;
  orderNo: string;
  editId: number | null;
  afterSaleNo: string | null;
}

/** The invoices and the credit notes as one list, each with its order (and edit or after-sale). */
const DOCUMENTS = Prisma.sql`(
  SELECT 'invoice' AS kind, i.id, i.no, i.currency, i.total, i.issued_at, i.order_id, i.edit_id, NULL::text AS after_sale_no
    FROM trade_invoice i
  UNION ALL
  SELECT 'credit-note', c.id, c.no, c.currency, c.total, c.issued_at, c.order_id, NULL::int, a.no
    FROM trade_credit_note c LEFT JOIN trade_after_sale a ON a.id = c.after_sale_id
) d`;

/**
 * Every invoice (supplementary ones too) and credit note the shop issued, across orders, newest
 * first: by kind, part of the number, and issue time (`from` ≤ issued < `to`).
 */
export async function pageDocuments(ctx: Ctx, query: Query): Promise<{ list: TAdminDocumentRow[]; total: number }> {
  const filters = [
    query.kind ? Prisma.sql`d.kind = ${query.kind}` : null,
    query.no ? Prisma.sql`d.no ILIKE ${`%${query.no.replace(/[\\%_]/g, '\\$&')}%`}` : null,
    query.from !== undefined ? Prisma.sql`d.issued_at >= ${new Date(query.from)}` : null,
    query.to !== undefined ? Prisma.sql`d.issued_at < ${new Date(query.to)}` : null,
  ].filter((f): f is Prisma.Sql => f !== null);
  const where = filters.length > 0 ? Prisma.sql`WHERE ${Prisma.join(filters, ' AND ')}` : Prisma.empty;
  const [rows, [count]] = await Promise.all([
    ctx.db.$queryRaw<Row[]>`
      SELECT d.kind, d.id, d.no, d.currency, d.total, d.issued_at AS "issuedAt", d.order_id AS "orderId", o.no AS "orderNo",
             d.edit_id AS "editId", d.after_sale_no AS "afterSaleNo"
        FROM ${DOCUMENTS} JOIN trade_order o ON o.id = d.order_id
        ${where}
       ORDER BY d.issued_at DESC, d.kind, d.id DESC
       LIMIT ${query.pageSize} OFFSET ${(query.pageNo - 1) * query.pageSize}`,
    ctx.db.$queryRaw<{ total: bigint }[]>`SELECT count(*) AS total FROM ${DOCUMENTS} ${where}`,
  ]);
  return {
    list: rows.map((r) => ({
      kind: r.kind,
      id: r.id,
      no: r.no,
      currency: r.currency,
      total: r.total,
      issueTime: r.issuedAt.getTime(),
      orderId: r.orderId,
      orderNo: r.orderNo,
      editId: r.editId,
      afterSaleNo: r.afterSaleNo,
    })),
    total: Number(count?.total ?? 0),
  };
}
