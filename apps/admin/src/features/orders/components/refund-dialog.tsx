import type { TAdminOrderDetail, TOrderRefundable } from '@shop/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { money } from '../../../lib/format.ts';
import { showToast } from '../../../lib/toast.ts';
import { useRefundOrder } from '../api/refund-order.ts';
import { RefundForm } from './refund-form.tsx';

/** The Refund action's dialog: one request key for as long as it is open, so repeated clicks refund once. */
export function RefundDialog({
  order,
  refundable,
  onClose,
}: {
  order: TAdminOrderDetail;
  refundable: TOrderRefundable;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const refund = useRefundOrder();
  const [key] = useState(() => crypto.randomUUID());
  return (
    <Dialog title={t('orders.refund.title', { no: order.no })} open onClose={onClose}>
      <RefundForm
        order={order}
        refundable={refundable}
        onCancel={onClose}
        onConfirm={async (input) => {
          const done = await refund.mutateAsync({ input, key });
          showToast(t('orders.refund.done', { amount: money(done.amount, order.currency) }), 'success');
          onClose();
        }}
      />
    </Dialog>
  );
}
