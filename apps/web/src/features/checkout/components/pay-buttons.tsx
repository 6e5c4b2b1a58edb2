import '../checkout.css';
import { channelTakes, type TPayChannelOffer } from '@shop/shared';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { ReactNode } from 'react';
import { usePrice } from '../../../lib/format.ts';
import { tradeConfigQuery } from '../../../lib/trade-config.ts';
import { CardBrands } from './card-brands.tsx';

export type PayChannel = 'paypal' | 'card' | 'demo' | 'bank_transfer' | 'invoice';

const LABELS: Record<PayChannel, string> = {
  paypal: 'checkout.methodPaypal',
  card: 'checkout.methodCard',
  demo: 'checkout.methodDemo',
  bank_transfer: 'checkout.methodBank',
  invoice: 'checkout.methodInvoice',
};
const shown = (offer: TPayChannelOffer): offer is TPayChannelOffer & { code: PayChannel } => offer.code in LABELS;

/** Why a method does not take this order: above its limit, above the company's credit left, or below its minimum. */
function reasonKey(offer: TPayChannelOffer, payPrice: number): string {
  if (payPrice < Math.round((offer.minAmount ?? 0) * 100)) return 'checkout.methodUnderMinimum';
  return offer.creditLimited ? 'checkout.methodCreditLimit' : 'checkout.methodOverLimit';
}

/**
 * The ways to pay the shop offers this buyer, each with its limit and what happens next: PayPal
 * where the shop has it (approval on PayPal's own page), cards through PayPal (its card fields, the
 * brands named), else the clearly labelled demo wallet, bank transfer (prepayment with a reference) and, for buyers
 * with terms, the invoice on account. Once the order is priced (`payPrice`, cents) a method its
 * amount does not fit is shown disabled with the reason; an order none takes is pointed to the
 * offer. Until then the buttons name no amount.
 */
export function PayButtons({
  amount,
  payPrice,
  currency,
  disabled,
  onPay,
  only,
}: {
  amount: string;
  payPrice?: number | undefined;
  currency?: string | undefined;
  disabled: boolean;
  onPay: (channel: PayChannel) => void;
  /** The channels this payment may use (all the shop offers unless said). */
  only?: PayChannel[];
}) {
  const { t } = useTranslation();
  const price = usePrice(currency);
  // Asked again on every payment step: what a buyer may use depends on the login (terms on account, credit left).
  const config = useQuery({ ...tradeConfigQuery(), staleTime: 0 }).data;
  const offers = (config?.payChannels ?? []).filter(shown).filter((offer) => !only || only.includes(offer.code));
  const fits = (offer: TPayChannelOffer) => payPrice === undefined || channelTakes(offer, payPrice);
  const usable = offers.filter(fits);
  const method = (offer: TPayChannelOffer & { code: PayChannel }) => {
    const name = t(LABELS[offer.code]);
    if (payPrice !== undefined && !fits(offer))
      return t(reasonKey(offer, payPrice), { method: name, max: price(offer.maxAmount * 100), min: price((offer.minAmount ?? 0) * 100) });
    return offer.minAmount
      ? t('checkout.methodFromTo', { method: name, min: price(offer.minAmount * 100), max: price(offer.maxAmount * 100) })
      : t('checkout.methodUpTo', { method: name, max: price(offer.maxAmount * 100) });
  };
  const buttons: Record<PayChannel, { className: string; label: string; note: ReactNode }> = {
    paypal: {
      className: 'button button--paypal',
      label: t(amount ? 'checkout.payPaypal' : 'checkout.payPaypalPlain', { amount }),
      note: t('checkout.paypalNote'),
    },
    card: {
      className: 'button button--secondary button--card',
      label: t('checkout.payCard'),
      note: (
        <>
          <CardBrands /> {t('checkout.cardNote', { max: price((offers.find((o) => o.code === 'card')?.maxAmount ?? 0) * 100) })}
        </>
      ),
    },
    demo: {
      className: 'button button--accent',
      label: t(amount ? 'checkout.payDemo' : 'checkout.payDemoPlain', { amount }),
      note: t('checkout.demoWallet'),
    },
    bank_transfer: { className: 'button button--secondary', label: t('checkout.payBank'), note: t('checkout.bankNote') },
    invoice: {
      className: 'button button--secondary',
      label: t('checkout.payInvoice'),
      note: t('checkout.invoiceNote', { days: String(offers.find((o) => o.code === 'invoice')?.termsDays ?? 30) }),
    },
  };
  return (
    <div className="pay-buttons">
      {config && offers.length === 0 && (
        <p className="note" role="status">
          {t('checkout.noPayment')}
        </p>
      )}
      {config && offers.length > 0 && usable.length === 0 && (
        <p className="note" role="status" data-testid="no-pay-method">
          {t('checkout.noMethodForAmount')}
        </p>
      )}
      {offers.map((offer) => {
        const button = buttons[offer.code];
        const taken = fits(offer);
        return (
          <div key={offer.code} className="pay-method" data-testid={`pay-method-${offer.code}`}>
            <button type="button" className={button.className} disabled={disabled || !taken} onClick={() => onPay(offer.code)}>
              {button.label}
            </button>
            <p className={taken ? 'note' : 'note pay-method__reason'} data-testid={taken ? undefined : 'pay-method-reason'}>
              {method(offer)}
            </p>
            {taken && <p className="note">{button.note}</p>}
          </div>
        );
      })}
    </div>
  );
}
