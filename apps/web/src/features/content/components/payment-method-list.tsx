import { useSuspenseQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { usePrice } from '../../../lib/format.ts';
import { tradeConfigQuery } from '../../../lib/trade-config.ts';

const DESCRIBED = ['paypal', 'demo', 'bank_transfer'] as const;

/**
 * The ways to pay the shop really offers (trade/config/get), each with its limit per order in the
 * visitor's currency, and buying on account as it stands: for approved companies, and for
 * consumers only where the shop switched it on.
 */
export function PaymentMethodList() {
  const { t } = useTranslation('pages');
  const price = usePrice();
  const config = useSuspenseQuery(tradeConfigQuery()).data;
  const money = (major: number) => price(Math.round(major * 100));
  const onAccount = config.onAccount;
  return (
    <ul data-testid="payment-method-list">
      {config.payChannels
        .filter((offer) => (DESCRIBED as readonly string[]).includes(offer.code))
        .map((offer) => (
          <li key={offer.code}>{t(`paymentMethods.methods.${offer.code}`, { max: money(offer.maxAmount) })}</li>
        ))}
      {onAccount && <li>{t('paymentMethods.methods.invoice', { min: money(onAccount.minAmount), max: money(onAccount.companyMax) })}</li>}
      {onAccount?.consumerMax && (
        <li>{t('paymentMethods.methods.invoiceConsumers', { min: money(onAccount.minAmount), max: money(onAccount.consumerMax) })}</li>
      )}
    </ul>
  );
}
