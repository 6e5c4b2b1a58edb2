import type { TCardOrder } from '@shop/shared';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PaypalCardFields } from './paypal-card-fields.tsx';

/**
 * Pays an order by card: opens the card payment (PayPal's order for the card payment source), then
 * either leaves for the page PayPal named (`approveUrl`: 3-D Secure, or the stand-in for the card
 * fields where PayPal's JS SDK cannot load, as in the tests) or shows PayPal's hosted card fields,
 * whose approval `complete`s the payment on the server. The card number never reaches the shop.
 */
export function CardPayment({
  open,
  complete,
  onPaid,
  onFailed,
}: {
  open: () => Promise<TCardOrder>;
  complete: (token: string) => Promise<unknown>;
  onPaid: () => void;
  /** The payment did not happen (declined, not authenticated, lapsed): the order stays payable. */
  onFailed: (error: unknown) => void;
}) {
  const { t, i18n } = useTranslation();
  const [order, setOrder] = useState<TCardOrder | null>(null);
  const opened = useRef(false);
  useEffect(() => {
    if (opened.current) return;
    opened.current = true;
    open().then((card) => (card.approveUrl ? window.location.assign(card.approveUrl) : setOrder(card)), onFailed);
  }, [open, onFailed]);
  if (!order)
    return (
      <p className="muted" aria-busy="true">
        {t('checkout.cardOpening')}
      </p>
    );
  return (
    <div className="card-fields">
      <p className="note">{t('checkout.cardUntil', { time: new Date(order.expireTime).toLocaleTimeString(i18n.language) })}</p>
      <PaypalCardFields order={order} onApprove={(token) => complete(token).then(onPaid, onFailed)} onError={onFailed} />
    </div>
  );
}
