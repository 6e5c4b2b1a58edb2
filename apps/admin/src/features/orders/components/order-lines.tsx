import '../orders.css';
import { ORDER_TYPE, printSizeText, type TAdminOrderDetail } from '@shop/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { money } from '../../../lib/format.ts';

type Line = TAdminOrderDetail['items'][number];

/** A logo line's print order as the shopper sent it, and its print data's status (worked on under Print data). */
function PrintOrder({ item }: { item: Line }) {
  const { t, i18n } = useTranslation();
  return (
    <span className="print-order">
      {t('print.method')} {item.decoratingMethodName ?? item.decoratingMethod} · {t('print.position')}{' '}
      {item.locationName ?? item.locationId} · {t('print.size')} {printSizeText(item, i18n.language)}
      {item.description ? ` · ${item.description}` : ''}
      {item.imgUrl && <img src={item.imgUrl} alt={t('print.logo')} width="36" height="36" />}{' '}
      <Link to={`/print?status=${item.printStatus ?? 10}`}>
        {item.printStatus == null ? t('print.noData') : t(`print.status.${item.printStatus}`)}
      </Link>
    </span>
  );
}

/**
 * The order's lines: product, unit price, count and amount (unit × count, as the invoice lists it);
 * where the order has them, each line's quantity discount and printing, so every column adds up to
 * its row of the totals below; the pieces the shop refunded, and a link to the line's after-sale.
 */
export function OrderLines({ order }: { order: TAdminOrderDetail }) {
  const { t } = useTranslation();
  const price = (cents: number) => money(cents, order.currency);
  const custom = (item: Line) => item.orderType === ORDER_TYPE.custom;
  const printed = order.items.some(custom);
  const discounted = order.discountPrice > 0;
  const refunded = order.items.some((i) => (i.refundedCount ?? 0) > 0);
  const figures = [
    'orders.price',
    'orders.count',
    'orders.lineTotal',
    ...(discounted ? ['orders.priceRow.discount'] : []),
    ...(printed ? ['orders.priceRow.print'] : []),
    ...(refunded ? ['orders.refunded'] : []),
  ];
  return (
    <div className="table-wrap">
      <table className="data-table">
        <thead>
          <tr>
            <th scope="col">{t('orders.product')}</th>
            {figures.map((key) => (
              <th key={key} scope="col" className="num">
                {t(key)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {order.items.map((item) => (
            <tr key={item.id}>
              <td>
                <div className="product-cell">
                  {item.picUrl && <img src={item.picUrl} alt="" width="36" height="36" />}
                  <span>
                    {item.spuName}
                    <span className="muted"> {item.properties.map((p) => p.valueName).join(' · ')}</span>
                    {custom(item) && <span className="badge">{t('orders.custom')}</span>}
                    {custom(item) && <PrintOrder item={item} />}
                    {item.afterSaleId && (
                      <Link className="after-sale-link" to={`/after-sales?status=&id=${item.afterSaleId}`}>
                        {t('orders.afterSale')}
                      </Link>
                    )}
                  </span>
                </div>
              </td>
              <td className="num">{price(item.price)}</td>
              <td className="num">{item.count}</td>
              <td className="num">{price(item.totalPrice)}</td>
              {discounted && (
                <td className="num">{item.totalPrice > item.discountedPrice ? `−${price(item.totalPrice - item.discountedPrice)}` : ''}</td>
              )}
              {printed && <td className="num">{custom(item) ? price(item.decalsPrice ?? 0) : ''}</td>}
              {refunded && <td className="num">{item.refundedCount || ''}</td>}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
