import type { DeliveryType } from '@shop/shared';

/** The checkout's own fields: the contact e-mail, the delivery option and the promo code being typed. */
export interface CheckoutValues {
  email: string;
  deliveryType: DeliveryType;
  promo: string;
}
