export { PrintPage } from './pages/print-page.tsx';
