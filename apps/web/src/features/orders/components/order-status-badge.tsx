import { useTranslation } from 'react-i18next';
import { statusTone } from './status-tone.ts';

/** The order's status in words, coloured by how it stands. */
export function OrderStatusBadge({ status }: { status: number }) {
  const { t } = useTranslation();
  return <span className={`tag tag--${statusTone(status)}`}>{t(`orders.status.${status}`)}</span>;
}
