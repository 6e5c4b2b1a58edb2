import '../orders.css';
import { ZAdminOrderAddressRequest, ZAdminOrderCancelRequest, type TAdminOrder } from '@shop/shared';
import { useTranslation } from 'react-i18next';
import type { FieldErrors } from 'react-hook-form';
import { Dialog, DialogActions } from '../../../components/ui/dialog.tsx';
import { TextAreaField, TextField } from '../../../components/ui/field.tsx';
import { useContractForm } from '../../../lib/contract-form.ts';
import { showToast } from '../../../lib/toast.ts';
import { useCancelOrder, useUpdateAddress } from '../api/change-order.ts';

/** Cancels with a reason the shopper is mailed; a paid order is refunded in full. */
export function CancelDialog({ order, onClose }: { order: TAdminOrder; onClose: () => void }) {
  const { t } = useTranslation();
  const cancel = useCancelOrder();
  const form = useContractForm(ZAdminOrderCancelRequest, {
    defaultValues: { reason: '' },
    toInput: (v: { reason: string }) => ({ id: order.id, reason: v.reason }),
  });
  const submit = form.handleSubmit(async (input) => {
    await cancel.mutateAsync(input);
    showToast(t(order.payTime ? 'orders.cancelledRefunded' : 'orders.cancelledDone', { no: order.no }), 'success');
    onClose();
  });
  return (
    <Dialog title={t('orders.cancelTitle', { no: order.no })} open onClose={onClose}>
      <p>{t(order.payTime ? 'orders.cancelPaid' : 'orders.cancelUnpaid')}</p>
      <form onSubmit={(e) => void submit(e).catch(() => undefined)} noValidate>
        <TextAreaField
          label={t('orders.cancelReason')}
          rows={3}
          hint={t('orders.cancelReasonHint')}
          error={form.formState.errors.reason?.message}
          {...form.register('reason')}
        />
        <div className="dialog__actions">
          <button type="button" onClick={onClose}>
            {t('common.close')}
          </button>
          <button type="submit" className="primary danger-fill" disabled={form.formState.isSubmitting}>
            {t('orders.cancelOrder')}
          </button>
        </div>
      </form>
    </Dialog>
  );
}

const FIELDS = ['firstName', 'lastName', 'mobile', 'detailAddress', 'zipCode', 'city', 'state'] as const;
type Values = Record<(typeof FIELDS)[number], string>;

/** A new delivery address before dispatch (the country stays; the server keeps a US order's state). */
export function AddressDialog({ order, onClose }: { order: TAdminOrder; onClose: () => void }) {
  const { t } = useTranslation();
  const update = useUpdateAddress();
  const address = order.address as Record<string, unknown>;
  const form = useContractForm(ZAdminOrderAddressRequest, {
    defaultValues: Object.fromEntries(FIELDS.map((f) => [f, String(address[f] ?? '')])) as Values,
    toInput: (v: Values) => ({ ...v, id: order.id, areaId: Number(address.areaId) }),
  });
  const errors = form.formState.errors as FieldErrors<Values>;
  const submit = form.handleSubmit(async (input) => {
    await update.mutateAsync(input);
    showToast(t('common.saved'), 'success');
    onClose();
  });
  return (
    <Dialog title={t('orders.editAddress')} open onClose={onClose}>
      <form onSubmit={(e) => void submit(e).catch(() => undefined)} noValidate className="form-grid">
        {FIELDS.map((field) => (
          <TextField key={field} label={t(`address.${field}`)} error={errors[field]?.message} {...form.register(field)} />
        ))}
        <TextField label={t('address.country')} value={String(address.countryCode ?? '')} disabled readOnly />
        <DialogActions onCancel={onClose} busy={form.formState.isSubmitting} />
      </form>
    </Dialog>
  );
}
