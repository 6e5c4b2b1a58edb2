export { ArticlesPage } from './pages/articles-page.tsx';
export { AdRequestsPage, ApplicationsPage } from './pages/inbox-pages.tsx';
export { JobsPage } from './pages/jobs-page.tsx';
