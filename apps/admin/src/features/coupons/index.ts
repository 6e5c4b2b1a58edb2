export { CouponListPage } from './pages/coupon-list-page.tsx';
