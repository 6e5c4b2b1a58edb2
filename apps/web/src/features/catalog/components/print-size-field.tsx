import type { TPreviousDesign } from '@shop/shared';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

export const TIERS = ['1', '2', '3'] as const;

/** What the shopper configured: the print order of one logo line. */
export interface PrintOrder {
  method: string;
  position: string;
  tier: (typeof TIERS)[number] | 'custom';
  width: string;
  height: string;
  count: number;
  description: string;
}

/** An earlier print order as the panel edits it: its size as a tier, or custom W × H. */
export function printOrderOf(design: TPreviousDesign, current: PrintOrder): PrintOrder {
  const tier = TIERS.find((t) => t === design.size);
  const [width = '', height = ''] = tier ? [] : design.size.split('x');
  return {
    ...current,
    method: design.decoratingMethod || current.method,
    position: design.locationId,
    tier: tier ?? 'custom',
    width,
    height,
    count: Math.max(current.count, design.count),
    description: design.description,
  };
}

/** The line's size as the order takes it: a tier, or "WxH" centimetres (empty while incomplete). */
export function sizeOf(order: PrintOrder): string {
  if (order.tier !== 'custom') return order.tier;
  const w = Number(order.width);
  const h = Number(order.height);
  return Number.isInteger(w) && Number.isInteger(h) && w > 0 && h > 0 && w <= 999 && h <= 999 ? `${w}x${h}` : '';
}

/**
 * A logo line's print size: one of the size tiers, or a custom width × height in centimetres
 * (named incomplete until both are whole numbers of 1 to 999).
 */
export function PrintSizeField({ order, onChange }: { order: PrintOrder; onChange: (change: Partial<PrintOrder>) => void }) {
  const { t } = useTranslation();
  const ids = { width: useId(), height: useId() };
  const size = sizeOf(order);
  return (
    <fieldset className="customise__field customise__sizes">
      <legend>{t('customise.size')}</legend>
      {TIERS.map((tier) => (
        <label key={tier}>
          <input type="radio" name="customise-size" checked={order.tier === tier} onChange={() => onChange({ tier })} />{' '}
          {t(`checkout.customSize${tier}`)}
        </label>
      ))}
      <label>
        <input type="radio" name="customise-size" checked={order.tier === 'custom'} onChange={() => onChange({ tier: 'custom' })} />{' '}
        {t('customise.customSize')}
      </label>
      {order.tier === 'custom' && (
        <span className="customise__wh">
          <label htmlFor={ids.width}>{t('customise.width')}</label>
          <input id={ids.width} inputMode="numeric" size={4} value={order.width} onChange={(e) => onChange({ width: e.target.value })} />×
          <label htmlFor={ids.height}>{t('customise.height')}</label>
          <input id={ids.height} inputMode="numeric" size={4} value={order.height} onChange={(e) => onChange({ height: e.target.value })} />{' '}
          cm
        </span>
      )}
      {order.tier === 'custom' && !size && <p className="field__error">{t('customise.sizeIncomplete')}</p>}
    </fieldset>
  );
}
