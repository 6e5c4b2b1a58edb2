import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { Drawer } from '../../../components/ui/drawer.tsx';
import { cartCountStore } from '../../../lib/cart-count.ts';
import { useStore } from '../../../lib/store.ts';
import { cartOpenStore } from '../../../lib/ui-state.ts';

/** The cart drawer; lines, selection and settlement arrive with the cart feature. */
export function CartDrawer() {
  const { t } = useTranslation();
  const open = useStore(cartOpenStore);
  const count = useStore(cartCountStore);
  return (
    <Drawer open={open} onClose={() => cartOpenStore.set(false)} title={t('cart.title')}>
      {count === 0 && <EmptyState title={t('cart.empty')} />}
    </Drawer>
  );
}
