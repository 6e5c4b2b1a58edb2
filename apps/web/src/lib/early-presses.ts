/**
 * A button pressed on a server-rendered page before its code has run does nothing by itself; the
 * shopper on a slow phone would have to press it again once the page is live. The entry notes the
 * last such press, and it is pressed again once the page is live.
 */
let pressed: HTMLButtonElement | null = null;

const note = (event: Event) => {
  const button = event.target instanceof Element ? event.target.closest('button') : null;
  if (button) pressed = button;
};

/**
 * Starts noting presses (main.tsx, on a page the server rendered). A press before the entry's code
 * has run at all is not noted; `data-noting-presses` on <html> says from when presses are.
 */
export function notePresses(): void {
  document.addEventListener('click', note, true);
  document.documentElement.dataset.notingPresses = '';
}

/**
 * Stops noting presses: React takes over from here and itself replays the presses made while it
 * hydrates. With `replay` (the server's HTML is being hydrated, its buttons stay the same elements)
 * the noted button is pressed once `root` is live; otherwise (the page renders afresh) it is dropped.
 */
export function endNotingPresses(root: HTMLElement, replay: boolean): void {
  document.removeEventListener('click', note, true);
  const button = pressed;
  pressed = null;
  if (!replay || !button) return;
  new MutationObserver((_, observer) => {
    if (root.hasAttribute('data-hydrating')) return;
    observer.disconnect();
    if (button.isConnected && !button.disabled) button.click();
  }).observe(root, { attributes: true, attributeFilter: ['data-hydrating'] });
}
