/** Runs `task` once the page is idle (within 3 s at the latest); Safari has no idle callback, a second's wait stands in for it. */
export function whenIdle(task: () => void): void {
  if ('requestIdleCallback' in window) requestIdleCallback(task, { timeout: 3000 });
  else setTimeout(task, 1000);
}
