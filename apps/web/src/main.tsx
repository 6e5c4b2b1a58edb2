import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { refreshCartCount } from './lib/cart-count.ts';
import { initI18n } from './lib/i18n.ts';
import { prefetchFirstPage } from './lib/prefetch.ts';
import { showFlash } from './lib/toast.ts';
import './styles.css';

prefetchFirstPage(window.location.pathname, new URLSearchParams(window.location.search));
void refreshCartCount();
await initI18n();
showFlash();
createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
