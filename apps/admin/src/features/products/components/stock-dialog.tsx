import '../products.css';
import { ZAdminSkuStockRequest } from '@shop/shared';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { TextField } from '../../../components/ui/field.tsx';
import { useContractForm } from '../../../lib/contract-form.ts';
import { dateTime } from '../../../lib/format.ts';
import { showToast } from '../../../lib/toast.ts';
import { useAdjustStock, useStockMovements } from '../api/products.ts';

interface Values {
  incrCount: string;
  reason: string;
}

/** Adds to or takes from a SKU's stock with a reason; the SKU's recent changes below. */
export function StockDialog({ skuId, label, stock, onClose }: { skuId: number; label: string; stock: number; onClose: () => void }) {
  const { t } = useTranslation();
  const adjust = useAdjustStock();
  const movements = useStockMovements(skuId);
  const form = useContractForm(ZAdminSkuStockRequest, {
    defaultValues: { incrCount: '', reason: '' } as Values,
    toInput: (v: Values) => ({
      id: skuId,
      incrCount: v.incrCount.trim() === '' ? (undefined as unknown as number) : Number(v.incrCount),
      reason: v.reason,
    }),
  });
  const { errors, isSubmitting } = form.formState;
  const submit = form.handleSubmit(async (input) => {
    const after = await adjust.mutateAsync(input);
    showToast(t('products.stockNow', { stock: after }), 'success');
    form.reset();
  });
  return (
    <Dialog title={t('products.adjustStock', { label })} open onClose={onClose}>
      <p>{t('products.stockIs', { stock })}</p>
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
      {movements.data && movements.data.list.length > 0 && (
        <ul className="plain-list movements">
          {movements.data.list.map((m) => (
            <li key={m.id}>
              <strong>{m.incrCount > 0 ? `+${m.incrCount}` : m.incrCount}</strong> → {m.stockAfter} · {m.reason}{' '}
              <span className="muted">{dateTime(m.createTime)}</span>
            </li>
          ))}
        </ul>
      )}
    </Dialog>
  );
}
