export { ReceivablesPage } from './pages/receivables-page.tsx';
