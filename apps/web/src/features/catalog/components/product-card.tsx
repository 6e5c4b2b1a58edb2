import type { TSpuListItem } from '@shop/shared';
import { useTranslation } from 'react-i18next';
import { useShelfPrices } from '../../../lib/shelf-prices.ts';
import { ProductListButtons } from '../../collections/index.ts';
import { productPath } from '../product-path.ts';

/** A product in a list; the link opens the product page in a new tab. */
function ProductCard({ product, eager = false }: { product: TSpuListItem; eager?: boolean }) {
  const { t } = useTranslation();
  const { price, reverseCharge } = useShelfPrices();
  return (
    <li className="product-card">
      <a href={productPath(product.id, product.name)} target="_blank" rel="noopener">
        <img
          src={product.picUrl}
          alt={product.name}
          width="300"
          height="300"
          loading={eager ? 'eager' : 'lazy'}
          decoding="async"
          sizes="(max-width: 900px) 50vw, 300px"
        />
        <span className="product-card__name">{product.name}</span>
        <span className="product-card__price">
          {product.priceVaries ? t('product.fromPrice', { price: price(product.price) }) : price(product.price)}
          {reverseCharge && <small className="muted"> {t('product.netReverseCharge')}</small>}
        </span>
      </a>
      <ProductListButtons spuId={product.id} className="product-card__toggles" />
    </li>
  );
}

export function ProductGrid({ products, eagerCount = 0 }: { products: TSpuListItem[]; eagerCount?: number }) {
  return (
    <ul className="product-grid">
      {products.map((p, i) => (
        <ProductCard key={p.id} product={p} eager={i < eagerCount} />
      ))}
    </ul>
  );
}

/** Placeholders of the same size as the cards, so nothing moves when the products arrive. */
export function ProductGridSkeleton({ count }: { count: number }) {
  return (
    <ul className="product-grid" aria-hidden="true">
      {Array.from({ length: count }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have nothing but their position
        <li key={i} className="product-card--skeleton">
          <div>
            <span className="product-card__picture" />
            <span className="product-card__name" />
            <span className="product-card__price" />
          </div>
        </li>
      ))}
    </ul>
  );
}
