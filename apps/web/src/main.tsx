import './styles.css';
import { notePresses } from './lib/early-presses.ts';
import { nextTask } from './lib/next-task.ts';

/**
 * Resolves once the page has been painted (at once in a tab in the background, which paints nothing).
 * The second step lets the paint happen before anything else runs.
 */
function afterFirstPaint(): Promise<void> {
  if (document.visibilityState === 'hidden') return Promise.resolve();
  return new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
}

/**
 * Starts the page's code (listed by the server in `#page-modules`) all at once rather than by
 * following one chunk's imports to the next, a few modules per task (starting 30 requests in one
 * task made a long task in traces of a slowed phone). Each module runs as soon as it and what it
 * imports have arrived; a failure shows when the app's own import fails.
 */
async function importPageModules(): Promise<void> {
  const list = document.getElementById('page-modules')?.textContent;
  const urls = list ? (JSON.parse(list) as string[]) : [];
  for (let start = 0; start < urls.length; start += 4) {
    for (const url of urls.slice(start, start + 4)) void import(/* @vite-ignore */ url).catch(() => undefined);
    await nextTask();
  }
}

// A page the server rendered is readable before any of the app's code arrives; its code is fetched
// only after the first paint, so on a slow connection the text and pictures do not wait behind a
// download they do not need. Pages rendered in the browser start at once.
if (document.getElementById('root')?.hasAttribute('data-hydrating')) {
  notePresses();
  await afterFirstPaint();
  await importPageModules();
}
await import('./boot.tsx');
