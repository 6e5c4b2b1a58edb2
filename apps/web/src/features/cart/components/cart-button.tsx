import { useTranslation } from 'react-i18next';
import { CartIcon } from '../../../components/ui/icons.tsx';
import { useStore } from '../../../lib/store.ts';
import { cartCountStore } from '../cart-count.ts';
import { badgeText } from './badge-text.ts';
import { cartOpenStore } from './cart-drawer.tsx';

/** The header's cart button: opens the cart, with the pieces of the selected lines as its badge. */
export function CartButton() {
  const { t } = useTranslation();
  const count = useStore(cartCountStore);
  return (
    <button type="button" className="icon-button" aria-label={t('header.cartWithCount', { count })} onClick={() => cartOpenStore.set(true)}>
      <CartIcon />
      {count > 0 && (
        <span className="badge" aria-hidden="true">
          {badgeText(count)}
        </span>
      )}
    </button>
  );
}
