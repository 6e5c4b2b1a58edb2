import { type PricingBuyer, TAX_EXEMPT_STATUS, VAT_ID_STATUS } from '@shop/shared';
import type { Ctx } from '../../lib/use-case.ts';

/** The buyer's company as an order keeps it: what its documents name and its prices were decided by. */
export type BuyerCompany = {
  id: number;
  name: string;
  /** Empty when the company gave none. */
  vatId: string;
  vatIdStatus: number;
  /** The company's country (ISO alpha-2). */
  countryCode: string;
  /** The US state of its approved sales-tax exemption; empty when none is approved. */
  taxExemptState: string;
};

/**
 * The asking member's company (null for consumers and guests), in one named statement: settlement
 * asks it on every click of the checkout.
 */
export async function buyerCompanyOf(ctx: Ctx): Promise<BuyerCompany | null> {
  if (ctx.memberId === null) return null;
  const { rows } = await ctx.db.sql.query<BuyerCompany>({
    name: 'buyer-company',
    text: `SELECT c.id, c.name, c.vat_id AS "vatId", c.vat_id_status AS "vatIdStatus", trim(k.iso2) AS "countryCode",
                  CASE WHEN c.tax_exempt_status = $2 THEN c.tax_exempt_state ELSE '' END AS "taxExemptState"
             FROM member_company_member m JOIN member_company c ON c.id = m.company_id JOIN member_country k ON k.id = c.country_id
            WHERE m.member_id = $1`,
    values: [ctx.memberId, TAX_EXEMPT_STATUS.approved],
  });
  return rows[0] ?? null;
}

/** What of the company the one pricing core decides taxes by. */
export function pricingBuyerOf(company: BuyerCompany | null): PricingBuyer | null {
  if (!company) return null;
  return {
    countryCode: company.countryCode,
    vatIdValid: company.vatIdStatus === VAT_ID_STATUS.valid,
    taxExemptStates: company.taxExemptState ? [company.taxExemptState] : [],
  };
}
