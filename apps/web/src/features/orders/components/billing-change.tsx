import { ORDER_STATUS, ORDER_TYPE, PRINT_STATUS, ZBillingAddressRequest, type TAddressInput, type TOrder } from '@shop/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatAddress } from '../../../lib/address-format.ts';
import { client } from '../../../lib/api-client.ts';
import { useContractForm } from '../../../lib/contract-form.ts';
import { AddressForm, useAddresses } from '../../member/index.ts';

/**
 * The billing address changes until the invoice is due: the order not dispatched or cancelled and
 * no logo line's print data approved (30). The server holds the same rule.
 */
function billingChangeable(order: TOrder): boolean {
  const open = order.status === ORDER_STATUS.unpaid || order.status === ORDER_STATUS.awaitingDispatch;
  return open && !order.items.some((i) => i.orderType === ORDER_TYPE.custom && (i.printStatus ?? 0) >= PRINT_STATUS.aboutToPrint);
}

/**
 * A member picks another saved address as the order's billing address; a guest (`orderKey`, the
 * order's link) types one, checked as at checkout.
 */
export function BillingChange({ order, orderKey }: { order: TOrder; orderKey?: string | undefined }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  if (!billingChangeable(order)) return null;
  if (open && orderKey) return <GuestBilling orderKey={orderKey} onClose={() => setOpen(false)} />;
  if (open) return <BillingChoice orderId={order.id} onClose={() => setOpen(false)} />;
  return (
    <button type="button" className="link-button" onClick={() => setOpen(true)}>
      {t('orders.billingChange')}
    </button>
  );
}

/** The saved addresses to choose from (read only once the shopper asks to change). */
function BillingChoice({ orderId, onClose }: { orderId: number; onClose: () => void }) {
  const { t } = useTranslation();
  const id = useId();
  const queries = useQueryClient();
  const addresses = useAddresses().data ?? [];
  const change = useMutation({
    mutationFn: (input: { id: number; billingAddressId: number }) => client.trade.order.updateBillingAddress(input),
    onSuccess: onClose,
    onSettled: () => queries.invalidateQueries({ queryKey: client.trade.order.getDetail.key() }),
  });
  const { handleSubmit, watch, setValue } = useContractForm(ZBillingAddressRequest, {
    defaultValues: { billingAddressId: '' },
    // Until the shopper picks another, the first saved address.
    toInput: ({ billingAddressId }) => ({ id: orderId, billingAddressId: Number(billingAddressId || addresses[0]?.id) }),
  });
  const pick = watch('billingAddressId') || addresses[0]?.id;
  return (
    <form className="billing-change" onSubmit={handleSubmit((input) => change.mutate(input))}>
      <label htmlFor={id}>{t('orders.billingChoose')}</label>
      <select id={id} value={pick ?? ''} onChange={(event) => setValue('billingAddressId', event.target.value)}>
        {addresses.map((a) => (
          <option key={a.id} value={a.id}>
            {`${a.name}, ${formatAddress(a)}`}
          </option>
        ))}
      </select>
      <p className="note">{t('orders.billingHint')}</p>
      <p className="form__actions">
        <button type="submit" className="button" disabled={pick === undefined || change.isPending}>
          {t('orders.billingSave')}
        </button>
        <button type="button" className="button button--secondary" onClick={onClose}>
          {t('common.cancel')}
        </button>
      </p>
    </form>
  );
}

/** A guest's new billing address for the order their link opens; a refused field shows its reason beside it. */
function GuestBilling({ orderKey, onClose }: { orderKey: string; onClose: () => void }) {
  const { t } = useTranslation();
  const queries = useQueryClient();
  const change = useMutation({
    mutationFn: ({ defaultStatus: _default, ...billingAddress }: TAddressInput) =>
      client.trade.order.guestUpdateBillingAddress({ token: orderKey, billingAddress }),
    onSuccess: onClose,
    onSettled: () => queries.invalidateQueries({ queryKey: client.trade.order.guestGetDetail.key() }),
  });
  return (
    <div className="billing-change">
      <p className="note">{t('orders.billingHint')}</p>
      <AddressForm guest pending={change.isPending} onSave={(input, fail) => change.mutate(input, { onError: fail })} onCancel={onClose} />
    </div>
  );
}
