import type { TSpuDetail } from '@shop/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DiscountTable } from './discount-table.tsx';

const TABS = ['description', 'discount', 'printLogo', 'shipping'] as const;
type Tab = (typeof TABS)[number];

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
        {tab === 'discount' && <DiscountTable product={product} unitPrice={unitPrice} count={count} />}
        {tab === 'printLogo' && <p>{t('product.printLogoText')}</p>}
        {tab === 'shipping' && <p>{t('product.shippingText')}</p>}
      </div>
    </section>
  );
}
