import { z } from 'zod';
import { US_SALES_TAX_BP } from '../tax-rates.ts';
import { pageResult, zId, zQueryInt } from './common.ts';
import { ZAddress, ZAddressFields, ZNewCompany, requireStateWhereAsked } from './member.ts';

/** A member's role in their company: admins manage it, approvers will approve orders over limits, buyers buy. */
export const COMPANY_ROLES = ['admin', 'approver', 'buyer'] as const;
export type CompanyRole = (typeof COMPANY_ROLES)[number];

/** The VAT ID check: 0 unchecked (none given), 1 valid, 2 invalid (VIES knows no such number). */
export const VAT_ID_STATUS = { unchecked: 0, valid: 1, invalid: 2 } as const;
/** A US sales-tax exemption: 0 none, 10 submitted, 20 approved, 30 rejected. */
export const TAX_EXEMPT_STATUS = { none: 0, submitted: 10, approved: 20, rejected: 30 } as const;

/** How long a mailed invitation can be used. */
export const COMPANY_INVITATION_DAYS = 7;

const zMail = z.string().trim().toLowerCase().pipe(z.email().max(120));
const zRole = z.enum(COMPANY_ROLES);
/** A spending limit in cents; null or left out: no limit. */
const zLimit = z.number().int().min(0).max(1_000_000_000).nullable().optional();

export const ZCompanyMember = z.object({
  memberId: z.number().int(),
  name: z.string(),
  mail: z.string(),
  role: zRole,
  spendingLimitPerOrder: z.number().int().nullable(),
  spendingLimitPerMonth: z.number().int().nullable(),
});

/** What the company's page shows of its VAT ID, exemption and terms. */
const ZCompanyFacts = z.object({
  id: z.number().int(),
  name: z.string(),
  vatId: z.string(),
  vatIdStatus: z.number().int(),
  /** The status comes from the offline format and check-digit test only (no VIES, or VIES did not answer). */
  vatIdOffline: z.boolean(),
  countryId: z.number().int(),
  taxExemptStatus: z.number().int(),
  /** The US state of the exemption certificate; empty when none was sent. */
  taxExemptState: z.string(),
  taxExemptCertificateUrl: z.string(),
  /** The shop's reason when it rejected the certificate. */
  taxExemptReason: z.string(),
  invoiceAllowed: z.boolean(),
  creditLimit: z.number().int(),
  termsDays: z.number().int(),
});

/** The asking member's company: facts, their own role and limits, and the colleagues. */
export const ZCompany = ZCompanyFacts.extend({
  /**
   * The VAT (basis points) the storefront takes out of its EUR prices for this company: its
   * country's rate under the reverse charge (a valid VAT ID elsewhere in the EU than the shop),
   * else 0. Checkout prices by the delivery country.
   */
  netPriceVatBp: z.number().int().optional(),
  /** The asking member's id (their line among `members`). */
  memberId: z.number().int(),
  role: zRole,
  spendingLimitPerOrder: z.number().int().nullable(),
  spendingLimitPerMonth: z.number().int().nullable(),
  members: z.array(ZCompanyMember),
});
export const ZCompanyGetResponse = ZCompany.nullable();

/** The VAT ID is optional: companies outside the EU have none. */
export const ZCompanyCreateRequest = ZNewCompany;
/** The same fields as at creation; a changed VAT ID or country is checked again. */
export const ZCompanyUpdateRequest = ZCompanyCreateRequest.extend({});

export const ZCompanyInviteRequest = z.object({
  mail: zMail,
  role: zRole,
  spendingLimitPerOrder: zLimit,
  spendingLimitPerMonth: zLimit,
});

export const ZCompanyJoinRequest = z.object({ token: z.string().trim().min(16).max(100) });

export const ZCompanyUpdateMemberRequest = z.object({
  memberId: zId,
  role: zRole,
  spendingLimitPerOrder: zLimit,
  spendingLimitPerMonth: zLimit,
});

export const ZCompanyRemoveMemberQuery = z.object({ memberId: zQueryInt(zId) });

export const ZCompanyTaxExemptionRequest = z.object({
  state: z
    .string()
    .trim()
    .toUpperCase()
    .refine((s) => s in US_SALES_TAX_BP, 'a US state code'),
  /** A document this member uploaded (infra/file/upload, kind document). */
  certificateUrl: z.string().trim().min(1).max(500),
});

export const ZAdminCompanyPageRequest = z.object({
  pageNo: zQueryInt(z.number().int().min(1).max(100_000)).default(1),
  pageSize: zQueryInt(z.number().int().min(1).max(100)).default(10),
  /** Part of the name, any case. */
  name: z.string().trim().max(120).optional(),
  /** Part of the VAT ID, any spacing or case. */
  vatId: z.string().trim().max(24).optional(),
});

export const ZAdminCompany = ZCompanyFacts.extend({
  memberCount: z.number().int(),
  createTime: z.number().int(),
});
export const ZAdminCompanyPageResponse = pageResult(ZAdminCompany);
export const ZAdminCompanyDetail = ZAdminCompany.extend({
  vatIdCheckedTime: z.number().int().nullable(),
  members: z.array(ZCompanyMember),
});

export const ZAdminCompanyTermsRequest = z.object({
  id: zId,
  invoiceAllowed: z.boolean(),
  creditLimit: z.number().int().min(0).max(1_000_000_000),
  termsDays: z.number().int().min(0).max(365),
});

export const ZAdminCompanyExemptionReviewRequest = z.object({
  id: zId,
  approve: z.boolean(),
  /** Required when rejecting; mailed to the company's administrators. */
  reason: z.string().trim().max(500).optional().default(''),
});

/** What a company address is for: checkout offers delivery ones as the delivery address, invoice ones as the billing address. */
export const COMPANY_ADDRESS_KINDS = ['delivery', 'invoice'] as const;
export type CompanyAddressKind = (typeof COMPANY_ADDRESS_KINDS)[number];

/** A company's addresses as a billing choice lists them: invoice addresses first. */
export function invoiceAddressesFirst<T extends { kind: CompanyAddressKind }>(addresses: readonly T[]): T[] {
  return [...addresses.filter((a) => a.kind === 'invoice'), ...addresses.filter((a) => a.kind !== 'invoice')];
}

/** An address of my company, shared by all its members (its id is an `addressId` at checkout like my own addresses' ids). */
export const ZCompanyAddress = ZAddress.extend({ kind: z.enum(COMPANY_ADDRESS_KINDS) });
export type TCompanyAddress = z.infer<typeof ZCompanyAddress>;
export const ZCompanyAddressListResponse = z.array(ZCompanyAddress);

const ZCompanyAddressFields = ZAddressFields.omit({ defaultStatus: true }).extend({ kind: z.enum(COMPANY_ADDRESS_KINDS) });
export const ZCompanyAddressCreateRequest = ZCompanyAddressFields.superRefine(requireStateWhereAsked);
export type TCompanyAddressCreateRequest = z.input<typeof ZCompanyAddressCreateRequest>;
export const ZCompanyAddressUpdateRequest = ZCompanyAddressFields.extend({ id: zId }).superRefine(requireStateWhereAsked);
export type TCompanyAddressUpdateRequest = z.input<typeof ZCompanyAddressUpdateRequest>;
export const ZCompanyAddressDeleteQuery = z.object({ id: zQueryInt(zId) });

export type TCompany = z.infer<typeof ZCompany>;
export type TCompanyMember = z.infer<typeof ZCompanyMember>;
export type TAdminCompany = z.infer<typeof ZAdminCompany>;
export type TAdminCompanyDetail = z.infer<typeof ZAdminCompanyDetail>;
