export { CategoryPage } from './pages/category-page.tsx';
