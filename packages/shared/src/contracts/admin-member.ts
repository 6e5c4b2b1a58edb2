import { z } from 'zod';
import { pageResult, zId, zQueryInt, zSearchKeyword } from './common.ts';
import { ZCompanyAddress } from './company.ts';
import { ZAddress } from './member.ts';

/** 0 active, 1 disabled (yudao CommonStatus). */
const zStatus = z.union([z.literal(0), z.literal(1)]);

export const ZAdminMemberPageRequest = z.object({
  pageNo: zQueryInt(z.number().int().min(1).max(100_000)).default(1),
  pageSize: zQueryInt(z.number().int().min(1).max(100)).default(10),
  /** Part of the e-mail address, any case. */
  mail: z.string().trim().max(120).optional(),
  /** Part of the first name, last name or nickname, any case. */
  name: z.string().trim().max(120).optional(),
  status: zQueryInt(z.number().int().min(0).max(1)).optional(),
  /** A part of the e-mail address, the name (first, last or nickname) or the phone number's digits, any case. */
  keyword: zSearchKeyword,
});

export const ZAdminMember = z.object({
  id: z.number().int(),
  mail: z.string(),
  mobile: z.string().nullable(),
  firstName: z.string(),
  lastName: z.string(),
  nickname: z.string(),
  avatar: z.string(),
  countryId: z.number().int().nullable(),
  /** Language of the shop's e-mails to the member. */
  mailLanguage: z.string(),
  status: z.number().int(),
  /** Every order of the member, whatever its status. */
  orderCount: z.number().int(),
  createTime: z.number().int(),
  /** The last login, epoch ms; null when never. */
  loginTime: z.number().int().nullable(),
});
export const ZAdminMemberPageResponse = pageResult(ZAdminMember);

/** One of the member's orders in the member's detail (the whole order: trade/order/get-detail). */
export const ZAdminMemberOrder = z.object({
  id: z.number().int(),
  no: z.string(),
  status: z.number().int(),
  currency: z.string(),
  payPrice: z.number().int(),
  createTime: z.number().int(),
});

export const ZAdminMemberDetail = ZAdminMember.extend({
  addresses: z.array(ZAddress),
  /** The addresses of the member's company, shared by its members (delivery ones, then invoice ones); empty outside a company. */
  companyAddresses: z.array(ZCompanyAddress).optional(),
  /** The latest 50 orders, newest first (`orderCount` says how many there are). */
  orders: z.array(ZAdminMemberOrder),
});

export const ZAdminMemberStatusRequest = z.object({ id: zId, status: zStatus });
