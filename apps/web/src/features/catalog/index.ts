export { useDictData } from './api/get-dict-data.ts';
export { productPath } from './product-path.ts';
export { CategoryLinks, CategoryMenu } from './components/category-nav.tsx';
