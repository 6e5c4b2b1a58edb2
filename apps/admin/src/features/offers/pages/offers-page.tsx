import { adminRoutes, type TAdminOffer } from '@shop/shared';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type Column, DataTable } from '../../../components/ui/data-table.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { ListPager } from '../../../components/ui/pager.tsx';
import { downloadFile } from '../../../lib/api-client.ts';
import { dateTime, money } from '../../../lib/format.ts';
import { useOffers } from '../api/offers.ts';
import { useFilteredPages } from '../../../lib/filtered-pages.ts';

/** The offers (quotes) shoppers downloaded from the cart, the checkout or the customise panel: who, what, how much, until when. */
export function OffersPage() {
  const { t } = useTranslation();
  const [no, setNo] = useState('');
  const { filter, filterBy, page, setPage } = useFilteredPages<{ no?: string; member?: 'true' | 'false' }>({});
  const { data, isFetching } = useOffers({ ...page, ...filter });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    filterBy({ ...filter, no: no.trim() || undefined });
  };
  const columns: Column<TAdminOffer>[] = [
    {
      key: 'no',
      header: t('offers.no'),
      // The number opens the PDF the shopper got.
      cell: (o) => (
        <button
          type="button"
          className="link"
          title={t('offers.pdf')}
          onClick={() => void downloadFile(adminRoutes.trade.offer.getPdf, { id: o.id }).catch(() => undefined)}
        >
          {o.no}
        </button>
      ),
      sortValue: (o) => o.id,
    },
    { key: 'who', header: t('offers.who'), cell: (o) => o.memberMail || t('offers.guest'), sortValue: (o) => o.memberMail },
    {
      key: 'lines',
      header: t('offers.lines'),
      cell: (o) => (
        <ul className="plain-list">
          {o.lines.map((line, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: an offer's lines never move
            <li key={i}>
              {line.count} × {line.spuName}
              {line.custom && <span className="badge badge--warn"> {t('offers.logo')}</span>}
            </li>
          ))}
        </ul>
      ),
    },
    { key: 'total', header: t('offers.total'), cell: (o) => money(o.total, o.currency), sortValue: (o) => o.total },
    { key: 'createTime', header: t('offers.created'), cell: (o) => dateTime(o.createTime), sortValue: (o) => o.createTime },
    { key: 'pieces', header: t('offers.pieces'), cell: (o) => o.pieces, sortValue: (o) => o.pieces, secondary: true },
    { key: 'country', header: t('offers.country'), cell: (o) => `${o.countryCode} · ${o.language}`, secondary: true },
    {
      key: 'validUntil',
      header: t('offers.validUntil'),
      cell: (o) => dateTime(o.validUntil),
      sortValue: (o) => o.validUntil,
      secondary: true,
    },
  ];
  return (
    <>
      <PageHeader title={t('nav.offers')} />
      <form className="filters" onSubmit={submit} role="search">
        <input aria-label={t('offers.no')} placeholder={t('offers.no')} value={no} onChange={(e) => setNo(e.target.value)} />
        <select
          aria-label={t('offers.who')}
          value={filter.member ?? ''}
          onChange={(e) => {
            filterBy({ ...filter, member: e.target.value === '' ? undefined : (e.target.value as 'true' | 'false') });
          }}
        >
          <option value="">{t('orders.all')}</option>
          <option value="true">{t('offers.members')}</option>
          <option value="false">{t('offers.guests')}</option>
        </select>
        <button type="submit">{t('common.search')}</button>
      </form>
      <DataTable columns={columns} rows={data?.list} rowKey={(o) => o.id} loading={isFetching} />
      <ListPager page={page} total={data?.total} onChange={setPage} />
    </>
  );
}
