import '../orders.css';
import type { TAdminOrderDetail, TAdminOrderEditPrice } from '@shop/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { money } from '../../../lib/format.ts';
import { showToast } from '../../../lib/toast.ts';
import { useEditPreview, useUpdateItems } from '../api/edit-items.ts';
import { addLine, type EditLine, editLinesOf, editRequest } from '../edit-lines.ts';
import { LineAdder } from './order-line-picker.tsx';

/** What the difference means for the buyer: a refund, a payment link, the new total to pay, or nothing. */
function differenceText(t: ReturnType<typeof useTranslation>['t'], order: TAdminOrderDetail, preview: TAdminOrderEditPrice) {
  const amount = money(Math.abs(preview.difference), order.currency);
  if (!order.payTime) return t('orders.edit.unpaid', { amount: money(preview.price.payPrice, order.currency) });
  if (preview.difference < 0) return t('orders.edit.refund', { amount });
  if (preview.difference > 0) return t('orders.edit.extra', { amount });
  return t('orders.edit.same');
}

/**
 * The order's lines to change before dispatch: counts, removing a line, adding a SKU found by its
 * product's name; the server's preview of the new total and the difference; then a confirmation
 * above it naming what happens to the money (the dialog stays open beneath: a modal dialog closed
 * tells its owner so). One request key while open, so repeated clicks change once.
 */
export function EditItemsDialog({ order, onClose }: { order: TAdminOrderDetail; onClose: () => void }) {
  const { t } = useTranslation();
  const [lines, setLines] = useState<EditLine[]>(() => editLinesOf(order));
  const [confirming, setConfirming] = useState(false);
  const [key] = useState(() => crypto.randomUUID());
  const request = editRequest(order.id, lines);
  const preview = useEditPreview(request);
  const update = useUpdateItems();
  const setCount = (index: number, count: string) => setLines((all) => all.map((l, i) => (i === index ? { ...l, count } : l)));
  const shown = preview.data;
  return (
    <>
      <Dialog title={t('orders.edit.title', { no: order.no })} open onClose={onClose}>
        <p>{t('orders.edit.intro')}</p>
        <table className="data-table edit-lines">
          <thead>
            <tr>
              <th scope="col">{t('orders.product')}</th>
              <th scope="col">{t('orders.refund.count')}</th>
              <td />
            </tr>
          </thead>
          <tbody>
            {lines.map((line, index) => (
              <tr key={`${line.orderItemId ?? 'new'}-${line.skuId}`}>
                <td>
                  {line.label} {line.orderItemId === undefined && <span className="badge">{t('orders.edit.new')}</span>}
                </td>
                <td>
                  <input
                    aria-label={t('orders.edit.count', { line: line.label })}
                    inputMode="numeric"
                    value={line.count}
                    onChange={(e) => setCount(index, e.target.value)}
                  />
                </td>
                <td>
                  <button
                    type="button"
                    aria-label={t('orders.edit.remove', { line: line.label })}
                    onClick={() => setLines((all) => all.filter((_, i) => i !== index))}
                  >
                    {t('newOrder.removeLine')}
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        <LineAdder onAdd={(added) => setLines((all) => addLine(all, added))} />
        <div data-testid="edit-preview" aria-live="polite">
          {shown ? (
            <>
              <p>
                {t('orders.edit.newTotal', {
                  amount: money(shown.price.payPrice, order.currency),
                  before: money(order.payPrice, order.currency),
                })}
              </p>
              <p>
                <strong>{differenceText(t, order, shown)}</strong>
              </p>
              {shown.couponDropped && <p className="alert">{t('orders.edit.couponDropped', { code: order.couponCode ?? '' })}</p>}
            </>
          ) : preview.isError ? (
            <p className="alert">{preview.error.message}</p>
          ) : (
            <p className="muted">{t(preview.isLoading ? 'orders.edit.pricing' : 'orders.edit.noPreview')}</p>
          )}
        </div>
        <div className="dialog__actions">
          <button type="button" onClick={onClose}>
            {t('common.cancel')}
          </button>
          <button type="button" className="primary" disabled={!shown || preview.isFetching} onClick={() => setConfirming(true)}>
            {t('orders.edit.save')}
          </button>
        </div>
      </Dialog>
      {confirming && shown && (
        <ConfirmDialog
          title={t('orders.edit.confirmTitle', { no: order.no })}
          message={`${t('orders.edit.newTotal', { amount: money(shown.price.payPrice, order.currency), before: money(order.payPrice, order.currency) })} ${differenceText(t, order, shown)}`}
          confirmLabel={t('orders.edit.confirm')}
          onConfirm={async () => {
            await update.mutateAsync({ input: request, key });
            showToast(t('orders.edit.done', { no: order.no }), 'success');
            onClose();
          }}
          onClose={() => setConfirming(false)}
        />
      )}
    </>
  );
}
