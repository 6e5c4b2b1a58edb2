export { AfterSalesPage } from './pages/after-sales-page.tsx';
