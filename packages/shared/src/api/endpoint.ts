import type { z } from 'zod';

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * Who may call an endpoint: anyone, a logged-in member (code 401 otherwise), any logged-in admin,
 * or an admin holding a permission such as `system:admin:query` (401 without an admin's token,
 * 403 without the permission). The admin kinds belong to the admin table under /admin-api.
 */
export type Access = 'public' | 'member' | 'admin' | { permission: string };

/**
 * One endpoint of the API: where it lives, what it takes and what its envelope's `data` holds.
 * `query` and `body` are mutually exclusive in practice: a call's input is the one it has.
 */
export interface EndpointDef {
  method: Method;
  /** Under /pc-api (or /admin-api for the admin table), without the leading slash. */
  path: string;
  access: Access;
  tag: string;
  summary: string;
  query?: z.ZodType;
  body?: z.ZodType;
  /** A multipart form (a file upload) instead of a JSON body. */
  multipart?: true;
  /** Answers a file of this type (saved by the browser) instead of the envelope; errors still answer the envelope. */
  file?: 'application/pdf' | 'text/csv; charset=utf-8' | 'application/json; charset=utf-8' | 'text/html; charset=utf-8';
  data: z.ZodType;
}

export function endpoint<const E extends EndpointDef>(def: E): E {
  return def;
}

/** What a client sends: the body, else the query, else nothing. */
export type InputOf<E> = E extends { multipart: true }
  ? FormData
  : E extends { body: infer B extends z.ZodType }
    ? z.input<B>
    : E extends { query: infer Q extends z.ZodType }
      ? z.input<Q>
      : // biome-ignore lint/suspicious/noConfusingVoidType: void lets calls without input omit the argument
        void;

/** What a handler receives: the parsed body or query. */
export type ParsedInputOf<E> = E extends { body: infer B extends z.ZodType }
  ? z.output<B>
  : E extends { query: infer Q extends z.ZodType }
    ? z.output<Q>
    : undefined;

/** The envelope's `data` of a successful answer. */
export type DataOf<E> = E extends { data: infer D extends z.ZodType } ? z.output<D> : never;

/** A tree of endpoints by name: `contract.trade.order.getDetail`. */
export interface EndpointTree {
  [name: string]: EndpointDef | EndpointTree;
}

export function isEndpoint(node: EndpointDef | EndpointTree): node is EndpointDef {
  return typeof (node as EndpointDef).path === 'string' && typeof (node as EndpointDef).method === 'string';
}

/** Every endpoint of a tree with its dotted name. */
export function endpointsOf(tree: EndpointTree, prefix = ''): [string, EndpointDef][] {
  return Object.entries(tree).flatMap(([name, node]) =>
    isEndpoint(node) ? [[`${prefix}${name}`, node] as [string, EndpointDef]] : endpointsOf(node, `${prefix}${name}.`),
  );
}
