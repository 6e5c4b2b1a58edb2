import type { TReceivable } from '@shop/shared';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { type Column, DataTable } from '../../../components/ui/data-table.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { ListPager } from '../../../components/ui/pager.tsx';
import { dateTime, money } from '../../../lib/format.ts';
import { useReceivables } from '../api/receivables.ts';
import { RecordPaymentDialog } from '../components/record-payment-dialog.tsx';
import { StatementImportDialog } from '../components/statement-import-dialog.tsx';
import { useFilteredPages } from '../../../lib/filtered-pages.ts';

/** The bank transfers and invoices on account the shop waits for: reference, amount, what came in so far, due day; record money or import a statement. */
export function ReceivablesPage() {
  const { t } = useTranslation();
  const [reference, setReference] = useState('');
  const { filter, filterBy, page, setPage } = useFilteredPages<{ reference?: string; overdue?: 'true' }>({});
  const [recording, setRecording] = useState<TReceivable | null>(null);
  const [importing, setImporting] = useState(false);
  const { data, isFetching } = useReceivables({ ...page, ...filter });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    filterBy({ ...filter, reference: reference.trim() || undefined });
  };
  const columns: Column<TReceivable>[] = [
    {
      key: 'orderNo',
      header: t('receivables.order'),
      cell: (r) => <Link to={`/orders/${r.orderId}`}>{r.orderNo}</Link>,
      sortValue: (r) => r.orderNo,
    },
    { key: 'reference', header: t('receivables.reference'), cell: (r) => <code>{r.reference}</code> },
    { key: 'amount', header: t('receivables.total'), cell: (r) => money(r.amount, r.currency), sortValue: (r) => r.amount },
    {
      key: 'open',
      header: t('receivables.open'),
      cell: (r) => money(r.amount - r.paidAmount, r.currency),
      sortValue: (r) => r.amount - r.paidAmount,
    },
    {
      key: 'dueTime',
      header: t('receivables.due'),
      cell: (r) => (
        <>
          {dateTime(r.dueTime)} {r.overdue && <span className="badge badge--warn">{t('receivables.overdue')}</span>}
        </>
      ),
      sortValue: (r) => r.dueTime,
    },
    { key: 'email', header: t('receivables.buyer'), cell: (r) => r.email, secondary: true },
    { key: 'reminder', header: t('receivables.reminded'), cell: (r) => dateTime(r.reminderTime), secondary: true },
    {
      key: 'actions',
      header: '',
      cell: (r) => (
        <button type="button" onClick={() => setRecording(r)}>
          {t('receivables.record')}
        </button>
      ),
    },
  ];
  return (
    <>
      <PageHeader title={t('nav.receivables')}>
        <button type="button" className="primary" onClick={() => setImporting(true)}>
          {t('receivables.importTitle')}
        </button>
      </PageHeader>
      <form className="filters" onSubmit={submit} role="search">
        <input
          aria-label={t('receivables.reference')}
          placeholder={t('receivables.reference')}
          value={reference}
          onChange={(e) => setReference(e.target.value)}
        />
        <label>
          <input
            type="checkbox"
            checked={filter.overdue === 'true'}
            onChange={(e) => {
              filterBy({ ...filter, overdue: e.target.checked ? 'true' : undefined });
            }}
          />{' '}
          {t('receivables.onlyOverdue')}
        </label>
        <button type="submit">{t('common.search')}</button>
      </form>
      <DataTable columns={columns} rows={data?.list} rowKey={(r) => r.payOrderId} loading={isFetching} />
      <ListPager page={page} total={data?.total} onChange={setPage} />
      {recording && <RecordPaymentDialog receivable={recording} onClose={() => setRecording(null)} />}
      {importing && <StatementImportDialog onClose={() => setImporting(false)} />}
    </>
  );
}
