export { addFromOrder } from './api/add-from-order.ts';
export { addToCart, buyNowPath } from './api/add-to-cart.ts';
export { cartCountStore, refreshCartCount } from './cart-count.ts';
export { CartButton } from './components/cart-button.tsx';
export { CartDrawer, cartOpenStore } from './components/cart-drawer.tsx';
export { deleteGuestLines, mergeGuestCart } from './guest-cart.ts';
export { parseLineList } from './line-list.ts';
