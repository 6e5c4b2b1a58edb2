export { FeedbackDrawer, openFeedback } from './components/feedback-drawer.tsx';
