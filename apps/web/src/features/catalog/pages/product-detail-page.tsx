import '../product-page.css';
import { productIdOf, quantityDiscount, relatedProductsParams, type TSpuDetail } from '@shop/shared';
import type { QueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { ChatIcon, ShareIcon } from '../../../components/ui/icons.tsx';
import { NotFound } from '../../../components/ui/not-found.tsx';
import { usePrice } from '../../../lib/format.ts';
import { usePageMeta } from '../../../lib/page-meta.ts';
import { useShelfPrices } from '../../../lib/shelf-prices.ts';
import { useTradeConfig } from '../../../lib/trade-config.ts';
import { showToast } from '../../../lib/toast.ts';
import { addToCart } from '../../cart/index.ts';
import { ProductListButtons, useRecordProductView } from '../../collections/index.ts';
import { useCategories } from '../api/get-categories.ts';
import { productDetailQuery, useProductDetail } from '../api/get-product-detail.ts';
import { useProducts } from '../api/get-products.ts';
import { categoryTrail } from '../category-trail.ts';
import { BuyBar } from '../components/buy-bar.tsx';
import { BuyBox, offerOf } from '../components/buy-box.tsx';
import { categoryLink } from '../components/category-bar.tsx';
import type { ConfiguredLogoLine } from '../components/customise-panel.tsx';
import { DeliveryEstimate } from '../components/delivery-estimate.tsx';
import { Gallery } from '../components/gallery.tsx';
import { ProductGrid } from '../components/product-card.tsx';
import { ProductTabs } from '../components/product-tabs.tsx';
import { skuFor } from '../components/sku-selector.tsx';
import { logoOrderPath } from '../logo-order-path.ts';

// The logo panel (below the buying part) and the reviews (below the tabs) are code of their own, out
// of the page's first load: fetched as soon as this module runs, in parallel with the rest of the
// page, and hydrated on their own when they arrive (the server's HTML of them stays until then).
const customiseCode = import('../components/customise-panel.tsx');
const CustomisePanel = lazy(() => customiseCode.then((m) => ({ default: m.CustomisePanel })));
const reviewsCode = import('../components/product-reviews.tsx');
const ProductReviews = lazy(() => reviewsCode.then((m) => ({ default: m.ProductReviews })));

function MayAlsoLike({ product }: { product: TSpuDetail }) {
  const { t } = useTranslation();
  const { data } = useProducts(relatedProductsParams(product.categoryId));
  const others = (data?.records ?? []).filter((p) => p.id !== product.id).slice(0, 4);
  if (others.length === 0) return null;
  return (
    <section className="also-like">
      <h2>{t('product.youMayAlsoLike')}</h2>
      <ProductGrid products={others} />
    </section>
  );
}

/** Home › category › product: where the product sits in the catalogue. */
function Breadcrumbs({ product }: { product: TSpuDetail }) {
  const { t } = useTranslation();
  const { data: categories = [] } = useCategories();
  return (
    <nav className="breadcrumbs" aria-label={t('product.breadcrumbs')}>
      <ol>
        <li>
          <Link to="/">{t('menu.home')}</Link>
        </li>
        {categoryTrail(categories, product.categoryId).map((c) => (
          <li key={c.id}>
            <Link to={categoryLink(c.id, c.name)}>{c.name}</Link>
          </li>
        ))}
        <li aria-current="page">{product.name}</li>
      </ol>
    </nav>
  );
}

function ProductDetail({ product }: { product: TSpuDetail }) {
  const { t } = useTranslation();
  const shelf = useShelfPrices();
  const [chosen, setChosen] = useState<Record<number, number>>(() => {
    // The cheapest SKU in stock: the price the product card promised.
    const inStock = product.skus.filter((s) => s.stock > 0);
    const first = [...(inStock.length ? inStock : product.skus)].sort((a, b) => a.price - b.price)[0];
    return Object.fromEntries((first?.properties ?? []).map((p) => [p.propertyId, p.valueId]));
  });
  const [count, setCount] = useState(1);
  const onlineLimit = useTradeConfig().data?.onlineLimitPerLine;
  const offer = offerOf(product, skuFor(product.skus, chosen), count);
  const { sku, unitPrice, pieces, quantity } = offer;
  usePageMeta(product.name, product.introduction, product.keyword);
  const [adding, setAdding] = useState(false);
  const add = async () => {
    if (!sku) return;
    setAdding(true);
    try {
      await addToCart(
        {
          sku: { id: sku.id, price: sku.price, stock: sku.stock, picUrl: sku.picUrl, properties: sku.properties },
          spu: { id: product.id, name: product.name, picUrl: product.picUrl, status: product.status },
        },
        quantity,
      );
      showToast(t('product.added'), 'success');
    } catch {
      // The server's reason (e.g. too few in stock) is already shown.
    } finally {
      setAdding(false);
    }
  };
  const actionsRef = useRef<HTMLDivElement>(null);
  // A logo line configured in the customise panel: the phone's buy bar orders it, as the panel's button does.
  const [logoLine, setLogoLine] = useState<ConfiguredLogoLine | null>(null);
  const navigate = useNavigate();
  const price = usePrice();
  const share = async () => {
    try {
      await navigator.clipboard.writeText(window.location.href);
      showToast(t('product.linkCopied'), 'success');
    } catch {
      showToast(t('product.copyFailed'));
    }
  };
  return (
    <article className="product-detail">
      <Breadcrumbs product={product} />
      <div className="product-detail__top">
        <Gallery
          pictures={product.sliderPicUrls.length ? product.sliderPicUrls : [product.picUrl]}
          name={product.name}
          current={sku?.picUrl}
        />
        <div className="product-detail__buy">
          <h1>{product.name}</h1>
          <p className="product-detail__intro">{product.introduction}</p>
          <BuyBox
            product={product}
            offer={offer}
            chosen={chosen}
            onChoose={setChosen}
            onCount={setCount}
            adding={adding}
            onAdd={add}
            actionsRef={actionsRef}
            onlineLimit={onlineLimit}
          />
          <div className="product-detail__links">
            <ProductListButtons spuId={product.id} />
            <button type="button" className="link-button" onClick={share}>
              <ShareIcon /> {t('product.share')}
            </button>
            {/* The contact form carries the product, so the answer can be about it. */}
            <Link className="link-button" to={`/contactUs?spuId=${product.id}&product=${encodeURIComponent(product.name)}#contact`}>
              <ChatIcon /> {t('product.askQuestion')}
            </Link>
          </div>
          <DeliveryEstimate />
        </div>
      </div>
      {product.decoratingMethods.length > 0 && (
        <Suspense fallback={null}>
          <CustomisePanel product={product} sku={sku} onlineLimit={onlineLimit} onConfigured={setLogoLine} />
        </Suspense>
      )}
      {/* Below the first screen: hydrated (and committed) apart from the buying part, in shorter tasks. */}
      <Suspense fallback={null}>
        <ProductTabs product={product} unitPrice={unitPrice} count={quantity} />
        <Suspense fallback={null}>
          <ProductReviews spuId={product.id} />
        </Suspense>
        <BuyBar actionsRef={actionsRef}>
          {logoLine ? (
            <>
              <p>
                <span className="muted">{t('customise.total', { count: logoLine.pieces })}</span>{' '}
                {logoLine.total !== null && <strong>{price(logoLine.total)}</strong>}
              </p>
              <button
                type="button"
                className="button button--accent"
                disabled={!logoLine.ready}
                onClick={() => void navigate(logoOrderPath(logoLine.items))}
              >
                {t('customise.order')}
              </button>
            </>
          ) : (
            <>
              <p>
                <span className="muted">{t(pieces > 1 ? 'product.totalForPacks' : 'product.totalFor', { count: quantity })}</span>{' '}
                <strong>{shelf.money(shelf.line(unitPrice, quantity, quantityDiscount(product.quantityRules, quantity)))}</strong>
              </p>
              <button type="button" className="button" disabled={!sku || offer.stock === 0 || adding} onClick={add}>
                {t('product.addToCart')}
              </button>
            </>
          )}
        </BuyBar>
        <MayAlsoLike product={product} />
      </Suspense>
    </article>
  );
}

/** Starts loading the product of `/productDetail/{slug}/{id}` or `/productDetail?id=` (the first page, before its code runs). */
export function prefetchDetail(client: QueryClient, pathname: string, search: URLSearchParams): void {
  const id = productIdOf(pathname, search);
  const query = productDetailQuery(id);
  // A product the server found missing is not asked again (the page shows it is not found).
  if (Number.isInteger(id) && id > 0 && client.getQueryState(query.queryKey)?.status !== 'error') void client.prefetchQuery(query);
}

/** `/productDetail?id=` and `/productDetail/{slug}/{id}`. */
export function ProductDetailPage() {
  const { t } = useTranslation();
  const { id: pathId } = useParams();
  const [search] = useSearchParams();
  const id = Number(pathId ?? search.get('id'));
  const { data, isPending, isError } = useProductDetail(id);
  useRecordProductView(id);
  if (isPending && Number.isInteger(id) && id > 0) return <div className="page-loading" aria-busy="true" />;
  if (isError || !data) return <NotFound title={t('product.notFound')} />;
  return <ProductDetail key={data.id} product={data} />;
}
