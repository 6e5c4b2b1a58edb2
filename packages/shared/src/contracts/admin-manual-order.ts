import { z } from 'zod';
import { CURRENCIES } from '../currency.ts';
import { LANGUAGES } from '../i18n.ts';
import { zId } from './common.ts';
import { ZGuestAddress, ZSettlementRequest, ZSettlementResponse } from './trade.ts';

/**
 * `trade/order/create-for-member` and its price preview: an order the shop places for a buyer who
 * phones. The buyer is a member (`memberId`) or an e-mail address (`email`; a member's address
 * makes it that member's order); the rest is the storefront's settlement body. The delivery
 * address is one of the member's saved ones (`addressId`) or typed (`address`), as at checkout.
 */
export const ZAdminManualOrderRequest = ZSettlementRequest.omit({
  areaId: true,
  state: true,
  zipCode: true,
  city: true,
  detailAddress: true,
})
  .extend({
    memberId: zId.optional(),
    email: z.string().trim().toLowerCase().pipe(z.email().max(120)).optional(),
    /** The language of a guest's mails and order lines (a member's own e-mail language wins). */
    language: z.enum(LANGUAGES).optional(),
    address: ZGuestAddress.optional(),
    billingAddressId: zId.optional(),
    billingAddress: ZGuestAddress.optional(),
  })
  .superRefine((input, ctx) => {
    if ((input.memberId === undefined) === (input.email === undefined))
      ctx.addIssue({ code: 'custom', path: ['memberId'], message: 'buyer_one_of', input: input.memberId });
    if ((input.addressId === undefined) === (input.address === undefined))
      ctx.addIssue({ code: 'custom', path: ['address'], message: 'address_one_of', input: input.addressId });
    if (input.billingAddressId !== undefined && input.billingAddress !== undefined)
      ctx.addIssue({ code: 'custom', path: ['billingAddress'], message: 'address_one_of', input: input.billingAddressId });
  });

/** The price the buyer will be charged, from the storefront's pricing, in the destination's currency. */
export const ZAdminManualOrderPrice = ZSettlementResponse.extend({ currency: z.enum(CURRENCIES) });
export type TAdminManualOrderPrice = z.infer<typeof ZAdminManualOrderPrice>;

/** The unpaid order made, and the payment link mailed to the buyer. */
export const ZAdminManualOrderResponse = z.object({
  id: z.number().int(),
  no: z.string(),
  payOrderId: z.number().int(),
  /** Whose order it is: the member's (also when found by e-mail), or null for a guest's. */
  memberId: z.number().int().nullable(),
  payUrl: z.string(),
});
export type TAdminManualOrderResponse = z.infer<typeof ZAdminManualOrderResponse>;
