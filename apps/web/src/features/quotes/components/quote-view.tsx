import { QUOTE_STATUS, routes, type TQuote } from '@shop/shared';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { DownloadButton } from '../../../components/ui/download-button.tsx';
import { OrderPriceRows } from '../../orders/index.ts';
import type { QuoteAccess } from '../api/get-quote.ts';
import { useAcceptQuote, useDeclineQuote } from '../api/quote-actions.ts';
import { QuoteLines } from './quote-lines.tsx';
import { QuoteThread } from './quote-thread.tsx';
import { askConfirm } from '../../../lib/confirm.ts';

const date = (ms: number, language: string) => new Intl.DateTimeFormat(language, { dateStyle: 'medium' }).format(ms);

/** Accept (→ the order's payment), decline, and the PDF, as the quote's state allows. */
function QuoteActions({ quote, access }: { quote: TQuote; access: QuoteAccess }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const accept = useAcceptQuote(access);
  const decline = useDeclineQuote(access);
  const priced = quote.status === QUOTE_STATUS.priced;
  const open = priced || quote.status === QUOTE_STATUS.requested;
  const orderPage = (orderId: number, token?: string) =>
    token ? `/guestOrder?key=${encodeURIComponent(token)}` : `/payOrder?id=${orderId}`;
  return (
    <div className="quote-actions">
      {priced && (
        <button
          type="button"
          className="button button--accent"
          disabled={accept.isPending || !quote.hasAddress}
          onClick={() => accept.mutate(undefined, { onSuccess: (order) => void navigate(orderPage(order.orderId, order.token)) })}
        >
          {t('quotes.accept')}
        </button>
      )}
      {open && (
        <button
          type="button"
          className="button button--secondary"
          disabled={decline.isPending}
          onClick={() => {
            void askConfirm(t('quotes.declineConfirm'), t('quotes.decline')).then((yes) => yes && decline.mutate());
          }}
        >
          {t('quotes.decline')}
        </button>
      )}
      {quote.pricedTime !== null && (
        <DownloadButton route={'id' in access ? routes.trade.quote.pdf : routes.trade.quote.guestPdf} input={access} testId="quote-pdf">
          {t('quotes.pdf')}
        </DownloadButton>
      )}
      {quote.orderId !== null && 'id' in access && (
        <Link className="button button--secondary" to={`/orderDetail?id=${quote.orderId}`}>
          {t('quotes.toOrder')}
        </Link>
      )}
      {priced && !quote.hasAddress && <p className="field__error">{t('quotes.addressMissing')}</p>}
    </div>
  );
}

/** A quote as its buyer sees it: state and validity, lines and prices, actions, and the thread. */
export function QuoteView({ quote, access }: { quote: TQuote; access: QuoteAccess }) {
  const { t, i18n } = useTranslation();
  return (
    <article className="quote-page">
      <header className="quote-page__head">
        <h1>{t('quotes.titleOne', { no: quote.no })}</h1>
        <p className={`quote-status quote-status--${quote.status}`}>{t(`quotes.status.${quote.status}`)}</p>
      </header>
      <dl className="quote-facts">
        <dt>{t('quotes.requested')}</dt>
        <dd>{date(quote.createTime, i18n.language)}</dd>
        {quote.validTo !== null && (
          <>
            <dt>{t('quotes.validTo')}</dt>
            <dd>{date(quote.validTo, i18n.language)}</dd>
          </>
        )}
        {quote.poNumber && (
          <>
            <dt>{t('quotes.poNumber')}</dt>
            <dd>{quote.poNumber}</dd>
          </>
        )}
        {quote.company && (
          <>
            <dt>{t('quotes.company')}</dt>
            <dd>{quote.company}</dd>
          </>
        )}
      </dl>
      {quote.status === QUOTE_STATUS.requested && <p className="note">{t('quotes.waiting')}</p>}
      {quote.note && <p className="quote-note">{quote.note}</p>}
      <QuoteLines quote={quote} />
      <OrderPriceRows order={{ ...quote.price, currency: quote.currency }} />
      {quote.shopNote && <p className="note">{quote.shopNote}</p>}
      <QuoteActions quote={quote} access={access} />
      <QuoteThread quote={quote} access={access} />
    </article>
  );
}
