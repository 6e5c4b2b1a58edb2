import { ZAdminOrderDeliveryRequest, type TAdminOrder } from '@shop/shared';
import { useTranslation } from 'react-i18next';
import { Dialog, DialogActions } from '../../../components/ui/dialog.tsx';
import { SelectField, TextField } from '../../../components/ui/field.tsx';
import { useContractForm } from '../../../lib/contract-form.ts';
import { showToast } from '../../../lib/toast.ts';
import { useDispatchOrder } from '../api/change-order.ts';
import { useCarriers } from '../api/get-carriers.ts';

interface Values {
  logisticsId: string;
  logisticsNo: string;
}

/** Carrier and tracking number, then 10 → 20; the shopper gets the dispatch mail. */
export function DispatchDialog({ order, open, onClose }: { order: TAdminOrder; open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const carriers = useCarriers(open);
  const dispatch = useDispatchOrder();
  const form = useContractForm(ZAdminOrderDeliveryRequest, {
    defaultValues: { logisticsId: '', logisticsNo: '' } as Values,
    // No carrier chosen is a missing field, not the number 0.
    toInput: (values: Values) => ({
      id: order.id,
      logisticsId: (values.logisticsId ? Number(values.logisticsId) : undefined) as number,
      logisticsNo: values.logisticsNo,
    }),
  });
  const { errors, isSubmitting } = form.formState;
  const submit = form.handleSubmit(async (input) => {
    await dispatch.mutateAsync(input);
    showToast(t('orders.dispatched', { no: order.no }), 'success');
    onClose();
  });
  return (
    <Dialog title={t('orders.dispatchTitle', { no: order.no })} open={open} onClose={onClose}>
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
        <DialogActions onCancel={onClose} busy={isSubmitting} label={t('orders.dispatch')} />
      </form>
    </Dialog>
  );
}
