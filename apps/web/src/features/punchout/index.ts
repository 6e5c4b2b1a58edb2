export { PunchoutBanner } from './components/punchout-banner.tsx';
export { punchoutStore } from './punchout-session.ts';
