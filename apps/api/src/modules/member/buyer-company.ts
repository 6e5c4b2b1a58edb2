import { type PricingBuyer, TAX_EXEMPT_STATUS, VAT_ID_STATUS } from '@shop/shared';
import type { Db } from '../../db/client.ts';

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

/** What of the company the one pricing core decides taxes by. */
export function pricingBuyerOf(company: BuyerCompany | null): PricingBuyer | null {
  if (!company) return null;
  return {
    countryCode: company.countryCode,
    vatIdValid: company.vatIdStatus === VAT_ID_STATUS.valid,
    taxExemptStates: company.taxExemptState ? [company.taxExemptState] : [],
  };
}

/** A member's company as an order keeps it (null without one): for a quote priced or accepted on its buyer's behalf. */
export async function companyOfMember(db: Db, memberId: number | null): Promise<BuyerCompany | null> {
  if (memberId === null) return null;
  const link = await db.companyMember.findFirst({ where: { memberId }, include: { company: true } });
  if (!link) return null;
  const { company } = link;
  const country = await db.country.findUnique({ where: { id: company.countryId }, select: { iso2: true } });
  return {
    id: company.id,
    name: company.name,
    vatId: company.vatId,
    vatIdStatus: company.vatIdStatus,
    countryCode: (country?.iso2 ?? '').trim(),
    taxExemptState: company.taxExemptStatus === TAX_EXEMPT_STATUS.approved ? company.taxExemptState : '',
  };
}
