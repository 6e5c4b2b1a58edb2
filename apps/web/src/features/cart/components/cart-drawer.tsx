import { useTranslation } from 'react-i18next';
import { Drawer } from '../../../components/ui/drawer.tsx';
import { laterTextsLoaded } from '../../../lib/i18n.ts';
import { laterPart } from '../../../lib/later-part.ts';
import { createStore, useStore } from '../../../lib/store.ts';
import { useCart } from './use-cart.ts';

export const cartOpenStore = createStore(false);

// The drawer's lines and actions with their texts (see lib/i18n.ts). Not there (offline): the drawer
// stays shut, and the next press tries again.
const useCartPanel = laterPart(
  () => Promise.all([import('./cart-panel.tsx'), laterTextsLoaded()]).then(([module]) => module.CartPanel),
  () => cartOpenStore.set(false),
);

/**
 * The cart in a drawer. The cart is read with the page, as before; the drawer's lines and actions
 * are apart from every page's first load, fetched once the page is idle. The drawer opens when they
 * are there: at once, unless the shopper opens it before they arrived.
 */
export function CartDrawer() {
  const { t } = useTranslation();
  const open = useStore(cartOpenStore);
  const cart = useCart();
  const Panel = useCartPanel(open);
  const close = () => cartOpenStore.set(false);
  return (
    <Drawer open={open && Panel !== null} onClose={close} title={t('cart.title')} fixedFoot>
      {Panel && <Panel cart={cart} close={close} />}
    </Drawer>
  );
}
