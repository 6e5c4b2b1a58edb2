import type { DeliveryType, TSettlementRequest } from '@shop/shared';

/** The checkout's own fields: the contact e-mail, the delivery option and a business buyer's references. */
export interface CheckoutValues {
  email: string;
  deliveryType: DeliveryType;
  poNumber?: string;
  costCentre?: string;
}

/** The promo code being typed: a form of its own, checked as the settlement's `code`. */
export interface PromoValues {
  code: string;
}
export type PromoInput = Pick<TSettlementRequest, 'code'>;
