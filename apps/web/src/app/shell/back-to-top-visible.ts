/** How far down the page the button is offered at all. */
const SHOWN_AFTER = 150;

/**
 * Whether the back-to-top button shows. On desktop it sits in the layout's right gutter, so it
 * shows once the page is scrolled. On a phone there is no gutter: it shows only while the shopper
 * scrolls back up (or rests at the page's end), never over what is being read on the way down.
 */
export function backToTopVisible({ y, lastY, atEnd, mobile }: { y: number; lastY: number; atEnd: boolean; mobile: boolean }): boolean {
  if (y <= SHOWN_AFTER) return false;
  if (!mobile) return true;
  return y < lastY || atEnd;
}
