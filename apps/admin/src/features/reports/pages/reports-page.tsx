import { SALES_REPORT_GROUPS, type SalesReportGroup } from '@shop/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { useSalesReport, useTaxReport } from '../api/get-reports.ts';
import { PeriodPicker } from '../components/period-picker.tsx';
import { SalesChart } from '../components/sales-chart.tsx';
import { SalesTable } from '../components/sales-table.tsx';
import { TaxTable } from '../components/tax-table.tsx';
import { type DayRange, everyDay, type PeriodPreset, periodOf, presetRange, reportTimeZone } from '../period.ts';

/** Asked while the fields hold no valid period: nothing is shown for it. */
const NO_PERIOD = { from: 0, to: 1 };

/**
 * Reports for a period: sales net of refunds by day, product, category or country, one chart per
 * currency with the table beneath, and the tax report (VAT per EU country, sales tax per US state).
 */
export function ReportsPage() {
  const { t } = useTranslation();
  const [preset, setPreset] = useState<PeriodPreset | 'custom'>('last30');
  const [range, setRange] = useState<DayRange>(() => presetRange('last30', new Date()));
  const [groupBy, setGroupBy] = useState<SalesReportGroup>('day');
  const period = periodOf(range);
  const sales = useSalesReport({ ...(period ?? NO_PERIOD), groupBy, timeZone: reportTimeZone() });
  const tax = useTaxReport(period ?? NO_PERIOD);
  const group = t(`reports.groups.${groupBy}`);
  return (
    <>
      <PageHeader title={t('nav.reports')} />
      <div className="filters" role="group" aria-label={t('reports.period')}>
        <PeriodPicker
          range={range}
          preset={preset}
          onChange={(next, chosen) => {
            setRange(next);
            setPreset(chosen);
          }}
        />
        <select aria-label={t('reports.groupBy')} value={groupBy} onChange={(e) => setGroupBy(e.target.value as SalesReportGroup)}>
          {SALES_REPORT_GROUPS.map((g) => (
            <option key={g} value={g}>
              {t(`reports.groups.${g}`)}
            </option>
          ))}
        </select>
      </div>
      {!period && (
        <p className="alert" role="alert">
          {t('reports.badPeriod')}
        </p>
      )}
      <section className="card" aria-labelledby="sales-title">
        <h2 id="sales-title">{t('reports.sales')}</h2>
        <p className="muted">{t(groupBy === 'product' || groupBy === 'category' ? 'reports.linesNote' : 'reports.ordersNote')}</p>
        {period && sales.data && sales.data.totals.length === 0 && <p className="muted">{t('reports.noSales')}</p>}
        {period &&
          sales.data?.totals.map((total) => (
            <SalesChart
              key={total.currency}
              rows={
                groupBy === 'day'
                  ? everyDay(
                      sales.data.rows.filter((r) => r.currency === total.currency),
                      range,
                      total.currency,
                    )
                  : sales.data.rows.filter((r) => r.currency === total.currency)
              }
              total={total}
              group={group}
            />
          ))}
        {period && sales.data && sales.data.rows.length > 0 && <SalesTable report={sales.data} group={group} />}
      </section>
      <section className="card" aria-labelledby="tax-title">
        <h2 id="tax-title">{t('reports.tax')}</h2>
        <p className="muted">{t('reports.taxNote')}</p>
        {period && tax.data && <TaxTable report={tax.data} />}
      </section>
    </>
  );
}
