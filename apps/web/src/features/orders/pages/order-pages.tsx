import { memberOrderActions, ORDER_STATUS, ORDER_TYPE, type MemberOrderAction, type TOrder } from '@shop/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { LinePrice } from '../../../components/ui/line-price.tsx';
import { NotFound } from '../../../components/ui/not-found.tsx';
import { formatAddress } from '../../../lib/address-format.ts';
import { usePrice } from '../../../lib/format.ts';
import { usePageMeta } from '../../../lib/page-meta.ts';
import { useOrderAction } from '../api/change-order.ts';
import { useOrder } from '../api/get-order.ts';
import { useOrders } from '../api/get-orders.ts';
import { BillingChange } from '../components/billing-change.tsx';
import { InvoiceButton } from '../components/invoice-button.tsx';
import { PrintData } from '../components/print-data.tsx';
import { LineActions } from '../components/line-actions.tsx';
import { statusTone } from '../components/status-tone.ts';
import { AfterSaleList } from './after-sale-pages.tsx';

/** The order statuses, and the refunds and returns (`afterSale`, also reached by `?tab=afterSale`). */
const TABS = [undefined, ...Object.values(ORDER_STATUS), 'afterSale'] as const;
type Tab = (typeof TABS)[number];

function OrderActions({ order }: { order: TOrder }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const act = useOrderAction();
  const run = (action: MemberOrderAction) => {
    if (action === 'pay') return navigate(`/payOrder?id=${order.id}`);
    if (window.confirm(t(`orders.ask.${action}`))) act.mutate({ action, order });
  };
  return (
    <div className="form__actions">
      {memberOrderActions(order, Date.now()).map((action) => (
        <button
          key={action}
          type="button"
          className={action === 'pay' ? 'button' : 'button button--secondary'}
          disabled={act.isPending}
          onClick={() => run(action)}
        >
          {t(`orders.action.${action}`)}
        </button>
      ))}
    </div>
  );
}

function StatusBadge({ status }: { status: number }) {
  const { t } = useTranslation();
  return <span className={`tag tag--${statusTone(status)}`}>{t(`orders.status.${status}`)}</span>;
}

function OrderCard({ order }: { order: TOrder }) {
  const { t, i18n } = useTranslation();
  const price = usePrice(order.currency);
  return (
    <li className="order-card">
      <p className="order-card__head">
        <Link to={`/orderDetail?id=${order.id}`}>{order.no}</Link>
        <StatusBadge status={order.status} />
        <span className="muted">{new Date(order.createTime).toLocaleString(i18n.language)}</span>
      </p>
      <ul className="order-card__items">
        {order.items.map((item) => (
          <li key={item.id}>
            <img src={item.picUrl} alt="" width="48" height="48" loading="lazy" /> {item.spuName} × {item.count}
          </li>
        ))}
      </ul>
      <p>
        {t('checkout.total')} <strong>{price(order.payPrice)}</strong>
      </p>
      <OrderActions order={order} />
    </li>
  );
}

/** `/buyHistory`: the member's orders by status. */
export function BuyHistoryPage() {
  const { t } = useTranslation();
  usePageMeta(t('orders.title'));
  const [params] = useSearchParams();
  const [status, setStatus] = useState<Tab>(params.get('tab') === 'afterSale' ? 'afterSale' : undefined);
  const afterSales = status === 'afterSale';
  const { data, isPending } = useOrders(afterSales ? undefined : status);
  return (
    <section>
      <h1>{t('orders.title')}</h1>
      <div role="tablist" className="tabs" aria-label={t('orders.title')}>
        {TABS.map((tab) => (
          <button key={String(tab)} type="button" role="tab" aria-selected={status === tab} onClick={() => setStatus(tab)}>
            {tab === undefined ? t('orders.all') : tab === 'afterSale' ? t('afterSale.list') : t(`orders.status.${tab}`)}
          </button>
        ))}
      </div>
      {afterSales ? (
        <AfterSaleList />
      ) : (
        <>
          {!isPending && data?.list.length === 0 && <EmptyState title={t('orders.none')} />}
          <ul className="order-list">
            {data?.list.map((order) => (
              <OrderCard key={order.id} order={order} />
            ))}
          </ul>
        </>
      )}
    </section>
  );
}

/** The name and the address on one line, per country (US: "Houston, TX 77002"). */
function oneLine(a: Record<string, string>) {
  return `${a.firstName ?? ''} ${a.lastName ?? ''}, ${formatAddress(a)}`;
}

/**
 * One order as members and guests see it: number, status and times, addresses, each line with its
 * variant, and the prices (EU orders with the VAT they contain, US orders with their sales tax).
 * `lineActions`: the member's own page, where lines offer after-sale and review. `orderKey`: a
 * guest's order opened by its link's key, where logo lines take print data and approval too.
 */
export function OrderView({ order, lineActions = false, orderKey }: { order: TOrder; lineActions?: boolean; orderKey?: string }) {
  const { t, i18n } = useTranslation();
  const price = usePrice(order.currency);
  const time = (ms: number | null) => (ms ? new Date(ms).toLocaleString(i18n.language) : '—');
  const eu = order.currency === 'EUR';
  return (
    <>
      <dl className="totals">
        <dt>{t('orders.no')}</dt>
        <dd data-testid="order-no">{order.no}</dd>
        <dt>{t('orders.statusLabel')}</dt>
        <dd>
          <StatusBadge status={order.status} />
        </dd>
        <dt>{t('orders.created')}</dt>
        <dd>{time(order.createTime)}</dd>
        {order.status === ORDER_STATUS.unpaid && (
          <>
            <dt>{t('orders.payUntil')}</dt>
            <dd>{time(order.payExpireTime)}</dd>
          </>
        )}
        <dt>{t('orders.paid')}</dt>
        <dd>{time(order.payTime)}</dd>
        {order.payChannelCode && (
          <>
            <dt>{t('orders.payChannel')}</dt>
            <dd>{t(`orders.channel.${order.payChannelCode}`)}</dd>
          </>
        )}
        {order.cancelTime && (
          <>
            <dt>{t('orders.cancelled')}</dt>
            <dd>{time(order.cancelTime)}</dd>
          </>
        )}
        {order.refundTime && (
          <>
            <dt>{t('orders.refunded')}</dt>
            <dd>{time(order.refundTime)}</dd>
          </>
        )}
        {order.logisticsNo && (
          <>
            <dt>{t('orders.dispatched')}</dt>
            <dd>{time(order.deliveryTime)}</dd>
            <dt>{t('orders.carrier')}</dt>
            <dd>{order.logisticsName}</dd>
            <dt>{t('orders.trackingNo')}</dt>
            <dd data-testid="tracking-no">{order.logisticsNo}</dd>
          </>
        )}
        <dt>{t('orders.shipTo')}</dt>
        <dd>{oneLine(order.address as Record<string, string>)}</dd>
        <dt>{t('orders.billTo')}</dt>
        <dd>
          {oneLine(order.billingAddress as Record<string, string>)}{' '}
          {(lineActions || orderKey) && <BillingChange order={order} orderKey={orderKey} />}
        </dd>
      </dl>
      <ul className="order-card__items">
        {order.items.map((item) => (
          <li key={item.id}>
            <img src={item.picUrl} alt="" width="48" height="48" />{' '}
            <span>
              {item.spuName}
              {item.properties.length > 0 && <span className="muted"> ({item.properties.map((p) => p.valueName).join(', ')})</span>} ·{' '}
              <LinePrice line={item} price={price} />
            </span>
            {lineActions && <LineActions order={order} line={item} />}
            {(lineActions || orderKey) && item.orderType === ORDER_TYPE.custom && (
              <PrintData order={order} line={item} orderKey={orderKey} />
            )}
          </li>
        ))}
      </ul>
      <dl className="totals">
        <dt>{t('checkout.subtotal')}</dt>
        <dd>{price(order.totalPrice)}</dd>
        {order.discountPrice > 0 && (
          <>
            <dt>{t('checkout.discount')}</dt>
            <dd>−{price(order.discountPrice)}</dd>
          </>
        )}
        {order.couponPrice > 0 && (
          <>
            <dt>
              {t('checkout.coupon')}
              {order.couponCode && ` (${order.couponCode})`}
            </dt>
            <dd>−{price(order.couponPrice)}</dd>
          </>
        )}
        <dt>{t('checkout.deliveryFee')}</dt>
        <dd>{price(order.deliveryPrice)}</dd>
        {order.decalsPrice > 0 && (
          <>
            <dt>{t('checkout.print')}</dt>
            <dd>{price(order.decalsPrice)}</dd>
          </>
        )}
        {!eu && (
          <>
            <dt>{t('checkout.tax')}</dt>
            <dd>{price(order.salesTaxPrice)}</dd>
          </>
        )}
        <dt className="totals__total">{t('checkout.total')}</dt>
        <dd className="totals__total">{price(order.payPrice)}</dd>
        {eu && (
          <>
            <dt className="muted">{t('checkout.vatIncluded')}</dt>
            <dd className="muted">{price(order.vatIncludedPrice)}</dd>
          </>
        )}
      </dl>
      <InvoiceButton order={order} orderKey={orderKey} />
    </>
  );
}

/** What the shopper just bought leads the success page, then the way back to the shop. */
function PaidSummary({ order }: { order: TOrder }) {
  const { t } = useTranslation();
  const price = usePrice(order.currency);
  return (
    <div className="paid-summary" data-testid="paid-summary">
      <p>{t('orders.paidText', { no: order.no })}</p>
      <p className="paid-summary__head">
        <span>
          {t('orders.no')} <strong>{order.no}</strong>
        </span>
        <span>
          {t('checkout.total')} <strong>{price(order.payPrice)}</strong>
        </span>
      </p>
      <ul className="paid-summary__lines">
        {order.items.map((item) => (
          <li key={item.id}>
            {item.spuName}
            {item.properties.length > 0 && <span className="muted"> ({item.properties.map((p) => p.valueName).join(', ')})</span>} ×{' '}
            {item.count}
          </li>
        ))}
      </ul>
      <p className="form__actions">
        <Link className="button" to="/">
          {t('orders.continueShopping')}
        </Link>
        <Link className="button button--secondary" to={`/orderDetail?id=${order.id}`}>
          {t('orders.detail')}
        </Link>
      </p>
    </div>
  );
}

/** `/orderDetail?id=` and `/paySuccess?id=`. */
export function OrderDetailPage({ paid = false }: { paid?: boolean }) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const { data: order, isError } = useOrder(Number(params.get('id')));
  // /paySuccess thanks for the payment only while the order stands paid.
  const thanked = paid && order?.payTime != null && order.status !== ORDER_STATUS.cancelled;
  usePageMeta(thanked ? t('orders.paidTitle') : t('orders.detail'));
  if (isError || !Number(params.get('id'))) return <NotFound title={t('orders.notFound')} />;
  if (!order) return <div className="page-loading" aria-busy="true" />;
  return (
    <section className="order-detail">
      <h1>{thanked ? t('orders.paidTitle') : t('orders.detail')}</h1>
      {thanked && <PaidSummary order={order} />}
      {/* Line actions stay: a logo line's print data is uploaded right after paying. */}
      <OrderView order={order} lineActions />
      <OrderActions order={order} />
      <p>
        <Link to="/buyHistory">{t('orders.title')}</Link>
      </p>
    </section>
  );
}
