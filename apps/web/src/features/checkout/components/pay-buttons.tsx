import '../checkout.css';
import { channelTakes, type TPayChannelOffer } from '@shop/shared';
import { useTranslation } from 'react-i18next';
import { usePrice } from '../../../lib/format.ts';
import { useTradeConfig } from '../../../lib/trade-config.ts';
import { CardBrands } from './card-brands.tsx';

export type PayChannel = 'paypal' | 'card' | 'demo' | 'bank_transfer';

const LABELS: Record<PayChannel, string> = {
  paypal: 'checkout.methodPaypal',
  card: 'checkout.methodCard',
  demo: 'checkout.methodDemo',
  bank_transfer: 'checkout.methodBank',
};
/** The largest order a card takes (trade/config/get), in major units. */
const PAY_CARD_MAX = (offers: TPayChannelOffer[]) => offers.find((offer) => offer.code === 'card')?.maxAmount ?? 0;
const shown = (offer: TPayChannelOffer): offer is TPayChannelOffer & { code: PayChannel } => offer.code in LABELS;

/**
 * The ways to pay: PayPal where the shop has it (approval on PayPal's own page), cards through
 * PayPal (its card fields, the brands named), else the clearly labelled demo wallet, and bank transfer (prepayment with a
 * reference). Once the order is priced (`payPrice`, cents) only the methods its amount allows are
 * offered, and the others are named with their limit; an order none takes is pointed to the offer.
 * Until then the buttons name no amount.
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
  const config = useTradeConfig().data;
  const offers = (config?.payChannels ?? []).filter(shown).filter((offer) => !only || only.includes(offer.code));
  const fits = (offer: TPayChannelOffer) => payPrice === undefined || channelTakes(offer, payPrice);
  const usable = offers.filter(fits);
  const tooLarge = offers.filter((offer) => !fits(offer));
  const has = (code: PayChannel) => usable.some((offer) => offer.code === code);
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
      {has('paypal') && (
        <>
          <button type="button" className="button button--paypal" disabled={disabled} onClick={() => onPay('paypal')}>
            {t(amount ? 'checkout.payPaypal' : 'checkout.payPaypalPlain', { amount })}
          </button>
          <p className="note">{t('checkout.paypalNote')}</p>
        </>
      )}
      {has('card') && (
        <>
          <button type="button" className="button button--secondary button--card" disabled={disabled} onClick={() => onPay('card')}>
            {t('checkout.payCard')}
          </button>
          <p className="note">
            <CardBrands /> {t('checkout.cardNote', { max: price(PAY_CARD_MAX(usable) * 100) })}
          </p>
        </>
      )}
      {has('demo') && (
        <>
          <p className="note">{t('checkout.demoWallet')}</p>
          <button type="button" className="button button--accent" disabled={disabled} onClick={() => onPay('demo')}>
            {t(amount ? 'checkout.payDemo' : 'checkout.payDemoPlain', { amount })}
          </button>
        </>
      )}
      {has('bank_transfer') && (
        <>
          <button type="button" className="button button--secondary" disabled={disabled} onClick={() => onPay('bank_transfer')}>
            {t('checkout.payBank')}
          </button>
          <p className="note">{t('checkout.bankNote')}</p>
        </>
      )}
      {tooLarge.length > 0 && (
        <ul className="note" data-testid="pay-methods-over-limit">
          {tooLarge.map((offer) => (
            <li key={offer.code}>{t('checkout.methodOverLimit', { method: t(LABELS[offer.code]), max: price(offer.maxAmount * 100) })}</li>
          ))}
        </ul>
      )}
    </div>
  );
}
