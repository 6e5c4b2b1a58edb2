import { ORDER_TYPE, type TOrder } from '@shop/shared';
import { LinePrice } from '../../../components/ui/line-price.tsx';
import { usePrice } from '../../../lib/format.ts';
import { LineActions } from './line-actions.tsx';
import { PrintData } from './print-data.tsx';

/**
 * One line of an order: picture, product, variant and what it came to (`LinePrice`). `lineActions`:
 * the member's own page, with after-sale and review; there and with a guest's `orderKey`, a logo
 * line takes its print data too.
 */
export function OrderLine({
  order,
  line,
  lineActions = false,
  orderKey,
}: {
  order: TOrder;
  line: TOrder['items'][number];
  lineActions?: boolean;
  orderKey?: string | undefined;
}) {
  const price = usePrice(order.currency);
  return (
    <li>
      <img src={line.picUrl} alt="" width="48" height="48" />{' '}
      <span>
        {line.spuName}
        {line.properties.length > 0 && <span className="muted"> ({line.properties.map((p) => p.valueName).join(', ')})</span>} ·{' '}
        <LinePrice line={line} price={price} />
      </span>
      {lineActions && <LineActions order={order} line={line} />}
      {(lineActions || orderKey) && line.orderType === ORDER_TYPE.custom && <PrintData order={order} line={line} orderKey={orderKey} />}
    </li>
  );
}
