import { adminRoutes, type DocumentKindName, type TAdminDocumentRow } from '@shop/shared';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { type Column, DataTable } from '../../../components/ui/data-table.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { ListPager } from '../../../components/ui/pager.tsx';
import { downloadFile } from '../../../lib/api-client.ts';
import { dayBound } from '../../../lib/day-bound.ts';
import { dateTime, money } from '../../../lib/format.ts';
import { showToast } from '../../../lib/toast.ts';
import { useCan } from '../../auth/index.ts';
import { type DocumentFilter, useDocuments, useResendDocument } from '../api/invoices.ts';
import { useFilteredPages } from '../../../lib/filtered-pages.ts';

/** The PDF of a listed document, as the buyer got it. */
function download(d: TAdminDocumentRow) {
  const asked =
    d.kind === 'invoice'
      ? downloadFile(adminRoutes.trade.order.invoice, { id: d.orderId, ...(d.editId ? { editId: d.editId } : {}) })
      : downloadFile(adminRoutes.trade.creditNote.getPdf, { id: d.id });
  void asked.catch(() => undefined);
}

/**
 * Every invoice (supplementary ones too) and credit note the shop issued, across orders: number,
 * day, order, amount; filtered by kind, number and issue day; each to download, or to mail to
 * the buyer again (after a yes).
 */
export function InvoicesPage() {
  const { t } = useTranslation();
  const can = useCan();
  const resend = useResendDocument();
  const [asked, setAsked] = useState<TAdminDocumentRow | null>(null);
  const [typed, setTyped] = useState({ no: '', from: '', to: '' });
  const { filter, filterBy, page, setPage } = useFilteredPages<DocumentFilter>({});
  const { data, isFetching } = useDocuments({ ...page, ...filter });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const to = dayBound(typed.to, true);
    filterBy({
      ...filter,
      no: typed.no.trim() || undefined,
      from: dayBound(typed.from, false) ?? undefined,
      to: to === null ? undefined : to + 1,
    });
  };
  const name = (d: TAdminDocumentRow) =>
    d.kind === 'invoice'
      ? t(d.editId ? 'documents.supplementaryInvoice' : 'documents.invoice', { no: d.no })
      : t('documents.creditNote', { no: d.no });
  const columns: Column<TAdminDocumentRow>[] = [
    {
      key: 'no',
      header: t('invoices.no'),
      cell: (d) => (
        <button type="button" className="link" title={t('documents.download')} onClick={() => download(d)}>
          {d.no}
        </button>
      ),
    },
    {
      key: 'kind',
      header: t('invoices.kind'),
      cell: (d) => (
        <span className={d.kind === 'invoice' ? 'badge' : 'badge badge--warn'}>
          {t(d.kind === 'invoice' ? (d.editId ? 'invoices.supplementary' : 'invoices.invoice') : 'invoices.creditNote')}
        </span>
      ),
      // On phones the number says it (CN- for credit notes).
      secondary: true,
    },
    { key: 'issueTime', header: t('invoices.issued'), cell: (d) => dateTime(d.issueTime), sortValue: (d) => d.issueTime },
    { key: 'order', header: t('invoices.order'), cell: (d) => <Link to={`/orders/${d.orderId}`}>{d.orderNo}</Link> },
    {
      key: 'total',
      header: t('invoices.amount'),
      cell: (d) => money(d.kind === 'invoice' ? d.total : -d.total, d.currency),
      sortValue: (d) => (d.kind === 'invoice' ? d.total : -d.total),
    },
    {
      key: 'for',
      header: t('invoices.for'),
      cell: (d) => (d.afterSaleNo ? t('documents.forAfterSale', { no: d.afterSaleNo }) : d.editId ? t('documents.forExtraPayment') : ''),
      secondary: true,
    },
    {
      key: 'actions',
      header: t('invoices.actions'),
      cell: (d) => (
        <span className="row-actions">
          <button type="button" className="link" onClick={() => download(d)}>
            {t('documents.download')}
          </button>
          {can('trade:order:update') && (
            <button type="button" className="link" onClick={() => setAsked(d)}>
              {t('documents.resend')}
            </button>
          )}
        </span>
      ),
    },
  ];
  return (
    <>
      <PageHeader title={t('nav.invoices')} />
      <form className="filters" onSubmit={submit} role="search">
        <input
          aria-label={t('invoices.no')}
          placeholder={t('invoices.no')}
          value={typed.no}
          onChange={(e) => setTyped({ ...typed, no: e.target.value })}
        />
        <select
          aria-label={t('invoices.kind')}
          value={filter.kind ?? ''}
          onChange={(e) => {
            filterBy({ ...filter, kind: e.target.value === '' ? undefined : (e.target.value as DocumentKindName) });
          }}
        >
          <option value="">{t('invoices.allKinds')}</option>
          <option value="invoice">{t('invoices.invoices')}</option>
          <option value="credit-note">{t('invoices.creditNotes')}</option>
        </select>
        <input
          type="date"
          aria-label={t('invoices.from')}
          value={typed.from}
          onChange={(e) => setTyped({ ...typed, from: e.target.value })}
        />
        <input
          type="date"
          aria-label={t('invoices.to')}
          title={t('invoices.to')}
          value={typed.to}
          onChange={(e) => setTyped({ ...typed, to: e.target.value })}
        />
        <button type="submit">{t('common.search')}</button>
      </form>
      <DataTable columns={columns} rows={data?.list} rowKey={(d) => `${d.kind}-${d.id}`} loading={isFetching} />
      <ListPager page={page} total={data?.total} onChange={setPage} />
      {asked && (
        <ConfirmDialog
          title={t('documents.resendTitle')}
          message={t('invoices.resendText', { what: name(asked), order: asked.orderNo })}
          confirmLabel={t('documents.resendConfirm')}
          onClose={() => setAsked(null)}
          onConfirm={async () => {
            await resend.mutateAsync(
              asked.kind === 'invoice'
                ? { id: asked.orderId, kind: 'invoice' }
                : { id: asked.orderId, kind: 'credit-note', creditNoteId: asked.id },
            );
            showToast(t('documents.resentToBuyer'), 'success');
          }}
        />
      )}
    </>
  );
}
