export { ProductEditPage } from './pages/product-edit-page.tsx';
export { ProductListPage } from './pages/product-list-page.tsx';
