import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { PayButtons, type PayChannel } from './pay-buttons.tsx';

/** The wallet buttons; placed after the summary in the page, so a phone shows the total before them. */
export function PaymentSection({ amount, disabled, onPay }: { amount: string; disabled: boolean; onPay: (channel: PayChannel) => void }) {
  const { t } = useTranslation();
  return (
    <div className="checkout__pay">
      <h2>{t('checkout.payment')}</h2>
      <PayButtons amount={amount} disabled={disabled} onPay={onPay} />
      <p>
        <Link to="/contactUs">{t('checkout.help')}</Link>
      </p>
    </div>
  );
}
