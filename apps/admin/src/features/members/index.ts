export { MemberDetailPage, MemberListPage } from './pages/member-pages.tsx';
