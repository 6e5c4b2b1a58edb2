import '../checkout.css';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { cartOpenStore } from '../../cart/index.ts';

/**
 * The checkout's own slim header (the shop's header is hidden here): the logo home, and the cart to
 * go back to; on an order's page (`ordered`), whose lines left the cart, the way on is the shop.
 */
export function CheckoutHeader({ ordered = false }: { ordered?: boolean }) {
  const { t } = useTranslation();
  return (
    <header className="checkout-header">
      <Link to="/" className="logo" aria-label={t('header.home')}>
        <img src="/favicon.svg" alt="" width="32" height="32" />
        <span>{t('shop.name')}</span>
      </Link>
      {ordered ? (
        <Link to="/">{t('orders.continueShopping')}</Link>
      ) : (
        <button type="button" className="link-button" onClick={() => cartOpenStore.set(true)}>
          {t('checkout.backToCart')}
        </button>
      )}
    </header>
  );
}
