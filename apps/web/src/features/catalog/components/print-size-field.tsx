import {
  fitsPrintArea,
  formatDecimal,
  largestPrintCm,
  type PrintAreaSize,
  printTiersFor,
  type TPreviousDesign,
  tierOnArea,
} from '@shop/shared';
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

/** The size tiers offered at a print area (all of them where the product has none drawn yet). */
export const tiersAt = (area: PrintAreaSize | undefined): PrintOrder['tier'][] => (area ? printTiersFor(area) : [...TIERS]);

/**
 * The print order moved to another print area: a tier the area does not offer becomes its first
 * tier, or a custom size of the whole area where it offers none.
 */
export function fitToArea(order: PrintOrder, area: PrintAreaSize | undefined): PrintOrder {
  const tiers = tiersAt(area);
  if (order.tier !== 'custom' && tiers.includes(order.tier)) return order;
  if (order.tier === 'custom' && (!area || !sizeOf(order) || fitsPrintArea(sizeOf(order), area))) return order;
  const [first] = tiers;
  if (first) return { ...order, tier: first };
  const largest = area ? largestPrintCm(area) : { width: '', height: '' };
  return { ...order, tier: 'custom', width: String(largest.width), height: String(largest.height) };
}

/**
 * A logo line's print size: one of the size tiers the print area offers (named by the most they
 * print there), or a custom width × height in centimetres (named incomplete until both are whole
 * numbers of 1 to 999, and too large when they do not fit the area).
 */
export function PrintSizeField({
  order,
  onChange,
  area,
}: {
  order: PrintOrder;
  onChange: (change: Partial<PrintOrder>) => void;
  /** The print area at the chosen position; none: the product has none drawn, every tier is offered. */
  area?: PrintAreaSize | undefined;
}) {
  const { t, i18n } = useTranslation();
  const ids = { width: useId(), height: useId(), hint: useId() };
  const size = sizeOf(order);
  // Centimetres to one decimal.
  const cm = (value: number) => formatDecimal(Math.round(value * 10) / 10, i18n.language);
  const largest = area && largestPrintCm(area);
  const tooLarge = Boolean(area && size && !fitsPrintArea(size, area));
  return (
    <fieldset className="customise__field customise__sizes">
      <legend>{t('customise.size')}</legend>
      {tiersAt(area).map((tier) => {
        const most = area && tier !== 'custom' ? tierOnArea(tier, area) : null;
        return (
          <label key={tier}>
            <input type="radio" name="customise-size" checked={order.tier === tier} onChange={() => onChange({ tier })} />{' '}
            {most ? t('customise.sizeUpTo', { width: cm(most.width), height: cm(most.height) }) : t(`checkout.customSize${tier}`)}
          </label>
        );
      })}
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
      {order.tier === 'custom' && largest && (
        <p id={ids.hint} className={tooLarge ? 'field__error' : 'muted'}>
          {t('customise.sizeAtMost', largest)}
        </p>
      )}
      {order.tier === 'custom' && !size && <p className="field__error">{t('customise.sizeIncomplete')}</p>}
    </fieldset>
  );
}
