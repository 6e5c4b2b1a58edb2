import '../checkout.css';
import { memberOrderActions, ORDER_STATUS, type TOrder, type TPaySubmitResponse } from '@shop/shared';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { usePrice } from '../../../lib/format.ts';
import { usePageMeta } from '../../../lib/page-meta.ts';
import { accessTokenStore } from '../../../lib/session.ts';
import { useStore } from '../../../lib/store.ts';
import { OrderView } from '../../orders/index.ts';
import {
  cancelGuestOrder,
  completeGuestCard,
  completeGuestExtraPaypal,
  completeGuestPaypal,
  openGuestCardPayment,
  payGuestExtraWithDemoWallet,
  payGuestExtraWithPaypal,
  payGuestWithDemoWallet,
  payGuestWithPaypal,
  useGuestOrder,
} from '../api/guest-order.ts';
import { ExtraPayment } from '../components/extra-payment.tsx';
import { submitGuestBankTransfer } from '../api/submit-bank-transfer.ts';
import { BankTransferDetails } from '../components/bank-transfer-details.tsx';
import { CheckoutHeader } from '../components/checkout-header.tsx';
import { CardPayment } from '../components/card-payment.tsx';
import { PayButtons, type PayChannel } from '../components/pay-buttons.tsx';
import { guestOrderPath } from '../components/use-guest-place-order.ts';
import { askConfirm } from '../../../lib/confirm.ts';

/** After logging in or registering: the orders, where the guest's order now is. */
const MY_ORDERS_LOGIN = '/login?redirect=%2FbuyHistory';

/** After a guest order: an account in one click (registration with the order's e-mail; the order joins it). */
function AccountOffer({ email }: { email: string }) {
  const { t } = useTranslation();
  const loggedIn = useStore(accessTokenStore) !== null;
  if (loggedIn) return null;
  return (
    <aside className="note account-offer" aria-label={t('guestOrder.accountTitle')}>
      <h2>{t('guestOrder.accountTitle')}</h2>
      <p>{t('guestOrder.accountText', { email })}</p>
      <p className="form__actions">
        <Link className="button" to={`/register?variant=store&redirect=%2FbuyHistory&mail=${encodeURIComponent(email)}`}>
          {t('guestOrder.register')}
        </Link>
        <Link className="button button--secondary" to={MY_ORDERS_LOGIN}>
          {t('guestOrder.login')}
        </Link>
      </p>
    </aside>
  );
}

/** Cancel (unpaid) or cancel with refund (paid, within the window), as a member may; the server's rules decide in the end. */
function GuestCancel({ order, orderKey }: { order: TOrder; orderKey: string }) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const action = memberOrderActions(order, Date.now()).find((a) => a === 'cancel' || a === 'refund');
  if (!action) return null;
  const cancel = async () => {
    if (!(await askConfirm(t(`orders.ask.${action}`)))) return;
    setBusy(true);
    try {
      await cancelGuestOrder(orderKey);
    } catch {
      // the server's reason is already shown
    } finally {
      setBusy(false);
    }
  };
  return (
    <p className="form__actions">
      <button type="button" className="button button--secondary" disabled={busy} onClick={cancel}>
        {t(`orders.action.${action}`)}
      </button>
    </p>
  );
}

/**
 * `/guestOrder?key=`: a guest's order by its signed link (mailed, and shown after checkout): the
 * order, paying it while unpaid, cancelling it as a member could, and the account offer. PayPal sends the guest back here with
 * `pay=paypal&token=` (or `pay=card&token=` after a card's 3-D Secure); the payment is then completed (with `extra=`, the extra payment of an edit of
 * the order). `paid=1` thanks for a payment just made.
 */
export function GuestOrderPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const key = params.get('key') ?? '';
  // Back from PayPal's page: the wallet, or a card after 3-D Secure.
  const paidBy = params.get('pay');
  const paypalToken = paidBy === 'paypal' || paidBy === 'card' ? params.get('token') : null;
  const cardError = (useLocation().state as { cardError?: string } | null)?.cardError;
  const extraId = params.get('extra');
  const { data: order, isError } = useGuestOrder(key);
  const price = usePrice(order?.currency);
  const [paying, setPaying] = useState(false);
  const [transfer, setTransfer] = useState<TPaySubmitResponse | null>(null);
  const completing = useRef(false);
  const byBank = params.get('method') === 'bank_transfer';
  const unpaidNow = order?.status === ORDER_STATUS.unpaid;

  useEffect(() => {
    // Asking again answers the same reference: the page shows it whenever it is opened.
    if (byBank && unpaidNow && key) submitGuestBankTransfer(key).then(setTransfer, () => undefined);
  }, [byBank, unpaidNow, key]);
  const thanked = params.get('paid') === '1' && order?.payTime != null && order.status !== ORDER_STATUS.cancelled;
  usePageMeta(thanked ? t('orders.paidTitle') : t('orders.detail'));

  useEffect(() => {
    if (!order || !paypalToken || completing.current) return;
    completing.current = true;
    if (extraId) {
      const shown = () => navigate(guestOrderPath(key, `&extra=${extraId}`), { replace: true });
      completeGuestExtraPaypal(key, Number(extraId), paypalToken).then(shown, shown);
      return;
    }
    const back = (extra: string, state?: { cardError: string }) => navigate(guestOrderPath(key, extra), { replace: true, state });
    (paidBy === 'card' ? completeGuestCard : completeGuestPaypal)(key, paypalToken).then(
      () => back('&paid=1'),
      (error: unknown) => back('', paidBy === 'card' ? { cardError: (error as Error).message } : undefined),
    );
  }, [order, paypalToken, paidBy, extraId, key, navigate]);

  if (!key || isError)
    return (
      <EmptyState title={t('guestOrder.notFound')}>
        <p>{t('guestOrder.notFoundText')}</p>
        <p className="form__actions">
          <Link className="button" to={MY_ORDERS_LOGIN}>
            {t('guestOrder.login')}
          </Link>
          <Link className="button button--secondary" to="/">
            {t('notFound.home')}
          </Link>
        </p>
      </EmptyState>
    );
  if (!order || paypalToken)
    return (
      <div className="page-loading" aria-busy="true">
        <p className="muted">{paypalToken ? t('checkout.confirming') : ''}</p>
      </div>
    );

  const pay = async (channel: PayChannel) => {
    setPaying(true);
    try {
      if (channel === 'paypal') return await payGuestWithPaypal(key);
      if (channel === 'bank_transfer' || channel === 'card')
        return await navigate(guestOrderPath(key, `&method=${channel}`), { replace: true });
      await payGuestWithDemoWallet(key);
      await navigate(guestOrderPath(key, '&paid=1'), { replace: true });
    } catch {
      // the server's reason is already shown
    } finally {
      setPaying(false);
    }
  };
  const unpaid = order.status === ORDER_STATUS.unpaid;
  return (
    <section className="order-detail guest-order">
      <CheckoutHeader ordered />
      <h1>{thanked ? t('orders.paidTitle') : unpaid ? t('checkout.payOrderTitle') : t('orders.detail')}</h1>
      {thanked && (
        <p>
          {t('guestOrder.paidText', { no: order.no, email: order.email })} <Link to="/">{t('orders.continueShopping')}</Link>
        </p>
      )}
      {unpaid && (
        <div className="guest-order__pay">
          <p className="pay-order__total">
            {t('checkout.total')} <strong data-testid="guest-pay-price">{price(order.payPrice)}</strong>
          </p>
          {cardError && (
            <p className="field__error" role="alert" data-testid="card-error">
              {cardError}
            </p>
          )}
          {byBank ? (
            transfer && <BankTransferDetails transfer={transfer} />
          ) : params.get('method') === 'card' ? (
            <CardPayment
              open={() => openGuestCardPayment(key)}
              complete={(token) => completeGuestCard(key, token)}
              onPaid={() => navigate(guestOrderPath(key, '&paid=1'), { replace: true })}
              onFailed={(error) => navigate(guestOrderPath(key, ''), { replace: true, state: { cardError: (error as Error).message } })}
            />
          ) : (
            <PayButtons amount={price(order.payPrice)} payPrice={order.payPrice} currency={order.currency} disabled={paying} onPay={pay} />
          )}
        </div>
      )}
      {order.status === ORDER_STATUS.awaitingDispatch && (
        <ExtraPayment
          order={order}
          extra={extraId}
          onPay={(channel) => (channel === 'paypal' ? payGuestExtraWithPaypal : payGuestExtraWithDemoWallet)(key, Number(extraId))}
        />
      )}
      {!unpaid && <AccountOffer email={order.email} />}
      <OrderView order={order} orderKey={key} />
      <GuestCancel order={order} orderKey={key} />
      <p className="muted">{t('guestOrder.linkNote', { email: order.email })}</p>
    </section>
  );
}
