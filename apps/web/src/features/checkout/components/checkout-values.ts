import type { DeliveryType, TSettlementRequest } from '@shop/shared';

/** The checkout's own fields: the contact e-mail and the delivery option. */
export interface CheckoutValues {
  email: string;
  deliveryType: DeliveryType;
}

/** The promo code being typed: a form of its own, checked as the settlement's `code`. */
export interface PromoValues {
  code: string;
}
export type PromoInput = Pick<TSettlementRequest, 'code'>;
