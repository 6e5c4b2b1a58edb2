import '../orders.css';
import { ORDER_STATUS, type TCompanyOrder } from '@shop/shared';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { SelectField } from '../../../components/ui/field.tsx';
import { NotFound } from '../../../components/ui/not-found.tsx';
import { Pager } from '../../../components/ui/pager.tsx';
import { usePrice } from '../../../lib/format.ts';
import { usePageMeta } from '../../../lib/page-meta.ts';
import { useMyCompany } from '../../member/index.ts';
import { useCompanyOrder, useCompanyOrders } from '../api/company-orders.ts';
import { OrderStatusBadge } from '../components/order-status-badge.tsx';
import { OrderView } from './order-pages.tsx';

const PAGE_SIZE = 20;

/** One order of the history: number (to its page), status, buyer, date, total and PO number. */
function CompanyOrderCard({ order }: { order: TCompanyOrder }) {
  const { t, i18n } = useTranslation();
  const price = usePrice(order.currency);
  // My own orders open my order page, where I pay or cancel them; a colleague's opens to read.
  const target = order.mine ? `/orderDetail?id=${order.id}` : `/companyOrder?id=${order.id}`;
  return (
    <li className="company-order" aria-label={order.no}>
      <p className="company-order__head">
        <Link to={target}>{order.no}</Link> <OrderStatusBadge status={order.status} />
      </p>
      <dl className="totals">
        <dt>{t('company.orders.buyer')}</dt>
        <dd>{order.mine ? t('company.orders.me') : order.buyerName}</dd>
        <dt>{t('company.orders.date')}</dt>
        <dd>{new Date(order.createTime).toLocaleDateString(i18n.language)}</dd>
        <dt>{t('company.orders.total')}</dt>
        <dd>
          <strong>{price(order.payPrice)}</strong>
        </dd>
        {order.poNumber && (
          <>
            <dt>{t('company.approvals.poNumber')}</dt>
            <dd>{order.poNumber}</dd>
          </>
        )}
      </dl>
    </li>
  );
}

/**
 * `/companyOrders`: the company's order history. Admins and approvers see every member's orders
 * and filter by buyer; buyers see their own. Filters and page live in the address.
 */
export function CompanyOrdersPage() {
  const { t } = useTranslation();
  usePageMeta(t('company.orders.title'));
  const [params, setParams] = useSearchParams();
  const { data: company } = useMyCompany();
  const memberId = Number(params.get('buyer')) || undefined;
  const status = params.get('status') ?? '';
  const pageNo = Number(params.get('page')) || 1;
  const { data, isPending, isError } = useCompanyOrders({
    pageNo,
    pageSize: PAGE_SIZE,
    ...(memberId ? { memberId } : {}),
    ...(status !== '' ? { status: Number(status) } : {}),
  });
  const set = (key: string, value: string) =>
    setParams((current) => {
      if (value === '') current.delete(key);
      else current.set(key, value);
      if (key !== 'page') current.delete('page');
      return current;
    });
  if (company === null || isError) return <NotFound title={t('company.orders.noCompany')} />;
  const seesAll = company && company.role !== 'buyer';
  return (
    <section className="company-history">
      <h1>{t('company.orders.title')}</h1>
      <p>{t(seesAll ? 'company.orders.intro' : 'company.orders.introBuyer')}</p>
      <div className="company-orders__filters" role="search" aria-label={t('company.orders.filters')}>
        {seesAll && (
          <SelectField label={t('company.orders.buyer')} value={memberId ?? ''} onChange={(e) => set('buyer', e.target.value)}>
            <option value="">{t('company.orders.allBuyers')}</option>
            {company.members.map((m) => (
              <option key={m.memberId} value={m.memberId}>
                {m.name || m.mail}
              </option>
            ))}
          </SelectField>
        )}
        <SelectField label={t('company.orders.status')} value={status} onChange={(e) => set('status', e.target.value)}>
          <option value="">{t('company.orders.allStatuses')}</option>
          {Object.values(ORDER_STATUS).map((s) => (
            <option key={s} value={s}>
              {t(`orders.status.${s}`)}
            </option>
          ))}
        </SelectField>
      </div>
      {isPending ? (
        <div className="page-loading" aria-busy="true" />
      ) : data && data.list.length > 0 ? (
        <ul className="company-orders">
          {data.list.map((order) => (
            <CompanyOrderCard key={order.id} order={order} />
          ))}
        </ul>
      ) : (
        <p role="status">{t('company.orders.none')}</p>
      )}
      {data && <Pager page={pageNo} pages={Math.ceil(data.total / PAGE_SIZE)} onChange={(page) => set('page', String(page))} />}
      <p>
        <Link to="/company">{t('company.toCompany')}</Link>
      </p>
    </section>
  );
}

/** `/companyOrder?id=`: an order of the company's history to read; paying and cancelling stay with its buyer. */
export function CompanyOrderPage() {
  const { t } = useTranslation();
  usePageMeta(t('orders.detail'));
  const [params] = useSearchParams();
  const id = Number(params.get('id'));
  const { data: order, isError } = useCompanyOrder(id);
  if (isError || !id) return <NotFound title={t('orders.notFound')} />;
  if (!order) return <div className="page-loading" aria-busy="true" />;
  return (
    <section className="order-detail">
      <h1>{t('orders.detail')}</h1>
      <p className="muted" role="note">
        {t('company.orders.readOnly')}
      </p>
      <OrderView order={order} readOnly />
      <p>
        <Link to="/companyOrders">{t('company.orders.title')}</Link>
      </p>
    </section>
  );
}
