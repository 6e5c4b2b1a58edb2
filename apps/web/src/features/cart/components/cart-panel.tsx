import type { TCartLine } from '@shop/shared';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { OfferButton } from '../../../components/ui/offer-button.tsx';
import { QuoteRequestLink } from '../../../components/ui/quote-request-link.tsx';
import { QuantityStepper } from '../../../components/ui/quantity-stepper.tsx';
import { useShelfPrices } from '../../../lib/shelf-prices.ts';
import { showToast } from '../../../lib/toast.ts';
import type { CartView } from './use-cart.ts';
import { askConfirm } from '../../../lib/confirm.ts';

type Shelf = ReturnType<typeof useShelfPrices>;

/** What a line costs: the server's discounted figure, or unit × count until it arrives; net units under the reverse charge. */
const lineTotal = (line: TCartLine, shelf: Shelf) =>
  shelf.reverseCharge ? shelf.line(line.sku.price, line.count, line.discount ?? 0) : (line.discountedPrice ?? line.sku.price * line.count);

/** Unit price (per piece or per pack), then the line total with the quantity discount settlement will charge. */
function LinePrice({ line }: { line: TCartLine }) {
  const { t } = useTranslation();
  const shelf = useShelfPrices();
  const { price, money } = shelf;
  const pieces = line.sku.piecesPerUnit ?? 1;
  const full = shelf.reverseCharge ? shelf.line(line.sku.price, line.count) : (line.totalPrice ?? line.sku.price * line.count);
  const discounted = lineTotal(line, shelf);
  return (
    <div className="cart-line__price">
      <p className="muted">
        {pieces > 1
          ? t('cart.unitPricePack', { price: price(line.sku.price), count: pieces })
          : t('cart.unitPrice', { price: price(line.sku.price) })}
      </p>
      <p>
        <span className="visually-hidden">{t('cart.lineTotal')} </span>
        {discounted < full && (
          <>
            <s className="muted" title={t('cart.withoutDiscount')}>
              {money(full)}
            </s>{' '}
          </>
        )}
        <strong data-testid="cart-line-total">{money(discounted)}</strong>
        {(line.discount ?? 0) > 0 && (
          <span className="tag" title={line.discountDescription}>
            −{line.discount} %
          </span>
        )}
      </p>
    </div>
  );
}

function Line({ line, cart, invalid = false }: { line: TCartLine; cart: CartView; invalid?: boolean }) {
  const { t } = useTranslation();
  const remove = () => {
    void askConfirm(t('cart.deleteAsk'), t('common.remove')).then((yes) => yes && cart.remove([line.id]));
  };
  return (
    <li className={`cart-line${invalid ? ' cart-line--invalid' : ''}`}>
      <input
        type="checkbox"
        aria-label={t('cart.select', { name: line.spu.name })}
        checked={line.selected && !invalid}
        disabled={invalid}
        onChange={(e) => cart.setSelected([line.id], e.target.checked)}
      />
      <img src={line.sku.picUrl || line.spu.picUrl} alt="" width="72" height="72" loading="lazy" />
      <div className="cart-line__body">
        <p className="cart-line__name">{line.spu.name}</p>
        {line.sku.properties.length > 0 && (
          <p className="muted">{line.sku.properties.map((p) => `${p.propertyName}: ${p.valueName}`).join(' · ')}</p>
        )}
        <LinePrice line={line} />
        {invalid ? (
          <p className="note">{t('cart.unavailable')}</p>
        ) : (
          <QuantityStepper value={line.count} max={line.sku.stock} onChange={(count) => cart.setCount(line, count)} />
        )}
      </div>
      <button type="button" className="link-button" onClick={remove} aria-label={t('cart.deleteLine', { name: line.spu.name })}>
        {t('common.delete')}
      </button>
    </li>
  );
}

/** The selected lines as the `items` of /createOrder: skuId, count and, for members, the cart line. */
function itemsOf(lines: TCartLine[], member: boolean): string {
  return JSON.stringify(lines.map((l) => ({ skuId: l.sku.id, count: l.count, ...(member ? { cartId: l.id } : {}) })));
}

/** The cart drawer's lines, total and actions (loaded apart from the shell: see cart-drawer.tsx). */
export function CartPanel({ cart, close }: { cart: CartView; close: () => void }) {
  const { t } = useTranslation();
  const shelf = useShelfPrices();
  const navigate = useNavigate();
  const selected = cart.lines.filter((l) => l.selected);
  const selectedLines = selected.map((l) => ({ skuId: l.sku.id, count: l.count }));
  const allSelected = cart.lines.length > 0 && selected.length === cart.lines.length;
  const total = selected.reduce((sum, l) => sum + lineTotal(l, shelf), 0);
  const settle = () => {
    if (selected.length === 0) return showToast(t('shoppingCart.nullWarn'));
    close();
    const items = encodeURIComponent(itemsOf(selected, cart.member));
    void navigate(cart.member ? `/createOrder?items=${items}` : `/login?items=${items}`);
  };
  const removeSelected = () => {
    if (selected.length === 0) return showToast(t('shoppingCart.nullWarn'));
    void askConfirm(t('cart.deleteSelectedAsk'), t('common.remove')).then((yes) => yes && cart.remove(selected.map((l) => l.id)));
  };
  const empty = cart.lines.length === 0 && cart.invalid.length === 0;
  return empty ? (
    <EmptyState title={t('cart.empty')} />
  ) : (
    <div className="cart">
      <div className="cart__tools">
        <label className="checkbox">
          <input
            type="checkbox"
            checked={allSelected}
            disabled={cart.lines.length === 0}
            onChange={(e) =>
              cart.setSelected(
                cart.lines.map((l) => l.id),
                e.target.checked,
              )
            }
          />
          {t('cart.selectAll')}
        </label>
        <button type="button" className="link-button" onClick={removeSelected}>
          {t('cart.deleteSelected')}
        </button>
      </div>
      <div className="cart__scroll" data-testid="cart-scroll">
        <ul className="cart__lines">
          {cart.lines.map((line) => (
            <Line key={line.id} line={line} cart={cart} />
          ))}
        </ul>
        {cart.invalid.length > 0 && (
          <>
            <h3>{t('cart.invalidTitle')}</h3>
            <ul className="cart__lines">
              {cart.invalid.map((line) => (
                <Line key={line.id} line={line} cart={cart} invalid />
              ))}
            </ul>
          </>
        )}
      </div>
      <div className="cart__footer">
        <p>
          {t('cart.total')} <strong data-testid="cart-total">{shelf.money(total)}</strong>
          {shelf.reverseCharge && <small className="muted"> {t('product.netReverseCharge')}</small>}
        </p>
        <button type="button" className="button" onClick={settle}>
          {t('cart.settle')}
        </button>
        <OfferButton body={selected.length > 0 ? { items: selectedLines, deliveryType: '1' } : null} />
        <QuoteRequestLink items={selectedLines} label={t('quotes.requestCart')} />
      </div>
    </div>
  );
}
