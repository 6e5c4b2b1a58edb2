export { QuoteDetailPage } from './pages/quote-detail-page.tsx';
export { QuoteListPage } from './pages/quote-list-page.tsx';
