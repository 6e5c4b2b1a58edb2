import { z } from 'zod';
import {
  ZCompanyCreateRequest,
  ZCompanyGetResponse,
  ZCompanyInviteRequest,
  ZCompanyJoinRequest,
  ZCompanyRemoveMemberQuery,
  ZCompanyTaxExemptionRequest,
  ZCompanyUpdateMemberRequest,
  ZCompanyUpdateRequest,
} from '../contracts/company.ts';
import { endpoint } from './endpoint.ts';

const tag = 'member: company';
const zDone = z.boolean();

/** The logged-in member's company (business buyers): one company per member, joined by invitation. */
export const company = {
  get: endpoint({
    method: 'GET',
    path: 'member/company/get',
    access: 'member',
    tag,
    summary: 'My company with my role and limits and its members; null when I belong to none',
    data: ZCompanyGetResponse,
  }),
  create: endpoint({
    method: 'POST',
    path: 'member/company/create',
    access: 'member',
    tag,
    summary: 'Create a company (I become its admin); the VAT ID is checked offline and against VIES where configured; answers its id',
    body: ZCompanyCreateRequest,
    data: z.number().int(),
  }),
  update: endpoint({
    method: 'PUT',
    path: 'member/company/update',
    access: 'member',
    tag,
    summary: "Change the company's name, country or VAT ID (admins)",
    body: ZCompanyUpdateRequest,
    data: zDone,
  }),
  invite: endpoint({
    method: 'POST',
    path: 'member/company/invite',
    access: 'member',
    tag,
    summary: 'Mail a colleague a link to /companyJoin?token= with a role and spending limits (admins; the link works once, for 7 days)',
    body: ZCompanyInviteRequest,
    data: zDone,
  }),
  join: endpoint({
    method: 'POST',
    path: 'member/company/join',
    access: 'member',
    tag,
    summary: "Join the company of an invitation sent to my e-mail address; answers the company's id",
    body: ZCompanyJoinRequest,
    data: z.number().int(),
  }),
  updateMember: endpoint({
    method: 'PUT',
    path: 'member/company/update-member',
    access: 'member',
    tag,
    summary: "Change a colleague's role and spending limits (admins; never leaving the company without an admin)",
    body: ZCompanyUpdateMemberRequest,
    data: zDone,
  }),
  removeMember: endpoint({
    method: 'DELETE',
    path: 'member/company/remove-member',
    access: 'member',
    tag,
    summary: 'Remove a colleague (admins), or leave the company myself; never the last admin',
    query: ZCompanyRemoveMemberQuery,
    data: zDone,
  }),
  taxExemption: endpoint({
    method: 'POST',
    path: 'member/company/tax-exemption',
    access: 'member',
    tag,
    summary: 'Send a US sales-tax exemption certificate (a document I uploaded) for a state; the shop reviews it (admins)',
    body: ZCompanyTaxExemptionRequest,
    data: zDone,
  }),
};
