import { adminRoutes, ORDER_STATUS, type TAdminOrder } from '@shop/shared';
import { useState, type FormEvent, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { DataTable, type Column } from '../../../components/ui/data-table.tsx';
import { ExportButton } from '../../../components/ui/export-button.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { Pager } from '../../../components/ui/pager.tsx';
import { dateTime, money } from '../../../lib/format.ts';
import { useOrderCounts, useOrders } from '../api/get-orders.ts';
import { OrderStatusBadge } from '../../../components/ui/order-status-badge.tsx';
import { ORDER_STATUS_TABS } from '../components/order-status.tsx';
import { useCan } from '../../auth/index.ts';
import { dayBound } from '../../../lib/day-bound.ts';

const COUNT_OF: Record<
  string,
  'unpaidCount' | 'awaitingApprovalCount' | 'undeliveredCount' | 'deliveredCount' | 'completedCount' | 'cancelledCount'
> = {
  unpaid: 'unpaidCount',
  awaitingApproval: 'awaitingApprovalCount',
  awaitingDispatch: 'undeliveredCount',
  dispatched: 'deliveredCount',
  completed: 'completedCount',
  cancelled: 'cancelledCount',
};

/** The columns the server sorts the whole list by. */
const SORT_FIELDS = ['createTime', 'payPrice'] as const;

/** Orders: status tabs with counts, search by a part of number, name, e-mail or phone, by e-mail, days placed, payment channel, paging; filters live in the address so a link keeps them. */
export function OrderListPage() {
  const { t } = useTranslation();
  const can = useCan();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const status = params.get('status');
  const no = params.get('no') ?? '';
  const keyword = params.get('q') ?? '';
  const mail = params.get('mail') ?? '';
  const from = params.get('from') ?? '';
  const to = params.get('to') ?? '';
  const channel = params.get('channel') ?? '';
  const pageNo = Number(params.get('pageNo') ?? 1);
  const pageSize = Number(params.get('pageSize') ?? 20);
  const sortField = SORT_FIELDS.find((f) => f === params.get('sortField'));
  const sortAsc = params.get('sortAsc') === 'true';
  const range = [dayBound(from, false), dayBound(to, true)];
  const filters = {
    no: no || undefined,
    keyword: keyword || undefined,
    mail: mail || undefined,
    createTime: range.every((v) => v === null) ? undefined : range,
    payChannelCode: channel || undefined,
  };
  const { data, isFetching } = useOrders({
    pageNo,
    pageSize,
    status: status === null ? undefined : Number(status),
    ...filters,
    sortField,
    sortAsc: sortField ? sortAsc : undefined,
  });
  const { data: counts } = useOrderCounts(filters);
  const [search, setSearch] = useState({ keyword, mail });

  const update = (changes: Record<string, string | number | null>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes)) {
      if (value === null || value === '') next.delete(key);
      else next.set(key, String(value));
    }
    if (!('pageNo' in changes)) next.delete('pageNo');
    setParams(next);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    update({ q: search.keyword.trim(), mail: search.mail.trim(), no: null });
  };

  const columns: Column<TAdminOrder>[] = [
    {
      key: 'no',
      header: t('orders.no'),
      cell: (o) => (
        <Link className="mono" to={`/orders/${o.id}`} onClick={(e: MouseEvent) => e.stopPropagation()}>
          {o.no}
        </Link>
      ),
      sortValue: (o) => o.no,
    },
    {
      key: 'createTime',
      header: t('orders.created'),
      cell: (o) => dateTime(o.createTime),
      sortValue: (o) => o.createTime,
      sortField: 'createTime',
    },
    {
      key: 'mail',
      header: t('orders.buyer'),
      cell: (o) => (o.memberId === 0 ? `${o.memberMail} (${t('orders.guest')})` : o.memberMail),
      sortValue: (o) => o.memberMail,
    },
    { key: 'items', header: t('orders.items'), cell: (o) => o.items.reduce((n, i) => n + i.count, 0), align: 'right', secondary: true },
    {
      key: 'channel',
      header: t('orders.payment'),
      cell: (o) => (o.payChannelCode ? t(`orders.channels.${o.payChannelCode}`, { defaultValue: o.payChannelCode }) : '–'),
      secondary: true,
    },
    {
      key: 'payPrice',
      header: t('orders.total'),
      cell: (o) => money(o.payPrice, o.currency),
      sortValue: (o) => o.payPrice,
      sortField: 'payPrice',
      align: 'right',
    },
    { key: 'status', header: t('orders.status'), cell: (o) => <OrderStatusBadge status={o.status} />, sortValue: (o) => o.status },
  ];

  return (
    <>
      <PageHeader title={t('nav.orders')}>
        {can('trade:order:export') && (
          <ExportButton
            route={adminRoutes.trade.order.exportExcel}
            input={{ ...filters, status: status === null ? undefined : Number(status) }}
          />
        )}
        {can('trade:order:create') && (
          <Link className="button primary" to="/orders/new">
            {t('newOrder.title')}
          </Link>
        )}
      </PageHeader>
      <div className="tabs" role="tablist" aria-label={t('orders.status')}>
        <button type="button" role="tab" aria-selected={status === null} onClick={() => update({ status: null })}>
          {t('orders.all')}
          {counts && <span className="count">{counts.allCount}</span>}
        </button>
        {ORDER_STATUS_TABS.map((name) => (
          <button
            key={name}
            type="button"
            role="tab"
            aria-selected={status === String(ORDER_STATUS[name])}
            onClick={() => update({ status: ORDER_STATUS[name] })}
          >
            {t(`orderStatus.${name}`)}
            {counts && <span className="count">{counts[COUNT_OF[name]!]}</span>}
          </button>
        ))}
      </div>
      <form className="filters" onSubmit={submit} role="search">
        <input
          type="search"
          aria-label={t('orders.keyword')}
          placeholder={t('orders.keywordHint')}
          maxLength={64}
          value={search.keyword}
          onChange={(e) => setSearch({ ...search, keyword: e.target.value })}
        />
        <input
          aria-label={t('orders.email')}
          placeholder={t('orders.email')}
          type="email"
          value={search.mail}
          onChange={(e) => setSearch({ ...search, mail: e.target.value })}
        />
        <input type="date" aria-label={t('orders.from')} value={from} onChange={(e) => update({ from: e.target.value })} />
        <input type="date" aria-label={t('orders.to')} value={to} onChange={(e) => update({ to: e.target.value })} />
        <select aria-label={t('orders.payment')} value={channel} onChange={(e) => update({ channel: e.target.value })}>
          <option value="">{t('orders.anyChannel')}</option>
          <option value="paypal">PayPal</option>
          <option value="demo">{t('orders.demoWallet')}</option>
          <option value="bank_transfer">{t('orders.channels.bank_transfer')}</option>
        </select>
        <button type="submit">{t('common.search')}</button>
        {(no || keyword || mail) && (
          <button
            type="button"
            className="link"
            onClick={() => {
              setSearch({ keyword: '', mail: '' });
              update({ no: null, q: null, mail: null });
            }}
          >
            {t('common.clear')}
          </button>
        )}
      </form>
      <DataTable
        columns={columns}
        rows={data?.list}
        rowKey={(o) => o.id}
        serverSort={{
          field: sortField ?? null,
          asc: sortAsc,
          onChange: (field, asc) => update({ sortField: field, sortAsc: field && asc ? 'true' : null }),
        }}
        loading={isFetching}
        onRowClick={(o) => navigate(`/orders/${o.id}`)}
        empty={t('orders.none')}
      />
      {data && (
        <Pager
          pageNo={pageNo}
          pageSize={pageSize}
          total={data.total}
          onPage={(page) => update({ pageNo: page })}
          onPageSize={(size) => update({ pageSize: size })}
        />
      )}
    </>
  );
}
