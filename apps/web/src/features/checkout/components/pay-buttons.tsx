import '../checkout.css';
import { useTranslation } from 'react-i18next';
import { useTradeConfig } from '../../../lib/trade-config.ts';

export type PayChannel = 'paypal' | 'demo';

/**
 * The wallet button area: PayPal where the shop has it (approval on PayPal's own page, no
 * third-party script in the shop), else the clearly labelled demo wallet; without either the
 * shopper is told that the shop takes no payments yet. Until the order is priced (no address yet)
 * the buttons name no amount.
 */
export function PayButtons({
  amount,
  disabled,
  onPay,
  only,
}: {
  amount: string;
  disabled: boolean;
  onPay: (channel: PayChannel) => void;
  /** The channels this payment may use (all the shop offers unless said). */
  only?: PayChannel[];
}) {
  const { t } = useTranslation();
  const config = useTradeConfig().data;
  const channels = (config?.payChannels ?? []).filter((c) => !only || only.includes(c as PayChannel));
  return (
    <div className="pay-buttons">
      {config && channels.length === 0 && (
        <p className="note" role="status">
          {t('checkout.noPayment')}
        </p>
      )}
      {channels.includes('paypal') && (
        <>
          <button type="button" className="button button--paypal" disabled={disabled} onClick={() => onPay('paypal')}>
            {t(amount ? 'checkout.payPaypal' : 'checkout.payPaypalPlain', { amount })}
          </button>
          <p className="note">{t('checkout.paypalNote')}</p>
        </>
      )}
      {channels.includes('demo') && (
        <>
          <p className="note">{t('checkout.demoWallet')}</p>
          <button type="button" className="button button--accent" disabled={disabled} onClick={() => onPay('demo')}>
            {t(amount ? 'checkout.payDemo' : 'checkout.payDemoPlain', { amount })}
          </button>
        </>
      )}
    </div>
  );
}
