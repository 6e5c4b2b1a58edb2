import { AFTER_SALE_STATUS, AFTER_SALE_WAY, type ZAdminAfterSale } from '@shop/shared';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import type { z } from 'zod';
import type { Column } from '../../../components/ui/data-table.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { SplitList } from '../../../components/ui/split-list.tsx';
import { dateTime, money } from '../../../lib/format.ts';
import { useAfterSale, useAfterSales } from '../api/after-sales.ts';
import { AfterSaleActions } from '../components/after-sale-actions.tsx';
import { AfterSaleDocuments } from '../components/after-sale-documents.tsx';
import { useFilteredPages } from '../../../lib/filtered-pages.ts';

type AfterSale = z.infer<typeof ZAdminAfterSale>;

const STATUS_NAMES = Object.fromEntries(Object.entries(AFTER_SALE_STATUS).map(([name, value]) => [value, name])) as Record<number, string>;
const LOOK: Record<string, string> = {
  applied: 'warn',
  approved: 'info',
  returnSent: 'info',
  awaitingRefund: 'warn',
  completed: 'ok',
  buyerCancelled: 'neutral',
  rejected: 'danger',
  returnRefused: 'danger',
};

function StatusBadge({ status }: { status: number }) {
  const { t } = useTranslation();
  const name = STATUS_NAMES[status] ?? 'applied';
  return <span className={`badge badge--${LOOK[name]}`}>{t(`afterSales.status.${name}`)}</span>;
}

function Detail({ id }: { id: number }) {
  const { t } = useTranslation();
  const { data: a } = useAfterSale(id);
  if (!a) return <p aria-busy="true">{t('common.loading')}</p>;
  return (
    <article className="card message" aria-label={t('afterSales.one')}>
      <header className="message__head">
        <div>
          <h2>
            {a.no} · {t(a.way === AFTER_SALE_WAY.refund ? 'afterSales.refundOnly' : 'afterSales.returnAndRefund')}
          </h2>
          <p className="muted">
            {a.memberMail} · {t('orders.no')} <Link to={`/orders/${a.order.id}`}>{a.order.no}</Link> · {dateTime(a.createTime)}
          </p>
        </div>
        <StatusBadge status={a.status} />
      </header>
      <div className="product-cell">
        {a.picUrl && <img src={a.picUrl} alt="" width="48" height="48" />}
        <span>
          {a.spuName} <span className="muted">{a.properties.map((p) => p.valueName).join(' · ')}</span> × {a.count}
        </span>
      </div>
      <dl className="facts">
        <dt>{t('afterSales.reason')}</dt>
        <dd>{a.applyReason}</dd>
        {a.applyDescription && (
          <>
            <dt>{t('afterSales.description')}</dt>
            <dd className="message__body">{a.applyDescription}</dd>
          </>
        )}
        <dt>{t('afterSales.refund')}</dt>
        <dd>
          {money(a.refundPrice, a.currency)}{' '}
          <span className="muted">({t('afterSales.ceiling', { amount: money(a.refundCeiling, a.currency) })})</span>
        </dd>
        {a.logisticsNo && (
          <>
            <dt>{t('afterSales.parcel')}</dt>
            <dd>
              {a.logisticsName} · <span className="mono">{a.logisticsNo}</span>
            </dd>
          </>
        )}
        {a.auditReason && (
          <>
            <dt>{t('afterSales.rejectedBecause')}</dt>
            <dd>{a.auditReason}</dd>
          </>
        )}
        {a.refuseMemo && (
          <>
            <dt>{t('afterSales.refusedBecause')}</dt>
            <dd>{a.refuseMemo}</dd>
          </>
        )}
      </dl>
      {a.applyPicUrls.length > 0 && (
        <p className="message__pictures">
          {a.applyPicUrls.map((url) => (
            <a key={url} href={url} target="_blank" rel="noreferrer">
              <img src={url} alt="" width="72" height="72" />
            </a>
          ))}
        </p>
      )}
      <ol className="timeline">
        {a.logs.map((log) => (
          <li key={`${log.action}-${log.createTime}`}>
            <strong>{t(`afterSales.status.${STATUS_NAMES[log.afterStatus] ?? 'applied'}`)}</strong>{' '}
            <span className="muted">{dateTime(log.createTime)}</span>
            {log.reason && <span> · {log.reason}</span>}
          </li>
        ))}
      </ol>
      <AfterSaleDocuments afterSale={a} />
      <AfterSaleActions afterSale={a} />
    </article>
  );
}

/** Returns and refunds: status tabs, way, number; one opens beside the list with the next step. */
export function AfterSalesPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const status = params.get('status') ?? String(AFTER_SALE_STATUS.applied);
  const selected = Number(params.get('id') ?? 0);
  const [no, setNo] = useState('');
  const { filter, filterBy, page, setPage } = useFilteredPages<{ no?: string; way?: number }>({});
  const { data, isFetching } = useAfterSales({ ...page, ...filter, status: status === '' ? undefined : Number(status) });
  const set = (changes: Record<string, string | null>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes)) value === null ? next.delete(key) : next.set(key, value);
    setParams(next);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    filterBy({ ...filter, no: no.trim() || undefined });
  };
  const columns: Column<AfterSale>[] = [
    { key: 'no', header: t('afterSales.no'), cell: (a) => <span className="mono">{a.no}</span>, sortValue: (a) => a.no },
    { key: 'member', header: t('orders.member'), cell: (a) => a.memberMail, sortValue: (a) => a.memberMail, secondary: true },
    { key: 'product', header: t('orders.product'), cell: (a) => a.spuName, sortValue: (a) => a.spuName },
    {
      key: 'refund',
      header: t('afterSales.refund'),
      cell: (a) => money(a.refundPrice, a.currency),
      sortValue: (a) => a.refundPrice,
      align: 'right',
    },
    { key: 'status', header: t('admins.status'), cell: (a) => <StatusBadge status={a.status} />, sortValue: (a) => a.status },
  ];
  const tabs: [string, string][] = [
    ...(['applied', 'returnSent', 'awaitingRefund', 'completed'] as const).map(
      (name) => [String(AFTER_SALE_STATUS[name]), t(`afterSales.status.${name}`)] as [string, string],
    ),
    ['', t('orders.all')],
  ];
  return (
    <>
      <PageHeader title={t('nav.afterSales')} />
      <div className="tabs" role="tablist" aria-label={t('admins.status')}>
        {tabs.map(([value, label]) => (
          <button key={value} type="button" role="tab" aria-selected={status === value} onClick={() => set({ status: value, id: null })}>
            {label}
          </button>
        ))}
      </div>
      <form className="filters" onSubmit={submit} role="search">
        <input aria-label={t('afterSales.no')} placeholder={t('afterSales.searchNo')} value={no} onChange={(e) => setNo(e.target.value)} />
        <select
          aria-label={t('afterSales.way')}
          value={filter.way ?? ''}
          onChange={(e) => filterBy({ ...filter, way: e.target.value === '' ? undefined : Number(e.target.value) })}
        >
          <option value="">{t('afterSales.anyWay')}</option>
          <option value={AFTER_SALE_WAY.refund}>{t('afterSales.refundOnly')}</option>
          <option value={AFTER_SALE_WAY.returnAndRefund}>{t('afterSales.returnAndRefund')}</option>
        </select>
        <button type="submit">{t('common.search')}</button>
      </form>
      <SplitList
        columns={columns}
        data={data}
        rowKey={(a) => a.id}
        loading={isFetching}
        page={page}
        onPage={(pageNo) => setPage({ ...page, pageNo })}
        selected={selected}
        onSelect={(a) => set({ id: String(a.id) })}
        detail={(id) => <Detail id={id} />}
        hint={t('afterSales.pick')}
        empty={t('afterSales.none')}
      />
    </>
  );
}
