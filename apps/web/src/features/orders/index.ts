export { useOrder } from './api/get-order.ts';
export { OrderView } from './pages/order-pages.tsx';
export { OrderPriceRows } from './components/order-price-rows.tsx';
