export { InvoicesPage } from './pages/invoices-page.tsx';
