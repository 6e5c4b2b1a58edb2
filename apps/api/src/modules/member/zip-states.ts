import { US_ZIP_PREFIXES } from './us-zip-prefixes.ts';

/** The states of each 3-digit ZIP prefix, from the table's ranges (built once). */
const STATES_OF_PREFIX: ReadonlyMap<string, readonly string[]> = (() => {
  const states = new Map<string, string[]>();
  for (const [state, ranges] of Object.entries(US_ZIP_PREFIXES)) {
    for (const range of ranges.split(' ')) {
      const [first, last = first] = range.split('-').map(Number) as [number, number?];
      for (let n = first; n <= last; n++) {
        const prefix = String(n).padStart(3, '0');
        states.set(prefix, [...(states.get(prefix) ?? []), state]);
      }
    }
  }
  return states;
})();

const NONE: readonly string[] = [];

/**
 * The US states (codes of the shop's US regions, DC included) whose ZIP codes start as `zip` does
 * (5 digits, or ZIP+4 "77002-1234"): usually one, several where a sectional centre serves more
 * than one state. Empty for what is no ZIP code and for prefixes the table does not know
 * (unassigned, military APO/FPO, territories): those decide nothing. Offline, from the table
 * shipped with the shop.
 */
export function statesOfZip(zip: string): readonly string[] {
  const prefix = /^\s*(\d{3})\d{2}(?:-\d{4})?\s*$/.exec(zip)?.[1];
  return (prefix && STATES_OF_PREFIX.get(prefix)) || NONE;
}
