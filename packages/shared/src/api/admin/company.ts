import { z } from 'zod';
import {
  ZAdminCompanyDetail,
  ZAdminCompanyExemptionReviewRequest,
  ZAdminCompanyPageRequest,
  ZAdminCompanyPageResponse,
  ZAdminCompanyTermsRequest,
} from '../../contracts/company.ts';
import { ZIdOnlyQuery } from '../../contracts/member.ts';
import { endpoint } from '../endpoint.ts';

const tag = 'admin: companies';

/** Business buyers' companies in the back office: terms and tax-exemption reviews. */
export const company = {
  page: endpoint({
    method: 'GET',
    path: 'member/company/page',
    access: { permission: 'member:company:query' },
    tag,
    summary: 'A page of the companies, newest first, by part of the name or of the VAT ID',
    query: ZAdminCompanyPageRequest,
    data: ZAdminCompanyPageResponse,
  }),
  get: endpoint({
    method: 'GET',
    path: 'member/company/get',
    access: { permission: 'member:company:query' },
    tag,
    summary: 'One company with its members, VAT ID check and exemption certificate',
    query: ZIdOnlyQuery,
    data: ZAdminCompanyDetail,
  }),
  updateTerms: endpoint({
    method: 'PUT',
    path: 'member/company/update-terms',
    access: { permission: 'member:company:update' },
    tag,
    summary: 'Set the payment terms: invoice allowed, credit limit (cents), days to pay',
    body: ZAdminCompanyTermsRequest,
    data: z.boolean(),
  }),
  reviewTaxExemption: endpoint({
    method: 'PUT',
    path: 'member/company/review-tax-exemption',
    access: { permission: 'member:company:update' },
    tag,
    summary: "Approve or reject the submitted exemption certificate (a reason when rejecting); mailed to the company's admins",
    body: ZAdminCompanyExemptionReviewRequest,
    data: z.boolean(),
  }),
};
