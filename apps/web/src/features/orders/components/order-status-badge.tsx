import { ORDER_STATUS, PAY_STATUS } from '@shop/shared';
import { useTranslation } from 'react-i18next';
import { statusTone } from './status-tone.ts';

/** The order's status in words, coloured by how it stands; an order bought on account is not called paid. */
export function OrderStatusBadge({ status, payStatus = null }: { status: number; payStatus?: number | null }) {
  const { t } = useTranslation();
  const onAccount = status === ORDER_STATUS.awaitingDispatch && payStatus === PAY_STATUS.onAccount;
  return <span className={`tag tag--${statusTone(status)}`}>{onAccount ? t('orders.statusOnAccount') : t(`orders.status.${status}`)}</span>;
}
