import { memberOrderActions, PAY_STATUS, type MemberOrderAction, type TOrder } from '@shop/shared';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useOrderAction } from '../api/change-order.ts';
import { askConfirm } from '../../../lib/confirm.ts';

/** What the member may do with the order now (pay, cancel, get a refund, confirm receipt, delete); each but paying asks first. */
export function OrderActions({ order }: { order: TOrder }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const act = useOrderAction();
  // Bought on account, nothing was paid: cancelling closes the invoice, so the words are those of a plain cancel.
  const words = (action: MemberOrderAction) => (action === 'refund' && order.payStatus === PAY_STATUS.onAccount ? 'cancel' : action);
  const run = (action: MemberOrderAction) => {
    if (action === 'pay') return navigate(`/payOrder?id=${order.id}`);
    void askConfirm(t(`orders.ask.${words(action)}`)).then((yes) => yes && act.mutate({ action, order }));
  };
  return (
    <div className="form__actions">
      {memberOrderActions(order, Date.now()).map((action) => (
        <button
          key={action}
          type="button"
          className={action === 'pay' ? 'button' : 'button button--secondary'}
          disabled={act.isPending}
          onClick={() => run(action)}
        >
          {t(`orders.action.${words(action)}`)}
        </button>
      ))}
    </div>
  );
}
