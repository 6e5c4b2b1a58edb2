import { useTranslation } from 'react-i18next';
import { useHydrated } from '../../lib/use-hydrated.ts';

/** Whole numbers from 1 to max; an emptied field becomes 1. Disabled until hydrated (a number typed earlier would be reset). */
export function QuantityStepper({ value, max, onChange }: { value: number; max: number; onChange: (value: number) => void }) {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const clamp = (n: number) => Math.min(Math.max(1, Math.floor(n) || 1), Math.max(1, max));
  return (
    <div className="stepper" role="group" aria-label={t('product.quantity')}>
      <button
        type="button"
        aria-label={t('product.decrease')}
        disabled={!hydrated || value <= 1}
        onClick={() => onChange(clamp(value - 1))}
      >
        −
      </button>
      <input
        type="number"
        inputMode="numeric"
        min={1}
        max={max}
        value={value}
        disabled={!hydrated}
        aria-label={t('product.quantity')}
        onChange={(e) => onChange(clamp(Number(e.target.value)))}
      />
      <button
        type="button"
        aria-label={t('product.increase')}
        disabled={!hydrated || value >= max}
        onClick={() => onChange(clamp(value + 1))}
      >
        +
      </button>
    </div>
  );
}
