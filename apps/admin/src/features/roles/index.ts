export { RoleListPage } from './pages/role-list-page.tsx';
