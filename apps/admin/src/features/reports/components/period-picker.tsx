import { useTranslation } from 'react-i18next';
import { type DayRange, PERIOD_PRESETS, type PeriodPreset, presetRange } from '../period.ts';

interface PeriodPickerProps {
  range: DayRange;
  preset: PeriodPreset | 'custom';
  onChange: (range: DayRange, preset: PeriodPreset | 'custom') => void;
}

/** A period of whole days: a preset (last 7 days … last year) or the first and last day typed; typing makes it custom. */
export function PeriodPicker({ range, preset, onChange }: PeriodPickerProps) {
  const { t } = useTranslation();
  return (
    <>
      <select
        aria-label={t('reports.period')}
        value={preset}
        onChange={(e) => {
          const chosen = e.target.value as PeriodPreset | 'custom';
          onChange(chosen === 'custom' ? range : presetRange(chosen, new Date()), chosen);
        }}
      >
        {PERIOD_PRESETS.map((p) => (
          <option key={p} value={p}>
            {t(`reports.presets.${p}`)}
          </option>
        ))}
        <option value="custom">{t('reports.presets.custom')}</option>
      </select>
      <label>
        {t('reports.from')}{' '}
        <input type="date" value={range.from} max={range.to} onChange={(e) => onChange({ ...range, from: e.target.value }, 'custom')} />
      </label>
      <label>
        {t('reports.to')}{' '}
        <input type="date" value={range.to} min={range.from} onChange={(e) => onChange({ ...range, to: e.target.value }, 'custom')} />
      </label>
    </>
  );
}
