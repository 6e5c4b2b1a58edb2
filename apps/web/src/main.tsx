import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { prefetchFirstPage, seedFirstPage } from './app/first-page.ts';
import { refreshCartCount } from './features/cart/index.ts';
import { initI18n, storedLanguage } from './lib/i18n.ts';
import { currencyStore } from './lib/session.ts';
import { mirrorStoredChoices } from './lib/storage.ts';
import { showFlash } from './lib/toast.ts';
import './styles.css';

mirrorStoredChoices();
seedFirstPage(storedLanguage(), currencyStore.get());
prefetchFirstPage(window.location.pathname, new URLSearchParams(window.location.search));
void refreshCartCount();
await initI18n();
showFlash();
createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
