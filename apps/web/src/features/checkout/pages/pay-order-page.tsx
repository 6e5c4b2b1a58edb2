import '../checkout.css';
import { ORDER_STATUS } from '@shop/shared';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { usePrice } from '../../../lib/format.ts';
import { usePageMeta } from '../../../lib/page-meta.ts';
import { useOrder } from '../../orders/index.ts';
import {
  completeCard,
  completeExtraPaypal,
  completePaypal,
  openCardPayment,
  payExtraWithDemoWallet,
  payExtraWithPaypal,
  payWithDemoWallet,
  payWithPaypal,
} from '../api/pay-order.ts';
import { ExtraPayment, extraPaymentOf } from '../components/extra-payment.tsx';
import { useBankTransfer } from '../api/submit-bank-transfer.ts';
import { buyOnAccount } from '../api/submit-on-account.ts';
import { BankTransferDetails } from '../components/bank-transfer-details.tsx';
import { CardPayment } from '../components/card-payment.tsx';
import { PayButtons, type PayChannel } from '../components/pay-buttons.tsx';

/**
 * `/payOrder?id=`: pays an existing unpaid order. PayPal sends the shopper back here with
 * `token`: the payment is then completed and the shopper lands on /paySuccess. With `extra=` (the
 * mailed link of an edit's extra payment) it pays that extra amount instead; back from PayPal the
 * page shows it paid.
 * With `method=bank_transfer` the order is paid by bank transfer: the page shows the account,
 * the reference and the QR code, and stays unpaid until the money has arrived.
 * With `method=card` it opens the card payment (PayPal's card fields); back from PayPal's page with
 * `pay=card&token=` the server checks 3-D Secure and captures. A card that is declined, not
 * authenticated or too late leaves the order payable: the page says why, in the shopper's language.
 */
export function PayOrderPage() {
  const { t } = useTranslation();
  usePageMeta(t('checkout.payOrderTitle'));
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const id = Number(params.get('id'));
  const token = params.get('token');
  const extra = params.get('extra');
  const byBank = params.get('method') === 'bank_transfer';
  const byCard = params.get('method') === 'card';
  const cardError = (useLocation().state as { cardError?: string } | null)?.cardError;
  const { data: order } = useOrder(id);
  const transfer = useBankTransfer(byBank && order?.status === ORDER_STATUS.unpaid ? (order.payOrderId ?? undefined) : undefined);
  const price = usePrice(order?.currency);
  const [paying, setPaying] = useState(false);
  const completing = useRef(false);

  useEffect(() => {
    if (!order || !token || completing.current) return;
    completing.current = true;
    if (extra) {
      const back = () => navigate(`/payOrder?id=${order.id}&extra=${extra}`, { replace: true });
      completeExtraPaypal(Number(extra), token).then(back, back);
      return;
    }
    if (params.get('pay') === 'card') {
      completeCard(order.payOrderId!, token).then(
        () => navigate(`/paySuccess?id=${order.id}`, { replace: true }),
        (error: unknown) => navigate(`/payOrder?id=${order.id}`, { replace: true, state: { cardError: messageOf(error) } }),
      );
      return;
    }
    completePaypal(order.payOrderId!, token).then(
      () => navigate(`/paySuccess?id=${order.id}`, { replace: true }),
      () => navigate(`/orderDetail?id=${order.id}`, { replace: true }),
    );
  }, [order, token, extra, navigate, params]);

  if (!id) return <Navigate to="/buyHistory" replace />;
  if (!order || token)
    return (
      <div className="page-loading" aria-busy="true">
        <p className="muted">{token ? t('checkout.confirming') : ''}</p>
      </div>
    );
  const heading = (
    <>
      <h1>{t('checkout.payOrderTitle')}</h1>
      <p>
        {t('orders.no')}: <Link to={`/orderDetail?id=${order.id}`}>{order.no}</Link>
      </p>
    </>
  );
  if (order.status === ORDER_STATUS.awaitingDispatch && extraPaymentOf(order, extra))
    return (
      <section className="pay-order">
        {heading}
        <ExtraPayment
          order={order}
          extra={extra}
          onPay={(channel) => (channel === 'paypal' ? payExtraWithPaypal : payExtraWithDemoWallet)(Number(extra))}
        />
      </section>
    );
  if (order.status !== ORDER_STATUS.unpaid || !order.payOrderId)
    // Paid here: the order reads paid again before the page moves on to /paySuccess, which it then does.
    return paying ? <div className="page-loading" aria-busy="true" /> : <Navigate to={`/orderDetail?id=${order.id}`} replace />;
  const pay = async (channel: PayChannel) => {
    setPaying(true);
    try {
      if (channel === 'paypal') return await payWithPaypal(order.payOrderId!);
      if (channel === 'card') {
        setPaying(false);
        return void navigate(`/payOrder?id=${order.id}&method=card`);
      }
      if (channel === 'bank_transfer') {
        setPaying(false);
        return void navigate(`/payOrder?id=${order.id}&method=bank_transfer`);
      }
      if (channel === 'invoice') await buyOnAccount(order.payOrderId!);
      else await payWithDemoWallet(order.payOrderId!);
      await navigate(`/paySuccess?id=${order.id}`);
    } catch {
      setPaying(false); // the server's reason is already shown
    }
  };
  return (
    <section className="pay-order">
      {heading}
      <ul className="order-card__items">
        {order.items.map((item) => (
          <li key={item.id}>
            <img src={item.picUrl} alt="" width="48" height="48" /> {item.spuName} × {item.count}
          </li>
        ))}
      </ul>
      <p className="pay-order__total">
        {t('checkout.total')} <strong data-testid="pay-price">{price(order.payPrice)}</strong>
      </p>
      {cardError && (
        <p className="field__error" role="alert" data-testid="card-error">
          {cardError}
        </p>
      )}
      {byBank ? (
        transfer.data && <BankTransferDetails transfer={transfer.data} />
      ) : byCard ? (
        <CardPayment
          open={() => openCardPayment(order.payOrderId!)}
          complete={(cardToken) => {
            setPaying(true);
            return completeCard(order.payOrderId!, cardToken).catch((error: unknown) => {
              setPaying(false);
              throw error;
            });
          }}
          onPaid={() => navigate(`/paySuccess?id=${order.id}`)}
          onFailed={(error) => navigate(`/payOrder?id=${order.id}`, { replace: true, state: { cardError: messageOf(error) } })}
        />
      ) : (
        <PayButtons amount={price(order.payPrice)} payPrice={order.payPrice} currency={order.currency} disabled={paying} onPay={pay} />
      )}
    </section>
  );
}

/** The server's reason, in the shopper's language (the envelope's message). */
const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));
