import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { PayButtons, type PayChannel } from './pay-buttons.tsx';

/** The wallet buttons; placed after the summary in the page, so a phone shows the total before them. */
export function PaymentSection({
  amount,
  payPrice,
  disabled,
  onPay,
}: {
  amount: string;
  /** The priced order's total (cents): only the ways to pay that take it are offered. */
  payPrice?: number | undefined;
  disabled: boolean;
  onPay: (channel: PayChannel) => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="checkout__pay">
      <h2>{t('checkout.payment')}</h2>
      <PayButtons amount={amount} payPrice={payPrice} disabled={disabled} onPay={onPay} />
      <p>
        <Link to="/contactUs">{t('checkout.help')}</Link>
      </p>
    </div>
  );
}
