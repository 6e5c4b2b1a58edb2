import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App, createAppRouter } from './app/app.tsx';
import { prefetchFirstPage, readFirstPage, renderedOnServer, seedFirstPage } from './app/first-page.ts';
import { refreshCartCount } from './features/cart/index.ts';
import { punchoutStore } from './features/punchout/index.ts';
import { endNotingPresses } from './lib/early-presses.ts';
import { adoptLanguageFromAddress, initI18n, storedLanguage } from './lib/i18n.ts';
import { nextTask } from './lib/next-task.ts';
import { currencyStore } from './lib/session.ts';
import { mirrorStoredChoices } from './lib/storage.ts';
import { showFlash } from './lib/toast.ts';

// The start-up work comes in tasks of its own (the modules' evaluation, the texts, the router,
// then hydration), so no two of them add up into one long task on a slow phone before hydration.
await nextTask();
adoptLanguageFromAddress();
mirrorStoredChoices();
// A punchout session sees only its organisation's part of the catalogue: the server's page, made
// for any visitor, is not used; the session's own answers are asked.
const seeded = punchoutStore.get() === null && seedFirstPage(readFirstPage(), storedLanguage(), currencyStore.get());
prefetchFirstPage(window.location.pathname, new URLSearchParams(window.location.search));
void refreshCartCount();
await initI18n();
showFlash();
await nextTask();
const router = createAppRouter();
await nextTask();
const root = document.getElementById('root')!;
const app = (
  <StrictMode>
    <App router={router} />
  </StrictMode>
);
// The server's HTML of a public page is hydrated when it was made for this visitor's language and
// currency; otherwise (or on pages rendered in the browser) the app renders afresh. Hydration is a
// transition: React hydrates in slices and lets the phone paint and scroll between them (a click
// meanwhile makes it finish at once); controls whose input it would reset stay disabled until then
// (`useHydrated`).
const hydrating = seeded && root.firstElementChild !== null && renderedOnServer(window.location.pathname);
endNotingPresses(root, hydrating);
if (hydrating) startTransition(() => void hydrateRoot(root, app));
else createRoot(root).render(app);
