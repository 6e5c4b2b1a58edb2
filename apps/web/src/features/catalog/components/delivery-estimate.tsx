import '../product-page.css';
import { useTranslation } from 'react-i18next';
import { TruckIcon } from '../../../components/ui/icons.tsx';
import { formatDayMonth } from '../../../lib/locale-format.ts';
import { countryCode } from '../../../lib/session.ts';
import { useHydrated } from '../../../lib/use-hydrated.ts';
import { useDictData } from '../api/get-dict-data.ts';

/** Delivery days per option (standard, urgent, extra urgent); standard takes 5–10 days outside the US. */
const DAYS: Record<string, [number, number]> = { '1': [5, 7], '2': [4, 6], '3': [3, 5] };
const STANDARD_ABROAD: [number, number] = [5, 10];

function addDays(days: number): Date {
  const date = new Date();
  date.setDate(date.getDate() + days);
  return date;
}

/**
 * Delivery dates by option. Dates count from the shopper's today, which a page rendered (and kept)
 * on the server cannot know: its HTML names the days, the browser the dates once the page is live.
 */
export function DeliveryEstimate() {
  const { t, i18n } = useTranslation();
  const { data: options } = useDictData('delivery_speed_type');
  const hydrated = useHydrated();
  const abroad = countryCode() !== 'US';
  return (
    <section className="delivery-estimate" aria-label={t('product.estimatedDelivery')}>
      <h2>
        <TruckIcon /> {t('product.estimatedDelivery')}
      </h2>
      <ul>
        {options.map((option) => {
          const [from, to] = option.value === '1' && abroad ? STANDARD_ABROAD : (DAYS[option.value] ?? STANDARD_ABROAD);
          return (
            <li key={option.value}>
              <span>{option.label}</span>{' '}
              <strong>
                {hydrated
                  ? `${formatDayMonth(addDays(from), i18n.language)} – ${formatDayMonth(addDays(to), i18n.language)}`
                  : t('product.deliveryDays', { from, to })}
              </strong>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
