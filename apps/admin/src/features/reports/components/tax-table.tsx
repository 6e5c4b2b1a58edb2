import type { TAdminTaxReport } from '@shop/shared';
import { useTranslation } from 'react-i18next';
import i18n from '../../../lib/i18n.ts';
import { money } from '../../../lib/format.ts';

const countryName = (code: string) =>
  new Intl.DisplayNames([i18n.language === 'zh' ? 'zh-CN' : i18n.language], { type: 'region' }).of(code) ?? code;

/** VAT per EU country and sales tax per US state, with a total per currency, as an accountant files them. */
export function TaxTable({ report }: { report: TAdminTaxReport }) {
  const { t } = useTranslation();
  if (report.rows.length === 0) return <p className="muted">{t('reports.noTax')}</p>;
  const totals = new Map<string, { taxable: number; tax: number }>();
  for (const row of report.rows) {
    const total = totals.get(row.currency) ?? { taxable: 0, tax: 0 };
    totals.set(row.currency, { taxable: total.taxable + row.taxable, tax: total.tax + row.tax });
  }
  return (
    <div className="table-wrap">
      <table className="data-table report-table" aria-label={t('reports.tax')}>
        <thead>
          <tr>
            <th scope="col">{t('reports.country')}</th>
            <th scope="col">{t('reports.state')}</th>
            <th scope="col">{t('reports.currency')}</th>
            <th scope="col">{t('reports.taxable')}</th>
            <th scope="col">{t('reports.taxAmount')}</th>
          </tr>
        </thead>
        <tbody>
          {report.rows.map((row) => (
            <tr key={`${row.country}-${row.state ?? ''}-${row.currency}`}>
              <td>{row.country ? countryName(row.country) : '—'}</td>
              <td>{row.state ?? ''}</td>
              <td>{row.currency}</td>
              <td className="num">{money(row.taxable, row.currency)}</td>
              <td className="num">{money(row.tax, row.currency)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          {[...totals].map(([currency, total]) => (
            <tr key={currency}>
              <th scope="row" colSpan={2}>
                {t('reports.total')}
              </th>
              <td>{currency}</td>
              <td className="num">{money(total.taxable, currency)}</td>
              <td className="num">{money(total.tax, currency)}</td>
            </tr>
          ))}
        </tfoot>
      </table>
    </div>
  );
}
