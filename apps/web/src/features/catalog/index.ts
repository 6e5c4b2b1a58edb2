export { useDictData } from './api/get-dict-data.ts';
export { productPath } from './product-path.ts';
export { categoryTrail } from './category-trail.ts';
export { categoryLink } from './components/category-bar.tsx';
export { CategoryLinks, CategoryMenu } from './components/category-nav.tsx';
export { useSuggestions } from './api/get-suggestions.ts';
export { SearchCombobox } from './components/search-combobox.tsx';
