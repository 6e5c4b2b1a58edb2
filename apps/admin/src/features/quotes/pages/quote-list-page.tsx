import { QUOTE_STATUS, type TQuote } from '@shop/shared';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { type Column, DataTable } from '../../../components/ui/data-table.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { ListPager } from '../../../components/ui/pager.tsx';
import { dateTime, money } from '../../../lib/format.ts';
import { type QuoteFilter, useQuotes } from '../api/get-quotes.ts';
import { useFilteredPages } from '../../../lib/filtered-pages.ts';

type Row = Pick<
  TQuote,
  'id' | 'no' | 'status' | 'currency' | 'payPrice' | 'pieces' | 'email' | 'name' | 'company' | 'createTime' | 'validTo'
>;

/** The quote requests: by status (the requested ones wait to be priced), number, e-mail, name or company. */
export function QuoteListPage() {
  const { t } = useTranslation();
  const [keyword, setKeyword] = useState('');
  const { filter, filterBy, page, setPage } = useFilteredPages<Pick<QuoteFilter, 'status' | 'keyword'>>({ status: QUOTE_STATUS.requested });
  const { data, isFetching } = useQuotes({ ...page, ...filter });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    filterBy({ ...filter, keyword: keyword.trim() || undefined });
  };
  const columns: Column<Row>[] = [
    { key: 'no', header: t('quotes.no'), cell: (q) => <Link to={`/quotes/${q.id}`}>{q.no}</Link>, sortValue: (q) => q.id },
    { key: 'status', header: t('quotes.status'), cell: (q) => t(`quotes.statuses.${q.status}`) },
    { key: 'who', header: t('quotes.who'), cell: (q) => [q.company, q.name, q.email].filter(Boolean).join(' · ') },
    { key: 'pieces', header: t('quotes.pieces'), cell: (q) => q.pieces, sortValue: (q) => q.pieces },
    { key: 'total', header: t('quotes.total'), cell: (q) => money(q.payPrice, q.currency), sortValue: (q) => q.payPrice },
    { key: 'createTime', header: t('quotes.created'), cell: (q) => dateTime(q.createTime), sortValue: (q) => q.createTime },
    { key: 'validTo', header: t('quotes.validTo'), cell: (q) => dateTime(q.validTo), secondary: true },
  ];
  return (
    <>
      <PageHeader title={t('nav.quotes')} />
      <form className="filters" onSubmit={submit} role="search">
        <input
          aria-label={t('quotes.search')}
          placeholder={t('quotes.search')}
          value={keyword}
          onChange={(e) => setKeyword(e.target.value)}
        />
        <select
          aria-label={t('quotes.status')}
          value={filter.status === undefined ? '' : String(filter.status)}
          onChange={(e) => {
            filterBy({ ...filter, status: e.target.value === '' ? undefined : (Number(e.target.value) as QuoteFilter['status']) });
          }}
        >
          <option value="">{t('orders.all')}</option>
          {Object.values(QUOTE_STATUS).map((status) => (
            <option key={status} value={status}>
              {t(`quotes.statuses.${status}`)}
            </option>
          ))}
        </select>
        <button type="submit">{t('common.search')}</button>
      </form>
      <DataTable columns={columns} rows={data?.list} rowKey={(q) => q.id} loading={isFetching} />
      <ListPager page={page} total={data?.total} onChange={setPage} />
    </>
  );
}
