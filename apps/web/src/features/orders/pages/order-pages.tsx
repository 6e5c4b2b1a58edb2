import '../orders.css';
import { ORDER_STATUS, type TOrder } from '@shop/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { NotFound } from '../../../components/ui/not-found.tsx';
import { usePageMeta } from '../../../lib/page-meta.ts';
import { useOrder } from '../api/get-order.ts';
import { useOrders } from '../api/get-orders.ts';
import { BillingChange } from '../components/billing-change.tsx';
import { InvoiceButton } from '../components/invoice-button.tsx';
import { OrderActions } from '../components/order-actions.tsx';
import { BuyAgain } from '../components/buy-again.tsx';
import { OrderCard } from '../components/order-card.tsx';
import { OrderFacts } from '../components/order-facts.tsx';
import { OrderLine } from '../components/order-line.tsx';
import { OrderPriceRows } from '../components/order-price-rows.tsx';
import { OrderRefunds } from '../components/order-refunds.tsx';
import { PaidSummary } from '../components/paid-summary.tsx';
import { AfterSaleList } from './after-sale-pages.tsx';

/** The order statuses, and the refunds and returns (`afterSale`, also reached by `?tab=afterSale`). */
const TABS = [undefined, ...Object.values(ORDER_STATUS), 'afterSale'] as const;
type Tab = (typeof TABS)[number];

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

/**
 * One order as members and guests see it: number, status and times, addresses, each line with its
 * variant, and the prices (EU orders with the VAT they contain, US orders with their sales tax).
 * `lineActions`: the member's own page, where lines offer after-sale and review. `orderKey`: a
 * guest's order opened by its link's key, where logo lines take print data and approval too.
 * `readOnly`: a colleague's order, without documents.
 */
export function OrderView({
  order,
  lineActions = false,
  orderKey,
  readOnly = false,
}: {
  order: TOrder;
  lineActions?: boolean;
  orderKey?: string;
  /** A colleague's order in the company's history: read only, its documents stay with its buyer. */
  readOnly?: boolean;
}) {
  return (
    <>
      <OrderFacts
        order={order}
        colleague={readOnly}
        billingChange={(lineActions || orderKey) && <BillingChange order={order} orderKey={orderKey} />}
      />
      <ul className="order-card__items">
        {order.items.map((item) => (
          <OrderLine key={item.id} order={order} line={item} lineActions={lineActions} orderKey={orderKey} />
        ))}
      </ul>
      <OrderPriceRows order={order} />
      {!readOnly && <OrderRefunds order={order} orderKey={orderKey} />}
      {!readOnly && <InvoiceButton order={order} orderKey={orderKey} />}
    </>
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
      <BuyAgain order={order} />
      <p>
        <Link to="/buyHistory">{t('orders.title')}</Link>
      </p>
    </section>
  );
}
