import '../product-page.css';
import { deliveryDays, formatDayMonth } from '@shop/shared';
import { useTranslation } from 'react-i18next';
import { TruckIcon } from '../../../components/ui/icons.tsx';
import { countryCode } from '../../../lib/session.ts';
import { useTradeConfig } from '../../../lib/trade-config.ts';
import { useHydrated } from '../../../lib/use-hydrated.ts';

function addDays(days: number): Date {
  const date = new Date();
  date.setDate(date.getDate() + days);
  return date;
}

/**
 * Delivery dates by option, with the options' names and days from the shop's settings. Dates count from the shopper's today, which a page rendered (and kept)
 * on the server cannot know: its HTML names the days, the browser the dates once the page is live.
 */
export function DeliveryEstimate() {
  const { t, i18n } = useTranslation();
  const options = useTradeConfig().data?.delivery.options ?? [];
  const hydrated = useHydrated();
  const abroad = countryCode() !== 'US';
  return (
    <section className="delivery-estimate" aria-label={t('product.estimatedDelivery')}>
      <h2>
        <TruckIcon /> {t('product.estimatedDelivery')}
      </h2>
      <ul>
        {options.map((option) => {
          const { min: from, max: to } = deliveryDays(option, abroad);
          return (
            <li key={option.type}>
              <span>{option.name}</span>{' '}
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
