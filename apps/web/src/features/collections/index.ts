export { useListCount } from './api/member-products.ts';
export { ProductListButtons } from './components/product-list-buttons.tsx';
export { useRecordProductView } from './api/record-view.ts';
