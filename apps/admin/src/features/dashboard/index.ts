export { DashboardPage } from './pages/dashboard-page.tsx';
export { useTradeTodo } from './api/get-todo.ts';
