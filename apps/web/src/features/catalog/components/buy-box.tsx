import '../product-page.css';
import { divideHalfUp, ONLINE_LIMIT_PER_LINE, quantityDiscount, type TSku, type TSpuDetail } from '@shop/shared';
import type { RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { QuantityStepper } from '../../../components/ui/quantity-stepper.tsx';
import { QuoteRequestLink } from '../../../components/ui/quote-request-link.tsx';
import { useShelfPrices } from '../../../lib/shelf-prices.ts';
import { buyNowPath } from '../../cart/index.ts';
import { SkuSelector } from './sku-selector.tsx';

/** What the shopper is about to buy: the chosen SKU (none while the choice names none), its price and stock, how many. */
export interface Offer {
  sku: TSku | undefined;
  unitPrice: number;
  stock: number;
  /** Pieces in one unit sold (a pack of 100 pens: 100). */
  pieces: number;
  /** The count asked for, within 1 and the stock. */
  quantity: number;
}

export function offerOf(product: TSpuDetail, sku: TSku | undefined, count: number): Offer {
  const stock = sku?.stock ?? 0;
  return {
    sku,
    unitPrice: sku?.price ?? product.price,
    stock,
    pieces: sku?.piecesPerUnit ?? 1,
    quantity: Math.min(count, Math.max(1, stock)),
  };
}

/**
 * The buying part of a product's page: the price (per piece or per pack), the variant, the quantity
 * within the stock and the shop's online limit per line (above it a quote is the way), what that
 * many cost with their quantity discount, Add to cart and Buy now.
 */
export function BuyBox({
  product,
  offer,
  chosen,
  onChoose,
  onCount,
  adding,
  onAdd,
  actionsRef,
  onlineLimit = ONLINE_LIMIT_PER_LINE,
}: {
  product: TSpuDetail;
  offer: Offer;
  chosen: Record<number, number>;
  onChoose: (chosen: Record<number, number>) => void;
  onCount: (count: number) => void;
  adding: boolean;
  onAdd: () => void;
  /** The buttons, watched so that a phone's buy bar shows while they are off screen. */
  actionsRef?: RefObject<HTMLDivElement | null>;
  /** The most units one line is bought online (the settings' `onlineLimitPerLine`). */
  onlineLimit?: number;
}) {
  const { t } = useTranslation();
  const { price, money, net, line, reverseCharge } = useShelfPrices();
  const navigate = useNavigate();
  const { sku, unitPrice, stock, pieces, quantity } = offer;
  const discount = quantityDiscount(product.quantityRules, quantity);
  return (
    <>
      <p className="product-detail__price">
        <span className="price">{price(unitPrice)}</span>{' '}
        <span className="muted">
          {pieces > 1 ? t('product.perPack', { count: pieces, each: money(divideHalfUp(net(unitPrice), pieces)) }) : t('product.perPiece')}
          {reverseCharge && ` · ${t('product.netReverseCharge')}`}
        </span>
      </p>
      <SkuSelector skus={product.skus} chosen={chosen} onChange={onChoose} />
      <div className="product-detail__quantity">
        <QuantityStepper value={quantity} max={Math.min(stock, onlineLimit)} onChange={onCount} />
        <span className="muted">{stock > 0 ? t('product.inStock', { count: stock }) : t('product.outOfStock')}</span>
      </div>
      <p className="product-detail__total" aria-live="polite">
        {t(pieces > 1 ? 'product.totalForPacks' : 'product.totalFor', { count: quantity })}{' '}
        <strong>{money(line(unitPrice, quantity, discount))}</strong>
        {discount > 0 && <span className="tag">−{discount} %</span>}
      </p>
      {quantity >= onlineLimit && <p className="note">{t('product.quoteHint', { limit: onlineLimit })}</p>}
      {quantity >= onlineLimit && sku && <QuoteRequestLink items={[{ skuId: sku.id, count: quantity }]} />}
      <div className="product-detail__actions" ref={actionsRef}>
        <button type="button" className="button" disabled={!sku || stock === 0 || adding} onClick={onAdd}>
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
    </>
  );
}
