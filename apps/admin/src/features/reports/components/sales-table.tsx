import type { TAdminSalesReport } from '@shop/shared';
import { useTranslation } from 'react-i18next';
import { money } from '../../../lib/format.ts';

/** The report's rows beneath the chart, and a total per currency (never one across currencies). */
export function SalesTable({ report, group }: { report: TAdminSalesReport; group: string }) {
  const { t } = useTranslation();
  return (
    <div className="table-wrap">
      <table className="data-table report-table">
        <thead>
          <tr>
            <th scope="col">{group}</th>
            <th scope="col">{t('reports.currency')}</th>
            <th scope="col">{t('reports.orders')}</th>
            <th scope="col">{t('reports.gross')}</th>
            <th scope="col">{t('reports.refunded')}</th>
            <th scope="col">{t('reports.net')}</th>
          </tr>
        </thead>
        <tbody>
          {report.rows.map((row) => (
            <tr key={`${row.key}-${row.currency}`}>
              <td>{row.label || '—'}</td>
              <td>{row.currency}</td>
              <td className="num">{row.orders}</td>
              <td className="num">{money(row.gross, row.currency)}</td>
              <td className="num">{money(row.refunded, row.currency)}</td>
              <td className="num">{money(row.net, row.currency)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          {report.totals.map((total) => (
            <tr key={total.currency}>
              <th scope="row">{t('reports.total')}</th>
              <td>{total.currency}</td>
              <td className="num">{total.orders}</td>
              <td className="num">{money(total.gross, total.currency)}</td>
              <td className="num">{money(total.refunded, total.currency)}</td>
              <td className="num">{money(total.net, total.currency)}</td>
            </tr>
          ))}
        </tfoot>
      </table>
    </div>
  );
}
