import '../checkout.css';
import { ORDER_TYPE, type Currency, type TSettlementResponse } from '@shop/shared';
import { useTranslation } from 'react-i18next';
import { LinePrice } from '../../../components/ui/line-price.tsx';
import { QuantityStepper } from '../../../components/ui/quantity-stepper.tsx';
import { usePrice } from '../../../lib/format.ts';
import { CustomInfo } from './custom-info.tsx';
import type { CheckoutLine } from './use-checkout-lines.ts';
import { askConfirm } from '../../../lib/confirm.ts';

/**
 * The priced lines. A plain line's quantity can change and any line can go while more than one
 * is left; lines are changed by position, so a logo line and a plain line of one SKU stay apart.
 */
export function OrderLines({
  lines,
  items,
  currency,
  onChange,
}: {
  lines: CheckoutLine[];
  items: TSettlementResponse['items'];
  /** The delivery address's currency, whatever the visitor's market elsewhere in the shop. */
  currency: Currency | undefined;
  onChange: (lines: CheckoutLine[]) => void;
}) {
  const { t } = useTranslation();
  const price = usePrice(currency);
  const remove = (index: number) => {
    if (lines.length > 1)
      void askConfirm(t('cart.deleteAsk'), t('common.remove')).then((yes) => yes && onChange(lines.filter((_, i) => i !== index)));
  };
  return (
    <ul className="cart__lines">
      {items.map((item, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a logo line and a plain line of one SKU are told apart by position
        <li key={`${item.skuId}-${index}`} className="cart-line checkout-line">
          <img src={item.picUrl} alt="" width="64" height="64" />
          <div className="cart-line__body">
            <p className="cart-line__name">{item.spuName}</p>
            {item.properties.length > 0 && (
              <p className="muted">{item.properties.map((p) => `${p.propertyName}: ${p.valueName}`).join(' · ')}</p>
            )}
            <p>
              <LinePrice line={item} price={price} />
            </p>
            {item.orderType !== ORDER_TYPE.custom && (
              <QuantityStepper
                value={item.count}
                max={100_000}
                onChange={(count) => onChange(lines.map((l, i) => (i === index ? { ...l, count } : l)))}
              />
            )}
          </div>
          {lines.length > 1 && (
            <button type="button" className="link-button" onClick={() => remove(index)}>
              {t('common.delete')}
            </button>
          )}
          {item.orderType === ORDER_TYPE.custom && lines[index] && <CustomInfo line={lines[index]} printed={item} />}
        </li>
      ))}
    </ul>
  );
}
