/** The header badge: the number of pieces in the cart, capped for display. */
export function badgeText(count: number): string {
  return count > 99 ? '99+' : String(count);
}
