import type { adminContract } from './admin-contract.ts';
import type { Contract } from './contract.ts';
import type { DataOf, EndpointDef, InputOf } from './endpoint.ts';
import { queryKey, type Route, type RouteTree } from './route.ts';
import { adminRoutes, routes } from './routes.ts';

export interface CallOptions {
  /** Business codes the caller handles itself (no message shown for them). */
  quietCodes?: number[];
  headers?: Record<string, string>;
}

export interface ApiRequest {
  method: Route['method'];
  path: string;
  query?: Record<string, unknown>;
  body?: unknown;
  options: CallOptions;
}

/** Sends one request and answers the envelope's `data` (or throws). */
export type Transport = (request: ApiRequest) => Promise<unknown>;

export interface Call<E> {
  (input: InputOf<E>, options?: CallOptions): Promise<DataOf<E>>;
  /** The TanStack Query key of this call's answer. */
  key: (input?: InputOf<E>) => readonly unknown[];
  route: Route;
}

export type Client<T> = { [K in keyof T]: T[K] extends EndpointDef ? Call<T[K]> : Client<T[K]> };

function isRoute(node: Route | RouteTree): node is Route {
  return typeof (node as Route).path === 'string';
}

function callOf(route: Route, transport: Transport) {
  const call = (input: unknown, options: CallOptions = {}) => {
    const request: ApiRequest = { method: route.method, path: route.path, options };
    if (route.input === 'query') request.query = input as Record<string, unknown>;
    else if (route.input !== 'none') request.body = input;
    return transport(request);
  };
  return Object.assign(call, { key: (input?: unknown) => queryKey(route, input), route });
}

function build(tree: RouteTree, transport: Transport): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(tree).map(([name, node]) => [name, isRoute(node) ? callOf(node, transport) : build(node, transport)]),
  );
}

/** A typed client of the whole API: `client.trade.order.getDetail({ id })` answers the order. */
export function createClient(transport: Transport): Client<Contract> {
  return build(routes, transport) as Client<Contract>;
}

/** A typed client of the back office's API (/admin-api): `client.trade.order.delivery({ id, … })`. */
export function createAdminClient(transport: Transport): Client<typeof adminContract> {
  return build(adminRoutes, transport) as Client<typeof adminContract>;
}
