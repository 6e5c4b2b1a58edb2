import { ORDER_STATUS, type TOrder } from '@shop/shared';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { showToast } from '../../../lib/toast.ts';
import { addFromOrder, cartOpenStore } from '../../cart/index.ts';

/** Orders bought again: paid, dispatched, completed or cancelled (not one still waiting for payment or approval). */
const AGAIN: number[] = [ORDER_STATUS.awaitingDispatch, ORDER_STATUS.dispatched, ORDER_STATUS.completed, ORDER_STATUS.cancelled];

/**
 * "Buy again": the order's normal lines go into the cart; its logo lines go to the checkout with
 * their logo and print order (the cart holds no print orders), an approved one printing its earlier
 * print data again without a new proof.
 */
export function BuyAgain({ order }: { order: TOrder }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const again = useMutation({
    mutationFn: () => addFromOrder(order.id),
    onSuccess: ({ cartIds, customItems, unavailable }) => {
      if (unavailable.length > 0) showToast(t('orders.buyAgainUnavailable', { count: unavailable.length }));
      if (customItems.length === 0) {
        showToast(t('orders.buyAgainAdded'), 'success');
        cartOpenStore.set(true);
        return;
      }
      if (cartIds.length > 0) showToast(t('orders.buyAgainRest'), 'success');
      void navigate(`/createOrder?items=${encodeURIComponent(JSON.stringify(customItems))}`);
    },
  });
  if (!AGAIN.includes(order.status)) return null;
  return (
    <button type="button" className="button button--secondary" disabled={again.isPending} onClick={() => again.mutate()}>
      {t('orders.buyAgain')}
    </button>
  );
}
