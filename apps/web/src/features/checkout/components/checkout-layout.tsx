import type { Currency, TSettlementRequest, TSettlementResponse } from '@shop/shared';
import type { ReactNode } from 'react';
import type { Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { OfferButton } from '../../../components/ui/offer-button.tsx';
import { QuoteRequestLink } from '../../../components/ui/quote-request-link.tsx';
import { usePrice } from '../../../lib/format.ts';
import { useBuyerCompany } from '../../../lib/shelf-prices.ts';
import type { PromoInput, PromoValues } from './checkout-values.ts';
import { CheckoutHeader } from './checkout-header.tsx';
import { OrderLines } from './order-lines.tsx';
import type { PayChannel } from './pay-buttons.tsx';
import { PaymentSection } from './payment-section.tsx';
import { PriceSummary } from './price-summary.tsx';
import { PromoCode } from './promo-code.tsx';
import type { CheckoutLine } from './use-checkout-lines.ts';

/**
 * The checkout's frame for members and guests alike: the slim header, the shopper's sections
 * (`children`), the priced order with its promo code, and the wallet buttons, all in the currency
 * of the delivery address.
 */
export function CheckoutLayout({
  children,
  lines,
  onLinesChange,
  summary,
  preview,
  currency,
  promoControl,
  promoCode,
  onApplyPromo,
  onRemovePromo,
  paying,
  onPay,
  offer,
}: {
  children: ReactNode;
  lines: CheckoutLine[];
  onLinesChange: (lines: CheckoutLine[]) => void;
  summary: TSettlementResponse | undefined;
  /** Before the delivery address is known (a guest's checkout): the lines priced for the visitor's market, without totals. */
  preview?: TSettlementResponse | undefined;
  currency: Currency | undefined;
  promoControl: Control<PromoValues, unknown, PromoInput>;
  promoCode: string | undefined;
  onApplyPromo: () => void;
  onRemovePromo: () => void;
  paying: boolean;
  onPay: (channel: PayChannel) => void;
  /** What the order is priced from: the offer of it. */
  offer: TSettlementRequest | null;
}) {
  const { t } = useTranslation();
  const price = usePrice(currency);
  const company = useBuyerCompany();
  return (
    <section className="checkout">
      <CheckoutHeader />
      <h1>{t('checkout.title')}</h1>
      <div className="checkout__layout">
        <div className="checkout__main">{children}</div>
        <aside className="checkout__summary" aria-label={t('checkout.summary')}>
          <h2>{t('checkout.summary')}</h2>
          {company && (
            <p className="muted" data-testid="checkout-company">
              {t('checkout.company', { name: company.name, vatId: company.vatId ? ` (${company.vatId})` : '' })}
            </p>
          )}
          <OrderLines lines={lines} items={(summary ?? preview)?.items ?? []} currency={currency} onChange={onLinesChange} />
          {!summary && preview && <p className="muted">{t('checkout.totalsAfterAddress')}</p>}
          <PromoCode control={promoControl} applied={promoCode} onApply={onApplyPromo} onRemove={onRemovePromo} />
          {summary && <PriceSummary price={summary.price} currency={currency} code={promoCode} />}
          <OfferButton body={offer} />
          <QuoteRequestLink items={offer?.items ?? null} label={t('quotes.requestCart')} />
        </aside>
        <PaymentSection
          amount={summary ? price(summary.price.payPrice) : ''}
          payPrice={summary?.price.payPrice}
          disabled={paying || !summary}
          onPay={onPay}
        />
      </div>
    </section>
  );
}
