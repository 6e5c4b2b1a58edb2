import '../products.css';
import { ZAdminSkuStockRequest } from '@shop/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { TextField } from '../../../components/ui/field.tsx';
import { useContractForm } from '../../../lib/contract-form.ts';
import { showToast } from '../../../lib/toast.ts';
import { useCan } from '../../auth/index.ts';
import { useAdjustStock, useStockMovements } from '../api/products.ts';
import { StockMovements } from './stock-movements.tsx';

interface Values {
  incrCount: string;
  reason: string;
}

/** Adds to or takes from a SKU's stock with a reason; the SKU's recent stock movements below. */
export function StockDialog({ skuId, label, stock, onClose }: { skuId: number; label: string; stock: number; onClose: () => void }) {
  const { t } = useTranslation();
  const can = useCan();
  const adjust = useAdjustStock();
  const movements = useStockMovements(skuId);
  const [current, setCurrent] = useState(stock);
  const form = useContractForm(ZAdminSkuStockRequest, {
    defaultValues: { incrCount: '', reason: '' } as Values,
    toInput: (v: Values) => ({
      id: skuId,
      incrCount: v.incrCount.trim() === '' ? (undefined as unknown as number) : Number(v.incrCount.trim().replace('−', '-')),
      reason: v.reason,
    }),
  });
  const { errors, isSubmitting } = form.formState;
  const submit = form.handleSubmit(async (input) => {
    const after = await adjust.mutateAsync(input);
    setCurrent(after);
    showToast(t('products.stockNow', { stock: after }), 'success');
    form.reset();
  });
  return (
    <Dialog title={t('products.adjustStock', { label })} open onClose={onClose}>
      <p role="status">{t('products.stockIs', { stock: current })}</p>
      <form onSubmit={(e) => void submit(e).catch(() => undefined)} noValidate className="form-grid">
        <TextField
          label={t('products.incrCount')}
          inputMode="numeric"
          hint={t('products.incrHint')}
          error={errors.incrCount?.message}
          {...form.register('incrCount')}
        />
        <TextField
          label={t('products.reason')}
          hint={t('products.reasonHint')}
          error={errors.reason?.message}
          {...form.register('reason')}
        />
        <div className="dialog__actions">
          <button type="button" onClick={onClose}>
            {t('common.close')}
          </button>
          <button type="submit" className="primary" disabled={isSubmitting}>
            {t('products.apply')}
          </button>
        </div>
      </form>
      <h3>{t('products.movements.title')}</h3>
      {movements.data && <StockMovements movements={movements.data.list} orderLinks={can('trade:order:query')} />}
    </Dialog>
  );
}
