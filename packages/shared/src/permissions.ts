/**
 * Whether permissions an admin holds grant the one an endpoint needs: `*` grants everything,
 * `prefix:*` everything under `prefix:` (`trade:after-sale:*` grants `trade:after-sale:agree`),
 * anything else only itself.
 */
export function permissionGranted(held: readonly string[], needed: string): boolean {
  return held.some((p) => p === '*' || p === needed || (p.endsWith(':*') && needed.startsWith(p.slice(0, -1))));
}
