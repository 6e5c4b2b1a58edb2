import type { FastifySchemaCompiler } from 'fastify';
import { validatorCompiler as zodValidatorCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';

/**
 * NUL, which PostgreSQL refuses in text and JSON, and a UTF-16 surrogate without its partner,
 * which no UTF-8 can carry (the driver would store U+FFFD in its place). With the `u` flag a
 * surrogate pair is one code point, so only lone halves match `\p{Cs}`.
 */
const UNSTORABLE = /[\0\p{Cs}]/u;

/** Where, in a request's parsed query or JSON body, a text (value or key) holds an unstorable character. */
function unstorablePaths(value: unknown, path: PropertyKey[] = []): PropertyKey[][] {
  if (typeof value === 'string') return UNSTORABLE.test(value) ? [path] : [];
  if (Array.isArray(value)) return value.flatMap((item, at) => unstorablePaths(item, [...path, at]));
  if (typeof value !== 'object' || value === null) return [];
  return Object.entries(value).flatMap(([key, item]) => (UNSTORABLE.test(key) ? [[...path, key]] : unstorablePaths(item, [...path, key])));
}

const ZStorableText = z.unknown().superRefine((value, ctx) => {
  for (const path of unstorablePaths(value)) ctx.addIssue({ code: 'custom', message: 'text_unstorable', path });
});

/**
 * zod's validation for every route, after one check of every text the request carries: so no
 * endpoint's field can bring such a character to the database, and the refusal is the usual 400
 * naming the field. The pipe stops at the check's issues; the route's schema then never runs.
 */
export const validatorCompiler: FastifySchemaCompiler<z.ZodType> = (route) =>
  zodValidatorCompiler({ ...route, schema: ZStorableText.pipe(route.schema) });
