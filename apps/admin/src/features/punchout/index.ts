export { PunchoutListPage } from './pages/punchout-list-page.tsx';
