import { useCallback, useMemo, useState } from 'react';
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
  customizedType?: number;
  decoratingMethod?: string | number;
  description?: string;
};

/** The order's lines live in the address (`items`), so reloading and going back keep them. */
export function useCheckoutLines() {
  const [params, setParams] = useSearchParams();
  const items = params.get('items');
  const lines = useMemo(() => parseLineList<CheckoutLine>(items), [items]);
  const setLines = (next: CheckoutLine[]) =>
    setParams(
      (current) => {
        current.set('items', JSON.stringify(next));
        return current;
      },
      { replace: true },
    );
  return { items, lines, setLines };
}

/**
 * The delivery address the shopper chose (`address`), kept in the page's address: reloading the
 * page (as changing "Ship to" does) never puts another address in its place.
 */
export function useChosenAddress(): [number | undefined, (id: number | undefined) => void] {
  const [params, setParams] = useSearchParams();
  // Local state answers the click at once; the page's address follows for reloads.
  const [chosen, setChosen] = useState(() => {
    const id = Number(params.get('address'));
    return Number.isInteger(id) && id > 0 ? id : undefined;
  });
  const choose = useCallback(
    (id: number | undefined) => {
      setChosen(id);
      setParams(
        (current) => {
          if (id === undefined) current.delete('address');
          else current.set('address', String(id));
          return current;
        },
        { replace: true },
      );
    },
    [setParams],
  );
  return [chosen, choose];
}
