import { adminContract, type DataOf, type ParsedInputOf } from '@shop/shared';
import type { Ctx } from '../../lib/use-case.ts';

const endpoint = adminContract.statistics.trade.tax;
type Report = DataOf<typeof endpoint>;

/**
 * The tax of the documents issued in a period (`from` included, `to` excluded), as an accountant
 * files it: VAT per EU country, sales tax per US state (the delivery address decides, as on the
 * documents), per currency. Each invoice adds its total and the tax it states; each credit note
 * takes off its refund and the tax it states contained. `taxable` is the amount without the tax.
 * The figures are those the documents were issued with (their `amounts`), never worked out again.
 */
export async function taxReport(ctx: Ctx, query: ParsedInputOf<typeof endpoint>): Promise<Report> {
  const from = new Date(query.from);
  const to = new Date(query.to);
  const rows = await ctx.db.$queryRaw<{ country: string; state: string | null; currency: string; taxable: bigint; tax: bigint }[]>`
    WITH documents AS (
      SELECT o.address, d.currency, d.total AS amount,
             CASE WHEN upper(o.address->>'countryCode') = 'US' THEN coalesce((d.content->'amounts'->>'salesTaxPrice')::int, 0)
                  ELSE coalesce((d.content->'amounts'->>'vatIncludedPrice')::int, 0) END AS tax
      FROM trade_invoice d JOIN trade_order o ON o.id = d.order_id
      WHERE d.issued_at >= ${from} AND d.issued_at < ${to}
      UNION ALL
      SELECT o.address, d.currency, -d.total, -coalesce((d.content->'amounts'->>'taxContained')::int, 0)
      FROM trade_credit_note d JOIN trade_order o ON o.id = d.order_id
      WHERE d.issued_at >= ${from} AND d.issued_at < ${to}
    )
    SELECT upper(coalesce(address->>'countryCode', '')) AS country,
           CASE WHEN upper(address->>'countryCode') = 'US' THEN upper(coalesce(address->>'state', '')) END AS state,
           currency, sum(amount - tax)::bigint AS taxable, sum(tax)::bigint AS tax
    FROM documents
    GROUP BY 1, 2, 3
    ORDER BY 1, 2, 3`;
  return {
    rows: rows.map((r) => ({ country: r.country, state: r.state, currency: r.currency, taxable: Number(r.taxable), tax: Number(r.tax) })),
  };
}
