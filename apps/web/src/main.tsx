import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { prefetchFirstPage, readFirstPage, renderedOnServer, seedFirstPage } from './app/first-page.ts';
import { refreshCartCount } from './features/cart/index.ts';
import { adoptLanguageFromAddress, initI18n, storedLanguage } from './lib/i18n.ts';
import { currencyStore } from './lib/session.ts';
import { mirrorStoredChoices } from './lib/storage.ts';
import { showFlash } from './lib/toast.ts';
import './styles.css';

adoptLanguageFromAddress();
mirrorStoredChoices();
const seeded = seedFirstPage(readFirstPage(), storedLanguage(), currencyStore.get());
prefetchFirstPage(window.location.pathname, new URLSearchParams(window.location.search));
void refreshCartCount();
await initI18n();
showFlash();
const root = document.getElementById('root')!;
const app = (
  <StrictMode>
    <App />
  </StrictMode>
);
// The server's HTML of a public page is hydrated when it was made for this visitor's language and
// currency; otherwise (or on pages rendered in the browser) the app renders afresh. Hydration is
// not a transition: one that yields lets a quantity typed meanwhile be reset by the hydrated input.
if (seeded && root.firstElementChild && renderedOnServer(window.location.pathname)) hydrateRoot(root, app);
else createRoot(root).render(app);
