export { OffersPage } from './pages/offers-page.tsx';
