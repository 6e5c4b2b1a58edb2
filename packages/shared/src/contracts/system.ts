import { z } from 'zod';
import { pageResult, zQueryInt } from './common.ts';
import { ZPublicSettings } from './settings.ts';
import { ZPayChannelOffer } from './pay.ts';

export const ZDictData = z.object({
  dictType: z.string(),
  value: z.string(),
  label: z.string(),
  cssClass: z.string(),
  listClass: z.string(),
});
export const ZDictListResponse = z.array(ZDictData);
export type TDictData = z.infer<typeof ZDictData>;

export const ZTradeConfig = z.object({
  afterSaleRefundReasons: z.array(z.string()),
  afterSaleReturnReasons: z.array(z.string()),
  /** The return reasons that name a defect or damage: the only ones a custom (logo) line may be returned for. */
  afterSaleDefectReasons: z.array(z.string()),
  /** The return reasons that say the shopper changed their mind: only these keep 15 % when delivery was free. */
  afterSaleChangeOfMindReasons: z.array(z.string()),
  /** Standard delivery is free from this amount of goods (cents, request currency). */
  deliveryExpressFreePrice: z.number().int(),
  /** The ways to pay this shop offers the asking buyer in the request's currency, each with the largest order it takes. */
  payChannels: z.array(ZPayChannelOffer),
  /**
   * Buying on account as the shop offers it to anyone (the payment methods page): the largest order
   * of an approved company and, where the shop lets them, of a consumer (null: not for consumers),
   * and the smallest; major units. Absent where the shop takes no transfers.
   */
  onAccount: z.object({ companyMax: z.number(), consumerMax: z.number().nullable(), minAmount: z.number() }).optional(),
  /** The shop's support phone per market, e-mail and hours (from the settings). */
  contact: ZPublicSettings.shape.contact,
  /** The delivery options (names in the request's language, prices in cents of both currencies, working days) and the free threshold per currency. */
  delivery: ZPublicSettings.shape.delivery,
  /** The most units one line may hold to be bought online; above it the storefront leads to a quote (from the settings). */
  onlineLimitPerLine: z.number().int(),
});
export type TTradeConfig = z.infer<typeof ZTradeConfig>;

/** Every country fits in one page of 300, as the storefront asks for it. */
export const ZCountryPageRequest = z.object({
  pageNo: zQueryInt(z.number().int().min(1).max(1000)).default(1),
  pageSize: zQueryInt(z.number().int().min(1).max(300)).default(300),
  shippingAllowed: z.enum(['true', 'false']).optional(),
});
export const ZCountry = z.object({
  id: z.number().int(),
  countryName: z.string(),
  /** Calling code with a plus sign, e.g. "+1". */
  phoneType: z.string(),
  code: z.string(),
  shippingAllowed: z.boolean(),
});
export type TCountry = z.infer<typeof ZCountry>;
export const ZCountryPageResponse = pageResult(ZCountry);

export const ZAreaNode = z.object({
  id: z.number().int(),
  name: z.string(),
  code: z.string(),
  postcodePattern: z.string().optional(),
  children: z.array(z.object({ id: z.number().int(), name: z.string(), code: z.string() })).optional(),
});
export const ZAreaTreeResponse = z.array(ZAreaNode);
export type TAreaNode = z.infer<typeof ZAreaNode>;

export const ZStatesRequest = z
  .object({
    countryId: zQueryInt(z.number().int().min(1).max(2_147_483_647)).optional(),
    countryCode: z
      .string()
      .trim()
      .regex(/^[A-Za-z]{2}$/)
      .optional(),
  })
  .refine((q) => q.countryId !== undefined || q.countryCode !== undefined, {
    message: 'countryId or countryCode is required',
    path: ['countryId'],
  });
/** Same shape as the public lookup the old front end used: `{states: [{name, state_code}]}`. */
export const ZStatesResponse = z.object({
  countryId: z.number().int(),
  postcodePattern: z.string().nullable(),
  states: z.array(z.object({ name: z.string(), state_code: z.string() })),
});
export type TStatesResponse = z.infer<typeof ZStatesResponse>;
