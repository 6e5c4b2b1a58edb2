import '../dashboard.css';
import type { ZAdminTradeSummary } from '@shop/shared';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { money } from '../../../lib/format.ts';

type Day = z.infer<typeof ZAdminTradeSummary>['days'][number];

const WIDTH = 600;
const HEIGHT = 160;

/** Net revenue per day (what orders paid that day came to, less what has been refunded of them), USD and EUR side by side, as bars (cents; each currency on its own scale would mislead, so one scale). */
export function RevenueChart({ days: given }: { days: Day[] }) {
  const { t } = useTranslation();
  // Shown only to those who may see revenue: the API answers it for every day then.
  const days = given.map((day) => ({ ...day, revenue: day.revenue ?? { USD: 0, EUR: 0 } }));
  const max = Math.max(1, ...days.flatMap((d) => [d.revenue.USD, d.revenue.EUR]));
  const slot = WIDTH / Math.max(1, days.length);
  const bar = Math.max(1, slot / 2 - 1);
  const height = (cents: number) => (cents / max) * (HEIGHT - 4);
  return (
    <figure className="chart">
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-label={t('dashboard.chartLabel')} preserveAspectRatio="none">
        {days.map((day, i) => (
          <g key={day.date}>
            <title>{`${day.date}: ${money(day.revenue.USD, 'USD')} · ${money(day.revenue.EUR, 'EUR')}`}</title>
            <rect x={i * slot} y={HEIGHT - height(day.revenue.USD)} width={bar} height={height(day.revenue.USD)} className="chart__usd" />
            <rect
              x={i * slot + bar + 1}
              y={HEIGHT - height(day.revenue.EUR)}
              width={bar}
              height={height(day.revenue.EUR)}
              className="chart__eur"
            />
          </g>
        ))}
      </svg>
      <figcaption>
        <span className="legend legend--usd">USD</span> <span className="legend legend--eur">EUR</span> · {days[0]?.date} –{' '}
        {days.at(-1)?.date}
      </figcaption>
    </figure>
  );
}
