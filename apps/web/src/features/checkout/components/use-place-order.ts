import { ORDER_STATUS, type TOrderCreateRequest } from '@shop/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { showToast } from '../../../lib/toast.ts';
import { offerQuote } from './offer-quote.ts';
import { refreshCartCount } from '../../cart/index.ts';
import { createOrder } from '../api/create-order.ts';
import { payWithDemoWallet, payWithPaypal } from '../api/pay-order.ts';
import { buyOnAccount } from '../api/submit-on-account.ts';
import type { PayChannel } from './pay-buttons.tsx';
import { useDeliveryAddresses } from './use-delivery-addresses.ts';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * Places the order and starts its payment. The order is created once per checkout visit (one
 * Idempotency-Key, so a double click or a retry makes one order), then paid with the chosen
 * wallet; when paying fails the order exists and can be paid from /payOrder. An order that waits
 * for the approval of the buyer's company opens its page instead, which says so.
 */
export function usePlaceOrder() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { all: addresses } = useDeliveryAddresses();
  const [paying, setPaying] = useState(false);
  const [idempotencyKey] = useState(() => crypto.randomUUID());

  const pay = async (channel: PayChannel, request: TOrderCreateRequest) => {
    if (!EMAIL.test(request.email)) return showToast(t('register.emailInvalid'));
    const address = addresses?.find((a) => a.id === request.addressId);
    if (!address?.firstName || !address.mobile || !address.areaId || !address.detailAddress)
      return showToast(t('checkout.completeAddress'));
    setPaying(true);
    const order = await createOrder(request, idempotencyKey).catch(offerQuote(navigate, request.items));
    if (!order) return setPaying(false); // the server's reason is already shown
    await refreshCartCount();
    // Above a company buyer's spending limit the order waits for approval: nothing to pay yet.
    if (order.status === ORDER_STATUS.awaitingApproval) {
      showToast(t('checkout.awaitingApproval'));
      return void navigate(`/orderDetail?id=${order.id}`);
    }
    try {
      if (channel === 'paypal') return await payWithPaypal(order.payOrderId);
      if (channel === 'card') return void navigate(`/payOrder?id=${order.id}&method=card`);
      if (channel === 'bank_transfer') return void navigate(`/payOrder?id=${order.id}&method=bank_transfer`);
      if (channel === 'invoice') await buyOnAccount(order.payOrderId);
      else await payWithDemoWallet(order.payOrderId);
      void navigate(`/paySuccess?id=${order.id}`);
    } catch {
      void navigate(`/payOrder?id=${order.id}`); // the order exists: it can be paid from there
    }
  };
  return { paying, pay };
}
