import type { TAddressInput, TGuestOrderCreateRequest } from '@shop/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { showToast } from '../../../lib/toast.ts';
import { clearGuestDraft } from './guest-draft.ts';
import { offerQuote } from './offer-quote.ts';
import { deleteGuestLines } from '../../cart/index.ts';
import { createGuestOrder, payGuestWithDemoWallet, payGuestWithPaypal } from '../api/guest-order.ts';
import type { PayChannel } from './pay-buttons.tsx';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The order's page for a guest: its signed link, as mailed. */
export const guestOrderPath = (token: string, extra = '') => `/guestOrder?key=${encodeURIComponent(token)}${extra}`;

/**
 * Places a guest's order and starts its payment, as usePlaceOrder does for members: one order per
 * checkout visit (one Idempotency-Key); the ordered products leave the local cart; when paying
 * fails the order can still be paid from its link.
 */
export function useGuestPlaceOrder() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [paying, setPaying] = useState(false);
  const [idempotencyKey] = useState(() => crypto.randomUUID());

  const pay = async (
    channel: PayChannel,
    request: Omit<TGuestOrderCreateRequest, 'address'> & { address: TAddressInput | null },
    billingMissing: boolean,
  ) => {
    if (!EMAIL.test(request.email)) return showToast(t('register.emailInvalid'));
    if (!request.address || billingMissing) return showToast(t('checkout.completeAddress'));
    setPaying(true);
    const order = await createGuestOrder({ ...request, address: request.address }, idempotencyKey).catch(
      offerQuote(navigate, request.items),
    );
    if (!order) return setPaying(false); // the server's reason is already shown
    clearGuestDraft();
    deleteGuestLines(request.items.map((line) => Number(line.skuId)));
    try {
      if (channel === 'paypal') return await payGuestWithPaypal(order.token);
      if (channel === 'bank_transfer' || channel === 'card') return void navigate(guestOrderPath(order.token, `&method=${channel}`));
      await payGuestWithDemoWallet(order.token);
      void navigate(guestOrderPath(order.token, '&paid=1'));
    } catch {
      void navigate(guestOrderPath(order.token)); // the order exists: it can be paid from its page
    }
  };
  return { paying, pay };
}
