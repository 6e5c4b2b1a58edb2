export { OrderDetailPage } from './pages/order-detail-page.tsx';
export { OrderListPage } from './pages/order-list-page.tsx';
export { NewOrderPage } from './pages/new-order-page.tsx';
