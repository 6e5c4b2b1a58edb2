import type { Method } from './endpoint.ts';

/** Where an endpoint's input travels: the query string, a JSON body, a multipart form, or nowhere. */
export type InputPlace = 'query' | 'body' | 'form' | 'none';

/** What a client needs of an endpoint at run time (no schemas, so no validation library in the storefront's first load). */
export interface Route {
  method: Method;
  path: string;
  input: InputPlace;
}

export interface RouteTree {
  [name: string]: Route | RouteTree;
}

/** The query key of an endpoint's answer: its path, then its input (TanStack Query and the first page's data use it). */
export function queryKey(route: Route, input?: unknown): readonly unknown[] {
  return input === undefined ? [route.path] : [route.path, input];
}
