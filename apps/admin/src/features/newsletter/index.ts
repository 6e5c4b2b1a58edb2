export { NewsletterPage } from './pages/newsletter-page.tsx';
