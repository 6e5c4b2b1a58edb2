import { whenIdle } from './when-idle.ts';

/**
 * Fetches, without running, the code the server listed for this page's later use
 * (`#later-modules`: a part the page starts on the shopper's first touch), once the page is idle:
 * it is there when needed and runs only then. False when this page has no such list (it was
 * opened from another page of the shop).
 */
export function preloadLaterModules(): boolean {
  const list = document.getElementById('later-modules')?.textContent;
  if (!list) return false;
  const preload = () => {
    for (const url of JSON.parse(list) as string[]) {
      if (document.querySelector(`link[href="${url}"]`)) continue;
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.href = url;
      document.head.append(link);
    }
  };
  whenIdle(preload);
  return true;
}
