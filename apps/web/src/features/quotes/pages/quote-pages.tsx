import '../quotes.css';
import { QUOTE_STATUS } from '@shop/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { NotFound } from '../../../components/ui/not-found.tsx';
import { usePrice } from '../../../lib/format.ts';
import { usePageMeta } from '../../../lib/page-meta.ts';
import { type QuoteAccess, useQuote } from '../api/get-quote.ts';
import { useQuotes } from '../api/get-quotes.ts';
import { QuoteView } from '../components/quote-view.tsx';

const TABS = [undefined, ...Object.values(QUOTE_STATUS)] as const;

function QuoteTotal({ cents, currency }: { cents: number; currency: string }) {
  return <>{usePrice(currency)(cents)}</>;
}

/** `/quotes`: the member's quotes by status, newest first. */
export function QuotesPage() {
  const { t, i18n } = useTranslation();
  usePageMeta(t('quotes.title'));
  const [status, setStatus] = useState<(typeof TABS)[number]>(undefined);
  const { data, isPending } = useQuotes(status);
  return (
    <section>
      <h1>{t('quotes.title')}</h1>
      <div role="tablist" className="tabs" aria-label={t('quotes.title')}>
        {TABS.map((tab) => (
          <button key={String(tab)} type="button" role="tab" aria-selected={status === tab} onClick={() => setStatus(tab)}>
            {tab === undefined ? t('quotes.all') : t(`quotes.status.${tab}`)}
          </button>
        ))}
      </div>
      {!isPending && data?.list.length === 0 && <EmptyState title={t('quotes.none')} />}
      <ul className="quote-list">
        {data?.list.map((quote) => (
          <li key={quote.id} className="quote-card">
            <Link to={`/quote?id=${quote.id}`}>
              <strong>{quote.no}</strong>
            </Link>
            <span className={`quote-status quote-status--${quote.status}`}>{t(`quotes.status.${quote.status}`)}</span>
            <span>{t('quotes.pieces', { count: quote.pieces })}</span>
            <span>
              <QuoteTotal cents={quote.payPrice} currency={quote.currency} />
            </span>
            <span className="muted">{new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' }).format(quote.createTime)}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}

function QuoteOf({ access }: { access: QuoteAccess }) {
  const { t } = useTranslation();
  const { data, isError } = useQuote(access);
  usePageMeta(data ? t('quotes.titleOne', { no: data.no }) : t('quotes.title'));
  if (isError) return <NotFound />;
  if (!data) return <p className="muted">{t('common.loading')}</p>;
  return <QuoteView quote={data} access={access} />;
}

/** `/quote?id=`: one of the member's quotes. */
export function QuotePage() {
  const [params] = useSearchParams();
  const id = Number(params.get('id'));
  if (!Number.isInteger(id) || id <= 0) return <NotFound />;
  return <QuoteOf key={id} access={{ id }} />;
}

/** `/guestQuote?key=`: a guest's quote by the signed key of the mailed link. */
export function GuestQuotePage() {
  const [params] = useSearchParams();
  const token = params.get('key') ?? '';
  if (!token) return <NotFound />;
  return <QuoteOf key={token} access={{ token }} />;
}
