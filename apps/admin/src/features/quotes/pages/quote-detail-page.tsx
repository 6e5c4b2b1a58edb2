import '../quotes.css';
import { adminContract, adminRoutes, QUOTE_STATUS, type TAdminQuote } from '@shop/shared';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { TextAreaField } from '../../../components/ui/field.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { downloadFile } from '../../../lib/api-client.ts';
import { dateTime, money } from '../../../lib/format.ts';
import { useCan } from '../../auth/index.ts';
import { useDeclineQuote } from '../api/change-quote.ts';
import { useQuote } from '../api/get-quotes.ts';
import { QuotePriceForm } from '../components/quote-price-form.tsx';
import { QuoteThread } from '../components/quote-thread.tsx';

/** Who asked, what for, and the quote's state and figures. */
function QuoteFacts({ quote }: { quote: TAdminQuote }) {
  const { t } = useTranslation();
  const row = (label: string, value: ReactNode) =>
    value ? (
      <>
        <dt>{label}</dt>
        <dd>{value}</dd>
      </>
    ) : null;
  return (
    <dl className="facts">
      {row(t('quotes.status'), t(`quotes.statuses.${quote.status}`))}
      {row(t('quotes.who'), [quote.name, quote.email].filter(Boolean).join(' · '))}
      {row(t('quotes.company'), quote.companyId ? <Link to={`/companies/${quote.companyId}`}>{quote.company}</Link> : quote.company)}
      {row(t('quotes.member'), quote.memberId ? <Link to={`/members/${quote.memberId}`}>#{quote.memberId}</Link> : t('quotes.guest'))}
      {row(t('quotes.poNumber'), quote.poNumber)}
      {row(t('quotes.country'), [quote.state, quote.countryCode].filter(Boolean).join(', '))}
      {row(t('quotes.created'), dateTime(quote.createTime))}
      {row(t('quotes.validTo'), quote.validTo ? dateTime(quote.validTo) : '')}
      {row(t('quotes.total'), money(quote.price.payPrice, quote.currency))}
      {row(t('quotes.order'), quote.orderId ? <Link to={`/orders/${quote.orderId}`}>#{quote.orderId}</Link> : '')}
      {row(t('quotes.note'), quote.note ? <span className="quote-pre">{quote.note}</span> : '')}
      {row(
        t('quotes.attachments'),
        quote.attachments.length > 0 ? (
          <ul className="plain-list">
            {quote.attachments.map((url) => (
              <li key={url}>
                <a href={url} target="_blank" rel="noreferrer">
                  {url.split('/').pop()}
                </a>
              </li>
            ))}
          </ul>
        ) : null,
      )}
    </dl>
  );
}

/** `/quotes/:id`: a quote request, its pricing form (send), decline, PDF and the thread with the buyer. */
export function QuoteDetailPage() {
  const { t } = useTranslation();
  const id = Number(useParams().id);
  const { data: quote } = useQuote(id);
  const can = useCan();
  const decline = useDeclineQuote(id);
  const [declining, setDeclining] = useState(false);
  const [reason, setReason] = useState('');
  if (!quote) return null;
  const open = quote.status === QUOTE_STATUS.requested || quote.status === QUOTE_STATUS.priced;
  const mayUpdate = can(adminContract.trade.quote.price.access.permission);
  return (
    <>
      <PageHeader title={t('quotes.titleOne', { no: quote.no })}>
        {quote.pricedTime !== null && (
          <button type="button" onClick={() => void downloadFile(adminRoutes.trade.quote.pdf, { id }).catch(() => undefined)}>
            {t('quotes.pdf')}
          </button>
        )}
        {open && mayUpdate && (
          <button type="button" className="danger" onClick={() => setDeclining(true)}>
            {t('quotes.decline')}
          </button>
        )}
      </PageHeader>
      <QuoteFacts quote={quote} />
      {mayUpdate ? <QuotePriceForm key={`${quote.status}-${quote.pricedTime}`} quote={quote} /> : null}
      <QuoteThread quote={quote} />
      {declining && (
        <ConfirmDialog
          title={t('quotes.decline')}
          message={t('quotes.declineMessage', { no: quote.no })}
          confirmLabel={t('quotes.decline')}
          danger
          onConfirm={() => decline.mutateAsync(reason)}
          onClose={() => setDeclining(false)}
        >
          <TextAreaField label={t('quotes.reason')} rows={2} maxLength={500} value={reason} onChange={(e) => setReason(e.target.value)} />
        </ConfirmDialog>
      )}
    </>
  );
}
