export { DailySales } from './components/daily-sales.tsx';
export { presetRange } from './period.ts';
export { ReportsPage } from './pages/reports-page.tsx';
