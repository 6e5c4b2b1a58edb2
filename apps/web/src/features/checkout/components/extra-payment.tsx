import '../checkout.css';
import type { TOrder } from '@shop/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePrice } from '../../../lib/format.ts';
import { PayButtons, type PayChannel } from './pay-buttons.tsx';

/** The ways an extra amount is paid (bank transfer is for an order's own payment only). */
const EXTRA_CHANNELS: PayChannel[] = ['paypal', 'demo'];

/** The extra payment a link names (`?extra=`), while the order waits for dispatch. */
export function extraPaymentOf(order: TOrder, extra: string | null) {
  const editId = Number(extra);
  return extra ? order.extraPayments?.find((p) => p.editId === editId) : undefined;
}

/**
 * The extra amount the shop asked for after raising the order, from the mailed link: the amount
 * and the same payment buttons the order's own payment offers (PayPal leaves for PayPal's page),
 * or that it is paid.
 */
export function ExtraPayment({
  order,
  extra,
  onPay,
}: {
  order: TOrder;
  extra: string | null;
  onPay: (channel: PayChannel) => Promise<unknown>;
}) {
  const { t } = useTranslation();
  const price = usePrice(order.currency);
  const [paying, setPaying] = useState(false);
  const payment = extraPaymentOf(order, extra);
  if (!payment) return null;
  if (payment.status === 10)
    return (
      <p className="note" role="status" data-testid="extra-paid">
        {t('checkout.extraPaid', { amount: price(payment.amount), no: order.no })}
      </p>
    );
  const pay = async (channel: PayChannel) => {
    setPaying(true);
    try {
      await onPay(channel);
    } catch {
      // the server's reason is already shown
    } finally {
      setPaying(false);
    }
  };
  return (
    <div className="guest-order__pay" data-testid="extra-payment">
      <h2>{t('checkout.extraTitle')}</h2>
      <p>{t('checkout.extraText', { amount: price(payment.amount), no: order.no, total: price(order.payPrice) })}</p>
      <PayButtons
        amount={price(payment.amount)}
        payPrice={payment.amount}
        currency={order.currency}
        disabled={paying}
        onPay={(channel) => void pay(channel)}
        only={EXTRA_CHANNELS}
      />
    </div>
  );
}
