import { zodResolver } from '@hookform/resolvers/zod';
import type { IssueLike } from '@shop/shared';
import type { FieldError, FieldErrors, FieldValues, Resolver, ResolverOptions } from 'react-hook-form';

/** A zod contract from the shared package, as far as a form needs it. */
export interface Contract<Input> {
  _zod: { input: Input; output: unknown };
}

/** A form's messages by field. */
type Messages = Record<string, string>;

/**
 * How an app words one problem of a field (`issue.path[0]`) in the user's language. `input` is the
 * request the form makes. Issues zod finds come without a message; a contract's own check comes
 * with its message: a key of the shared validation messages, or a sentence.
 */
export type Wording = (issue: IssueLike, input: Record<string, unknown>) => string;

export interface ContractFormOptions<Values, Input> {
  /** The request the form's values make (numbers from selects, fields a variant leaves out). */
  toInput?: (values: Values) => Input;
  /** Checks the contract cannot make (a repeated password…): they add to or replace its messages by field. */
  check?: (values: Values, messages: Messages) => void;
}

const isFieldError = (error: unknown): error is FieldError => typeof (error as FieldError | undefined)?.message === 'string';

/**
 * A form resolver from a shared contract: zod checks the request the form makes, exactly as the
 * server will, and `word` puts each field's first problem into words. Problems inside a list
 * (rows of a table) keep their place.
 */
export function contractResolver<Values extends FieldValues, Input extends FieldValues>(
  contract: Contract<Input>,
  word: Wording,
  { toInput = (values) => values as unknown as Input, check }: ContractFormOptions<Values, Input> = {},
): Resolver<Values, unknown, Input> {
  return async (values, context, options) => {
    const input = toInput(values);
    const worded = new Set<string>();
    const wordIssue = (issue: Omit<IssueLike, 'path'> & { path?: PropertyKey[] }) => {
      const message = word({ ...issue, path: issue.path ?? [] }, input);
      worded.add(message);
      return message;
    };
    const result = await zodResolver(contract, { error: wordIssue }, { raw: true })(
      input,
      context,
      options as unknown as ResolverOptions<Input>,
    );
    const errors: FieldErrors = { ...result.errors };
    const messages: Messages = {};
    for (const [field, error] of Object.entries(errors)) {
      if (!isFieldError(error)) continue;
      messages[field] = worded.has(error.message ?? '')
        ? String(error.message)
        : word({ code: String(error.type), message: error.message, path: [field] }, input);
      delete errors[field];
    }
    check?.(values, messages);
    for (const [field, message] of Object.entries(messages)) if (message) errors[field] = { type: 'contract', message };
    if (Object.keys(errors).length === 0) return { values: input, errors: {} };
    return { values: {}, errors: errors as FieldErrors<Values> };
  };
}
