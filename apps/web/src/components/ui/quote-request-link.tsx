import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

/** The quote request form for these lines (the settlement's items, a logo line with its whole print order). */
export const quoteRequestPath = (items: readonly object[]) => `/quoteRequest?items=${encodeURIComponent(JSON.stringify(items))}`;

/**
 * "Request a quote": opens the quote request form with the lines being priced (the product page,
 * the logo panel, the cart and the checkout), where the shop prices them by hand.
 */
export function QuoteRequestLink({ items, label }: { items: readonly object[] | null; label?: string }) {
  const { t } = useTranslation();
  if (!items || items.length === 0) return null;
  return (
    <Link className="button button--secondary" to={quoteRequestPath(items)} data-testid="request-quote">
      {label ?? t('quotes.request')}
    </Link>
  );
}
