import '../reports.css';
import type { TAdminSalesReport } from '@shop/shared';
import { useTranslation } from 'react-i18next';
import { money } from '../../../lib/format.ts';

type Row = TAdminSalesReport['rows'][number];
type Total = TAdminSalesReport['totals'][number];

const WIDTH = 720;
const HEIGHT = 300;
const PLOT = { left: 96, right: 12, top: 12, bottom: 88 };
const TICKS = 4;
/** Room a slanted label needs along the axis (px): with less per bar, every n-th bar is named, so labels never overlap. */
const LABEL_ROOM = 14;

/** A round top for the amount axis: 1, 2 or 5 times a power of ten, at least the largest bar. */
export function niceMax(cents: number): number {
  if (cents <= 0) return 100;
  const power = 10 ** Math.floor(Math.log10(cents));
  return ([1, 2, 5, 10].map((step) => step * power).find((top) => top >= cents) ?? 10 * power) as number;
}

const short = (label: string) => (label.length > 14 ? `${label.slice(0, 13)}…` : label);

/**
 * One currency's sales as bars with labelled axes: the net part filled, what was refunded stacked
 * above it (together what was paid), the amounts on the left, the days, products, categories or
 * countries beneath, and the totals under the chart. Drawn as SVG, no chart library.
 */
export function SalesChart({ rows, total, group }: { rows: Row[]; total: Total; group: string }) {
  const { t } = useTranslation();
  const { currency } = total;
  const top = niceMax(Math.max(0, ...rows.map((r) => Math.max(r.gross, r.net))));
  const plotWidth = WIDTH - PLOT.left - PLOT.right;
  const plotHeight = HEIGHT - PLOT.top - PLOT.bottom;
  const y = (cents: number) => PLOT.top + plotHeight - (Math.max(0, cents) / top) * plotHeight;
  const slot = plotWidth / Math.max(1, rows.length);
  const bar = Math.max(2, Math.min(48, slot * 0.7));
  const every = Math.max(1, Math.ceil((rows.length * LABEL_ROOM) / plotWidth));
  const title = t('reports.chartLabel', { currency, group });
  return (
    <figure className="sales-chart">
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-label={title}>
        <title>{title}</title>
        {Array.from({ length: TICKS + 1 }, (_, i) => (top / TICKS) * i).map((tick) => (
          <g key={tick} className="sales-chart__tick">
            <line x1={PLOT.left} x2={WIDTH - PLOT.right} y1={y(tick)} y2={y(tick)} />
            <text x={PLOT.left - 6} y={y(tick) + 4} textAnchor="end">
              {money(tick, currency)}
            </text>
          </g>
        ))}
        <line className="sales-chart__axis" x1={PLOT.left} x2={PLOT.left} y1={PLOT.top} y2={PLOT.top + plotHeight} />
        <line className="sales-chart__axis" x1={PLOT.left} x2={WIDTH - PLOT.right} y1={y(0)} y2={y(0)} />
        <text className="sales-chart__axis-title" transform={`translate(14 ${PLOT.top + plotHeight / 2}) rotate(-90)`} textAnchor="middle">
          {t('reports.axisAmount', { currency })}
        </text>
        <text className="sales-chart__axis-title" x={PLOT.left + plotWidth / 2} y={HEIGHT - 4} textAnchor="middle">
          {group}
        </text>
        {rows.map((row, i) => {
          const x = PLOT.left + i * slot + (slot - bar) / 2;
          const net = Math.max(0, row.net);
          return (
            <g key={row.key} data-testid="sales-bar">
              <title>{`${row.label}: ${t('reports.net')} ${money(row.net, currency)} · ${t('reports.refunded')} ${money(row.refunded, currency)}`}</title>
              <rect className="sales-chart__net" x={x} y={y(net)} width={bar} height={y(0) - y(net)} />
              <rect className="sales-chart__refunded" x={x} y={y(net + row.refunded)} width={bar} height={y(net) - y(net + row.refunded)} />
              {i % every === 0 && (
                <text className="sales-chart__label" transform={`translate(${x + bar / 2} ${y(0) + 10}) rotate(-40)`} textAnchor="end">
                  {short(row.label)}
                </text>
              )}
            </g>
          );
        })}
      </svg>
      <figcaption>
        <span className="legend legend--net">{t('reports.net')}</span>{' '}
        <span className="legend legend--refunded">{t('reports.refunded')}</span>
        {' · '}
        {t('reports.totalLine', {
          orders: total.orders,
          gross: money(total.gross, currency),
          refunded: money(total.refunded, currency),
          net: money(total.net, currency),
        })}
      </figcaption>
    </figure>
  );
}
