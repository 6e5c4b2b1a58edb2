import { useTranslation } from 'react-i18next';
import { useSalesReport } from '../api/get-reports.ts';
import { type DayRange, everyDay, periodOf, reportTimeZone } from '../period.ts';
import { SalesChart } from './sales-chart.tsx';

/** Sales net of refunds per day of a range, one chart per currency, every day on the axis. */
export function DailySales({ range }: { range: DayRange }) {
  const { t } = useTranslation();
  const period = periodOf(range);
  const { data } = useSalesReport({ ...(period ?? { from: 0, to: 1 }), groupBy: 'day', timeZone: reportTimeZone() });
  if (!period || !data) return null;
  if (data.totals.length === 0) return <p className="muted">{t('reports.noSales')}</p>;
  return data.totals.map((total) => (
    <SalesChart
      key={total.currency}
      rows={everyDay(
        data.rows.filter((r) => r.currency === total.currency),
        range,
        total.currency,
      )}
      total={total}
      group={t('reports.groups.day')}
    />
  ));
}
