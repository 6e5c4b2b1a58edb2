import { z } from 'zod';

// In browsers zod must not probe for eval (`Function('')`, at its first object schema): the shop's
// content security policy forbids it and the browser reports the probe as a violation. Every
// contract imports this file first; the API keeps zod's compiled parsers.
if ('document' in globalThis) z.config({ jitless: true });

export const ZFieldError = z.object({ field: z.string(), message: z.string() });

/**
 * The answer of every endpoint: `code` 0 is success with `data`; any other code comes from the
 * error catalogue with `data` null (and `fields` on validation errors).
 */
export function envelope<T extends z.ZodType>(data: T) {
  return z.object({ code: z.number().int(), data: data.nullable(), msg: z.string(), fields: z.array(ZFieldError).optional() });
}
/** A database id as clients send it: a positive 32-bit integer. */
export const zId = z.number().int().positive().max(2_147_483_647);

export const MAX_PAGE_SIZE = 100;

/** Query numbers arrive as text; an empty value means "not given". */
const queryInt = (schema: z.ZodNumber) => z.preprocess((v) => (v === '' || v === null ? undefined : v), z.coerce.number().pipe(schema));

export const zQueryInt = queryInt;

/** A query-string boolean: `true`/`1` or `false`/`0`. */
export const zQueryBool = z.preprocess(
  (v) => (v === 'true' || v === '1' ? true : v === 'false' || v === '0' ? false : v === '' ? undefined : v),
  z.boolean(),
);

export function pageResult<T extends z.ZodType>(item: T) {
  return z.object({ list: z.array(item), total: z.number().int() });
}

export const ZIdQuery = z.object({ id: queryInt(z.number().int().min(1).max(2_147_483_647)) });

/**
 * A back-office search box's text: a part of a number, name, e-mail or phone number, any case.
 * Bounded, and without control characters (the search texts separate their fields with one).
 */
export const zSearchKeyword = z
  .string()
  .trim()
  .max(64)
  .regex(/^[^\p{Cc}]*$/u)
  .optional();

/** Optional text fields accept "" as "not given" (the old front end sends `mobile: ""`). */
export const zOptionalText = (max: number) => z.string().trim().max(max).optional().default('');
