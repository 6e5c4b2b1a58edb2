import { ZAdminOrderUpdateDispatchRequest, type TAdminOrder } from '@shop/shared';
import { useTranslation } from 'react-i18next';
import { Dialog, DialogActions } from '../../../components/ui/dialog.tsx';
import { SelectField, TextField } from '../../../components/ui/field.tsx';
import { useContractForm } from '../../../lib/contract-form.ts';
import { showToast } from '../../../lib/toast.ts';
import { useDispatchOrder, useUpdateDispatch } from '../api/change-order.ts';
import { useCarriers } from '../api/get-carriers.ts';

interface Values {
  logisticsId: string;
  logisticsNo: string;
  notify: boolean;
}

interface DispatchDialogProps {
  order: TAdminOrder;
  open: boolean;
  onClose: () => void;
  /** `dispatch`: 10 → 20 and the dispatch mail; `correct`: a dispatched order's carrier and number, the mail only when ticked. */
  mode?: 'dispatch' | 'correct';
}

/** Carrier and tracking number: to dispatch a paid order, or to correct them after dispatch. */
export function DispatchDialog({ order, open, onClose, mode = 'dispatch' }: DispatchDialogProps) {
  const { t } = useTranslation();
  const carriers = useCarriers(open);
  const dispatch = useDispatchOrder();
  const correct = useUpdateDispatch();
  const correcting = mode === 'correct';
  const form = useContractForm(ZAdminOrderUpdateDispatchRequest, {
    defaultValues: {
      logisticsId: correcting && order.logisticsId ? String(order.logisticsId) : '',
      logisticsNo: correcting ? (order.logisticsNo ?? '') : '',
      notify: false,
    } as Values,
    // No carrier chosen is a missing field, not the number 0.
    toInput: (values: Values) => ({
      id: order.id,
      logisticsId: (values.logisticsId ? Number(values.logisticsId) : undefined) as number,
      logisticsNo: values.logisticsNo,
      notify: values.notify,
    }),
  });
  const { errors, isSubmitting } = form.formState;
  const submit = form.handleSubmit(async ({ notify, ...input }) => {
    if (correcting) await correct.mutateAsync({ ...input, notify });
    else await dispatch.mutateAsync(input);
    showToast(t(correcting ? 'orders.trackingSaved' : 'orders.dispatched', { no: order.no }), 'success');
    onClose();
  });
  const title = correcting ? t('orders.trackingTitle', { no: order.no }) : t('orders.dispatchTitle', { no: order.no });
  return (
    <Dialog title={title} open={open} onClose={onClose}>
      <form onSubmit={(e) => void submit(e).catch(() => undefined)} noValidate>
        <SelectField label={t('orders.carrier')} error={errors.logisticsId?.message} {...form.register('logisticsId')}>
          <option value="">{t('common.choose')}</option>
          {carriers.data?.map((carrier) => (
            <option key={carrier.id} value={carrier.id}>
              {carrier.name}
            </option>
          ))}
        </SelectField>
        <TextField
          label={t('orders.trackingNo')}
          autoComplete="off"
          error={errors.logisticsNo?.message}
          {...form.register('logisticsNo')}
        />
        {correcting && (
          <label className="check">
            <input type="checkbox" {...form.register('notify')} /> {t('orders.notifyAgain')}
          </label>
        )}
        <DialogActions onCancel={onClose} busy={isSubmitting} label={correcting ? t('common.save') : t('orders.dispatch')} />
      </form>
    </Dialog>
  );
}
