import { zodResolver } from '@hookform/resolvers/zod';
import { validationMessage, type IssueLike, type Language } from '@shop/shared';
import { useForm, type DefaultValues, type FieldErrors, type FieldValues, type Resolver, type ResolverOptions } from 'react-hook-form';
import i18n from './i18n.ts';
import { useIsMobile } from './use-media.ts';

/** A zod contract from the shared package, as far as a form needs it. */
interface Contract<Input> {
  _zod: { input: Input; output: unknown };
}

type Messages = Record<string, string>;

interface ContractFormOptions<Values, Input> {
  /** The request the form's values make (numbers from selects, fields a variant leaves out). */
  toInput?: (values: Values) => Input;
  /** Checks the contract cannot make (a repeated password…): they add to or replace its messages by field. */
  check?: (values: Values, messages: Messages) => void;
}

const isEmpty = (value: unknown) => value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

/**
 * A form resolver from a shared contract: zod checks the request the form makes, as the server
 * will; each field shows its first problem in the shopper's language: "This field is required."
 * when it is empty, else "<label>: <rule>" from the shared validation messages.
 */
export function contractResolver<Values extends FieldValues, Input extends FieldValues>(
  contract: Contract<Input>,
  { toInput = (values) => values as unknown as Input, check }: ContractFormOptions<Values, Input> = {},
): Resolver<Values, unknown, Input> {
  return async (values, context, options) => {
    const input = toInput(values);
    const text = (issue: IssueLike) => {
      const field = String(issue.path[0] ?? '');
      return isEmpty((input as Record<string, unknown>)[field])
        ? i18n.t('fieldRequired')
        : `${i18n.t(`form.${field}`)}: ${validationMessage(issue, i18n.language as Language)}`;
    };
    // Issues zod words itself come out of `error` worded; a check that names its own message
    // (a key of the shared messages) keeps that key, worded below.
    const worded = new Set<string>();
    const word = (issue: Omit<IssueLike, 'path'> & { path?: PropertyKey[] }) => {
      const message = text({ ...issue, path: issue.path ?? [] });
      worded.add(message);
      return message;
    };
    const result = await zodResolver(contract, { error: word }, { raw: true })(
      input,
      context,
      options as unknown as ResolverOptions<Input>,
    );
    const messages: Messages = {};
    for (const [field, error] of Object.entries(result.errors as FieldErrors)) {
      const message = String(error?.message ?? '');
      messages[field] = worded.has(message) ? message : text({ code: String(error?.type), message, path: [field] });
    }
    check?.(values, messages);
    const failed = Object.entries(messages).filter(([, message]) => message);
    if (failed.length === 0) return { values: input, errors: {} };
    return {
      values: {},
      errors: Object.fromEntries(failed.map(([field, message]) => [field, { type: 'contract', message }])) as FieldErrors<Values>,
    };
  };
}

/**
 * A form checked against a shared contract. Like the shop's forms always did: a field is checked
 * when it is left (`validateOnBlur`) and all of them on submit; on desktop focus stays where it
 * is, on a phone it moves to the first wrong field.
 */
export function useContractForm<Values extends FieldValues, Input extends FieldValues>(
  contract: Contract<Input>,
  {
    defaultValues,
    validateOnBlur = true,
    ...options
  }: ContractFormOptions<Values, Input> & { defaultValues: DefaultValues<Values>; validateOnBlur?: boolean },
) {
  const mode = validateOnBlur ? 'onBlur' : 'onSubmit';
  const isMobile = useIsMobile();
  return useForm<Values, unknown, Input>({
    defaultValues,
    resolver: contractResolver(contract, options),
    mode,
    reValidateMode: mode,
    // On a phone the first wrong field may be screens away: submitting focuses it (and scrolls to it).
    shouldFocusError: isMobile,
  });
}
