import { useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { parseLineList } from '../../cart/index.ts';

/** A line of `?items=`; logo lines (ORDER_TYPE.custom) carry their print order from the designer. */
export type CheckoutLine = {
  skuId: number;
  count: number;
  cartId?: number;
  orderType?: number;
  size?: string;
  locationId?: string | number;
  imgUrl?: string;
};

/** The order's lines live in the address (`items`), so reloading and going back keep them. */
export function useCheckoutLines() {
  const [params, setParams] = useSearchParams();
  const items = params.get('items');
  const lines = useMemo(() => parseLineList<CheckoutLine>(items), [items]);
  const setLines = (next: CheckoutLine[]) => setParams({ items: JSON.stringify(next) }, { replace: true });
  return { items, lines, setLines };
}
