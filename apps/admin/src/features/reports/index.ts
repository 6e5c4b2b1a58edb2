export { ReportsPage } from './pages/reports-page.tsx';
