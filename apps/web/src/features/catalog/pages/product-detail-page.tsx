import { discountedLinePrice, divideHalfUp, productIdOf, quantityDiscount, relatedProductsParams, type TSpuDetail } from '@shop/shared';
import type { QueryClient } from '@tanstack/react-query';
import { type ReactNode, type RefObject, Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { NotFound } from '../../../components/ui/not-found.tsx';
import { ChatIcon, ShareIcon } from '../../../components/ui/icons.tsx';
import { QuantityStepper } from '../../../components/ui/quantity-stepper.tsx';
import { usePrice } from '../../../lib/format.ts';
import { usePageMeta } from '../../../lib/page-meta.ts';
import { showToast } from '../../../lib/toast.ts';
import { useIsMobile } from '../../../lib/use-media.ts';
import { addToCart, buyNowPath } from '../../cart/index.ts';
import { ProductListButtons, useRecordProductView } from '../../collections/index.ts';
import { useCategories } from '../api/get-categories.ts';
import { productDetailQuery, useProductDetail } from '../api/get-product-detail.ts';
import { useProducts } from '../api/get-products.ts';
import { categoryTrail } from '../category-trail.ts';
import { categoryLink } from '../components/category-bar.tsx';
import { CustomisePanel } from '../components/customise-panel.tsx';
import { DeliveryEstimate } from '../components/delivery-estimate.tsx';
import { ProductGrid } from '../components/product-card.tsx';
import { SkuSelector, skuFor } from '../components/sku-selector.tsx';
import { ProductReviews } from '../components/product-reviews.tsx';

/**
 * Whether the element is on screen; on desktop (wide screens) always true, so the bar never shows.
 * Without IntersectionObserver it counts as visible.
 */
function useVisible(ref: RefObject<HTMLElement | null>): boolean {
  const mobile = useIsMobile();
  const [visible, setVisible] = useState(true);
  useEffect(() => {
    const element = ref.current;
    if (!mobile || !element || typeof IntersectionObserver !== 'function') return setVisible(true);
    const observer = new IntersectionObserver(([entry]) => setVisible(entry?.isIntersecting ?? true));
    observer.observe(element);
    return () => observer.disconnect();
  }, [mobile, ref]);
  return visible || !mobile;
}

/**
 * On a phone the buttons scroll away with the picture and texts: this bar keeps them in reach while
 * they are off screen. It watches them itself, so showing or hiding it renders only the bar.
 */
function BuyBar({ actionsRef, children }: { actionsRef: RefObject<HTMLElement | null>; children: ReactNode }) {
  const { t } = useTranslation();
  const actionsVisible = useVisible(actionsRef);
  if (actionsVisible) return null;
  return (
    <div className="buy-bar" role="region" aria-label={t('product.buyBar')}>
      {children}
    </div>
  );
}

const TABS = ['description', 'discount', 'printLogo', 'shipping'] as const;
type Tab = (typeof TABS)[number];

function Gallery({ pictures, name, current }: { pictures: string[]; name: string; current?: string }) {
  const [index, setIndex] = useState(0);
  const main = current ?? pictures[index] ?? pictures[0];
  return (
    <div className="gallery">
      <img className="gallery__main" src={main} alt={name} width="500" height="500" fetchPriority="high" />
      <ul className="gallery__thumbs">
        {pictures.map((src, i) => (
          <li key={src}>
            <button type="button" aria-pressed={i === index && !current} aria-label={`${name} ${i + 1}`} onClick={() => setIndex(i)}>
              <img src={src} alt="" width="72" height="72" loading="lazy" />
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}

function DiscountTable({ product, unitPrice, count }: { product: TSpuDetail; unitPrice: number; count: number }) {
  const { t } = useTranslation();
  const price = usePrice();
  const active = quantityDiscount(product.quantityRules, count);
  return (
    <table className="discount-table">
      <caption>{t('product.discountCaption')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('product.fromPieces')}</th>
          <th scope="col">{t('product.discount')}</th>
          <th scope="col">{t('product.tierPrice')}</th>
        </tr>
      </thead>
      <tbody>
        {product.quantityRules.map((rule) => (
          <tr key={rule.quantity} aria-current={rule.discount === active && active > 0 ? 'true' : undefined}>
            <td>{rule.quantity}+</td>
            <td>−{rule.discount} %</td>
            {/* What that many pieces cost, to the cent (a rounded price per piece would not multiply back). */}
            <td>
              {t('product.tierAmount', { amount: price(discountedLinePrice(unitPrice, rule.quantity, [rule])), count: rule.quantity })}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function Tabs({ product, unitPrice, count }: { product: TSpuDetail; unitPrice: number; count: number }) {
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
  const price = usePrice();
  const [chosen, setChosen] = useState<Record<number, number>>(() => {
    // The cheapest SKU in stock: the price the product card promised.
    const inStock = product.skus.filter((s) => s.stock > 0);
    const first = [...(inStock.length ? inStock : product.skus)].sort((a, b) => a.price - b.price)[0];
    return Object.fromEntries((first?.properties ?? []).map((p) => [p.propertyId, p.valueId]));
  });
  const [count, setCount] = useState(1);
  const sku = skuFor(product.skus, chosen);
  const unitPrice = sku?.price ?? product.price;
  const stock = sku?.stock ?? 0;
  const pieces = sku?.piecesPerUnit ?? 1;
  const quantity = Math.min(count, Math.max(1, stock));
  const discount = quantityDiscount(product.quantityRules, quantity);
  usePageMeta(product.name, product.introduction, product.keyword);
  const navigate = useNavigate();
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
          <p className="product-detail__price">
            <span className="price">{price(unitPrice)}</span>{' '}
            <span className="muted">
              {pieces > 1 ? t('product.perPack', { count: pieces, each: price(divideHalfUp(unitPrice, pieces)) }) : t('product.perPiece')}
            </span>
          </p>
          <SkuSelector skus={product.skus} chosen={chosen} onChange={setChosen} />
          <div className="product-detail__quantity">
            <QuantityStepper value={quantity} max={stock} onChange={setCount} />
            <span className="muted">{stock > 0 ? t('product.inStock', { count: stock }) : t('product.outOfStock')}</span>
          </div>
          <p className="product-detail__total" aria-live="polite">
            {t(pieces > 1 ? 'product.totalForPacks' : 'product.totalFor', { count: quantity })}{' '}
            <strong>{price(discountedLinePrice(unitPrice, quantity, product.quantityRules))}</strong>
            {discount > 0 && <span className="tag">−{discount} %</span>}
          </p>
          {quantity >= 50 && <p className="note">{t('product.quoteHint')}</p>}
          <div className="product-detail__actions" ref={actionsRef}>
            <button type="button" className="button" disabled={!sku || stock === 0 || adding} onClick={add}>
              {t('product.addToCart')}
            </button>
            <button
              type="button"
              className="button button--accent"
              disabled={!sku || stock === 0}
              onClick={() => sku && navigate(buyNowPath(sku.id, quantity))}
            >
              {t('product.buyNow')}
            </button>
          </div>
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
      {product.decoratingMethods.length > 0 && <CustomisePanel product={product} sku={sku} />}
      {/* Below the first screen: hydrated (and committed) apart from the buying part, in shorter tasks. */}
      <Suspense fallback={null}>
        <Tabs product={product} unitPrice={unitPrice} count={quantity} />
        <ProductReviews spuId={product.id} />
        <BuyBar actionsRef={actionsRef}>
          <p>
            <span className="muted">{t(pieces > 1 ? 'product.totalForPacks' : 'product.totalFor', { count: quantity })}</span>{' '}
            <strong>{price(discountedLinePrice(unitPrice, quantity, product.quantityRules))}</strong>
          </p>
          <button type="button" className="button" disabled={!sku || stock === 0 || adding} onClick={add}>
            {t('product.addToCart')}
          </button>
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
