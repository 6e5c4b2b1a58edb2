import { z } from 'zod';
import { LANGUAGES } from '../i18n.ts';
import { pageResult, zId, zQueryInt } from './common.ts';

/** How long a punchout session lasts in the storefront, from its start (OCI login or cXML StartPage). */
export const PUNCHOUT_SESSION_HOURS = 2;

export const ZPunchoutProtocol = z.enum(['oci', 'cxml']);

const zLogin = z.string().trim().max(100).default('');
/** A secret as typed: on update an empty one keeps the stored one. */
const zSecret = z.string().max(200).default('');

const ZPunchoutFields = z.object({
  name: z.string().trim().min(1).max(100),
  protocol: ZPunchoutProtocol,
  /** OCI: the USERNAME the procurement system sends. */
  username: zLogin,
  /** OCI: the PASSWORD (stored hashed; never answered). */
  password: zSecret,
  /** cXML: the From credential's Identity. */
  fromIdentity: zLogin,
  /** cXML: the Sender's SharedSecret (stored hashed; never answered). */
  sharedSecret: zSecret,
  /** The company whose prices, terms and orders the organisation uses. */
  companyId: zId,
  /** The categories (with their subcategories) its buyers may order from; empty: all. */
  categoryIds: z.array(zId).max(200).default([]),
  /** Where order confirmations and invoices go when an OrderRequest names no contact e-mail; empty: none. */
  orderMail: z.union([z.literal(''), z.string().trim().toLowerCase().pipe(z.email().max(120))]).default(''),
  /** The language of its order mails and invoices. */
  language: z.enum(LANGUAGES).default('en'),
});

export const ZAdminPunchoutCreateRequest = ZPunchoutFields;
/** Every field as on create; an empty password or shared secret keeps the stored one. */
export const ZAdminPunchoutUpdateRequest = ZPunchoutFields.extend({ id: zId });

/** The addresses to give the customer's procurement team. */
export const ZPunchoutAddresses = z.object({
  oci: z.string(),
  cxmlSetup: z.string(),
  cxmlOrder: z.string(),
});

export const ZAdminPunchout = z.object({
  id: z.number().int(),
  name: z.string(),
  protocol: ZPunchoutProtocol,
  username: z.string(),
  /** Always empty: the password is stored hashed. */
  password: z.string(),
  fromIdentity: z.string(),
  /** Always empty: the shared secret is stored hashed. */
  sharedSecret: z.string(),
  /** Whether a password (OCI) or shared secret (cXML) is stored. */
  secretSet: z.boolean(),
  companyId: z.number().int(),
  companyName: z.string(),
  categoryIds: z.array(z.number().int()),
  orderMail: z.string(),
  language: z.enum(LANGUAGES),
  addresses: ZPunchoutAddresses,
  createTime: z.number().int(),
  updateTime: z.number().int(),
});

export const ZAdminPunchoutPageRequest = z.object({
  pageNo: zQueryInt(z.number().int().min(1).max(100_000)).default(1),
  pageSize: zQueryInt(z.number().int().min(1).max(100)).default(10),
  /** Part of the name, user name or identity, any case. */
  keyword: z.string().trim().max(100).optional(),
});
export const ZAdminPunchoutPageResponse = pageResult(ZAdminPunchout);
