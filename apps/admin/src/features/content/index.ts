export { ArticlesPage } from './pages/articles-page.tsx';
export { AdRequestsPage, ApplicationsPage } from './pages/inbox-pages.tsx';
export { JobPostingsPage } from './pages/job-postings-page.tsx';
