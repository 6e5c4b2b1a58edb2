import { LIST_CHOICE_PARAMS } from '@shop/shared';

/**
 * Changes to a list's choices in its address (see LIST_CHOICE_PARAMS): every change starts again at
 * the first page, and an empty choice leaves the address.
 */
export function withChoice(search: URLSearchParams, name: (typeof LIST_CHOICE_PARAMS)[number], value: string | null): URLSearchParams {
  const next = new URLSearchParams(search);
  next.delete('page');
  if (value) next.set(name, value);
  else next.delete(name);
  return next;
}

/** A list parameter (`color=101,103`) with one value added or taken away. */
export function toggled(search: URLSearchParams, name: 'color' | 'method', value: string): URLSearchParams {
  const values = new Set((search.get(name) ?? '').split(',').filter(Boolean));
  if (values.has(value)) values.delete(value);
  else values.add(value);
  return withChoice(search, name, [...values].sort().join(','));
}

/** The address without any choice (category, search and language kept). */
export function withoutChoices(search: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(search);
  for (const name of [...LIST_CHOICE_PARAMS, 'page']) next.delete(name);
  return next;
}

/** The `price` parameter of a range in cents (`5-10`, `50-`). */
export const priceParam = (min: number, max: number | null) => `${min / 100}-${max === null ? '' : max / 100}`;
