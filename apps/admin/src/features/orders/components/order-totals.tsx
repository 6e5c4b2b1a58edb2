import '../orders.css';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { money } from '../../../lib/format.ts';
import { orderPriceRows } from '../price-rows.ts';

/** The order's price breakdown (or a price before the order is placed), row by row as the storefront shows it, so that the rows add up to the total. */
export function OrderTotals({ order }: { order: Parameters<typeof orderPriceRows>[0] & { currency: string } }) {
  const { t } = useTranslation();
  return (
    <dl className="totals">
      {orderPriceRows(order).map((row) => {
        const className = row.role === 'total' ? 'total' : row.role === 'note' ? 'muted' : undefined;
        return (
          <Fragment key={row.key}>
            <dt className={className}>
              {t(`orders.priceRow.${row.key}`)}
              {row.code && ` (${row.code})`}
            </dt>
            <dd className={className}>
              {row.role === 'subtract' && '−'}
              {money(row.cents, order.currency)}
            </dd>
          </Fragment>
        );
      })}
    </dl>
  );
}
