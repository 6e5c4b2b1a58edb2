export { AdminListPage } from './pages/admin-list-page.tsx';
