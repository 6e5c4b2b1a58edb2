export { CompanyDetailPage, CompanyListPage } from './pages/company-pages.tsx';
export { MemberDetailPage, MemberListPage } from './pages/member-pages.tsx';
