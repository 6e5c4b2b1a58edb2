import type { TSpuDetail } from '@shop/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePrice } from '../../../lib/format.ts';
import { currencyStore } from '../../../lib/session.ts';
import { useStore } from '../../../lib/store.ts';
import { useTradeConfig } from '../../../lib/trade-config.ts';
import { PriceTable } from './price-table.tsx';

const TABS = ['description', 'discount', 'printLogo', 'shipping'] as const;
type Tab = (typeof TABS)[number];

/** Delivery prices and the free threshold in the shopper's currency, from the shop's settings. */
function ShippingText() {
  const { t } = useTranslation();
  const price = usePrice();
  const currency = useStore(currencyStore);
  const delivery = useTradeConfig().data?.delivery;
  if (!delivery) return null;
  const fee = (type: string) => {
    const option = delivery.options.find((o) => o.type === type);
    return option ? (currency === 'EUR' ? option.priceEur : option.priceUsd) : 0;
  };
  return (
    <p>
      {t('product.shippingText', {
        standard: price(fee('1')),
        free: price(delivery.freeThreshold[currency]),
        urgent: price(fee('2') - fee('1')),
        extra: price(fee('3') - fee('1')),
      })}
    </p>
  );
}

/** The product's description, quantity discounts, logo printing and shipping, one tab at a time. */
export function ProductTabs({ product, unitPrice, count }: { product: TSpuDetail; unitPrice: number; count: number }) {
  const { t } = useTranslation();
  const [tab, setTab] = useState<Tab>('description');
  return (
    <section className="tabs">
      <div role="tablist" aria-label={t('product.details')}>
        {TABS.map((key) => (
          <button
            key={key}
            type="button"
            role="tab"
            id={`tab-${key}`}
            aria-selected={tab === key}
            aria-controls={`panel-${key}`}
            onClick={() => setTab(key)}
          >
            {t(`product.tab.${key}`)}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`panel-${tab}`} aria-labelledby={`tab-${tab}`} className="tabs__panel">
        {tab === 'description' && <p>{product.description}</p>}
        {tab === 'discount' && <PriceTable rules={product.quantityRules} unitPrice={unitPrice} count={count} />}
        {tab === 'printLogo' && <p>{t('product.printLogoText', { minimum: product.printMinCount })}</p>}
        {tab === 'shipping' && <ShippingText />}
      </div>
    </section>
  );
}
