import { ORDER_STATUS } from '@shop/shared';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { client } from '../../../lib/api-client.ts';
import { useCan, usePermissionInfo } from '../../auth/index.ts';

/** How many orders have a status: the total of a one-row page. */
function useOrderCount(status: number, enabled: boolean) {
  const query = { pageNo: 1, pageSize: 1, status };
  return useQuery({ queryKey: client.trade.order.page.key(query), queryFn: () => client.trade.order.page(query), enabled });
}

function Tile({ label, value, to }: { label: string; value: number | undefined; to: string }) {
  return (
    <Link className="tile" to={to}>
      <span className="tile__value">{value ?? '…'}</span>
      <span className="tile__label">{label}</span>
    </Link>
  );
}

/** What needs doing now: orders awaiting dispatch and awaiting payment. */
export function DashboardPage() {
  const { t } = useTranslation();
  const { data: info } = usePermissionInfo();
  const can = useCan();
  const orders = can('trade:order:query');
  const awaiting = useOrderCount(ORDER_STATUS.undelivered, orders);
  const unpaid = useOrderCount(ORDER_STATUS.unpaid, orders);
  return (
    <>
      <PageHeader title={t('dashboard.welcome', { name: info?.user.nickname || info?.user.username || '' })} />
      {orders && (
        <div className="tiles">
          <Tile label={t('dashboard.awaitingDispatch')} value={awaiting.data?.total} to={`/orders?status=${ORDER_STATUS.undelivered}`} />
          <Tile label={t('dashboard.awaitingPayment')} value={unpaid.data?.total} to={`/orders?status=${ORDER_STATUS.unpaid}`} />
        </div>
      )}
    </>
  );
}
