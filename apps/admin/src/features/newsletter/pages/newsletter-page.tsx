import { NEWSLETTER_STATUS, type TAdminNewsletterSubscriber } from '@shop/shared';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type Column, DataTable } from '../../../components/ui/data-table.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { ListPager } from '../../../components/ui/pager.tsx';
import { dateTime } from '../../../lib/format.ts';
import { useExportSubscribers, useSubscribers } from '../api/newsletter.ts';
import { useFilteredPages } from '../../../lib/filtered-pages.ts';

const STATUS_BADGE: Record<number, string> = { 0: 'warn', 1: 'ok', 2: 'danger' };

/** Newsletter sign-ups: by status and part of the e-mail, with a CSV export. */
export function NewsletterPage() {
  const { t } = useTranslation();
  const [mail, setMail] = useState('');
  const { filter, filterBy, page, setPage } = useFilteredPages<{ mail?: string; status?: number }>({});
  const { data, isFetching } = useSubscribers({ ...page, ...filter });
  const exportCsv = useExportSubscribers();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    filterBy({ ...filter, mail: mail.trim() || undefined });
  };
  const columns: Column<TAdminNewsletterSubscriber>[] = [
    { key: 'mail', header: t('newsletter.mail'), cell: (s) => s.mail, sortValue: (s) => s.mail },
    {
      key: 'status',
      header: t('newsletter.status'),
      cell: (s) => <span className={`badge badge--${STATUS_BADGE[s.status] ?? 'warn'}`}>{t(`newsletter.statuses.${s.status}`)}</span>,
      sortValue: (s) => s.status,
    },
    {
      key: 'member',
      header: t('newsletter.member'),
      cell: (s) => t(s.memberId ? 'newsletter.isMember' : 'newsletter.isGuest'),
      secondary: true,
    },
    { key: 'language', header: t('newsletter.language'), cell: (s) => s.language, secondary: true },
    { key: 'coupon', header: t('newsletter.coupon'), cell: (s) => s.couponCode ?? '', secondary: true },
    { key: 'confirmedAt', header: t('newsletter.confirmedAt'), cell: (s) => dateTime(s.confirmedAt), sortValue: (s) => s.confirmedAt ?? 0 },
    {
      key: 'createTime',
      header: t('newsletter.signedUp'),
      cell: (s) => dateTime(s.createTime),
      sortValue: (s) => s.createTime,
      secondary: true,
    },
  ];
  return (
    <>
      <PageHeader title={t('nav.newsletter')}>
        <button type="button" onClick={() => exportCsv.mutate(filter.status)} disabled={exportCsv.isPending}>
          {t('newsletter.export')}
        </button>
      </PageHeader>
      <form className="filters" onSubmit={submit} role="search">
        <input
          aria-label={t('newsletter.mail')}
          placeholder={t('newsletter.mail')}
          value={mail}
          onChange={(e) => setMail(e.target.value)}
        />
        <select
          aria-label={t('newsletter.status')}
          value={filter.status ?? ''}
          onChange={(e) => {
            filterBy({ ...filter, status: e.target.value === '' ? undefined : Number(e.target.value) });
          }}
        >
          <option value="">{t('orders.all')}</option>
          {Object.values(NEWSLETTER_STATUS).map((status) => (
            <option key={status} value={status}>
              {t(`newsletter.statuses.${status}`)}
            </option>
          ))}
        </select>
        <button type="submit">{t('common.search')}</button>
      </form>
      <DataTable columns={columns} rows={data?.list} rowKey={(s) => s.id} loading={isFetching} />
      <ListPager page={page} total={data?.total} onChange={setPage} />
    </>
  );
}
