import { zodResolver } from '@hookform/resolvers/zod';
import { validationMessage, type IssueLike, type Language } from '@shop/shared';
import { useForm, type DefaultValues, type FieldValues, type Resolver, type ResolverOptions } from 'react-hook-form';
import i18n from './i18n.ts';

/** A zod contract from the shared package, as far as a form needs it. */
interface Contract<Input> {
  _zod: { input: Input; output: unknown };
}

/**
 * A form resolver from a shared contract: zod checks the request the form makes, exactly as the
 * server will, and each field shows its first problem in the admin's language.
 */
function contractResolver<Values extends FieldValues, Input extends FieldValues>(
  contract: Contract<Input>,
  toInput: (values: Values) => Input,
): Resolver<Values, unknown, Input> {
  const word = (issue: Omit<IssueLike, 'path'> & { path?: PropertyKey[] }) => {
    const message = validationMessage({ ...issue, path: issue.path ?? [] }, i18n.language as Language);
    // Under its label a rule reads "must be …"; an empty field gets a sentence of its own.
    return message === validationMessage({ code: 'invalid_type', path: [] }, i18n.language as Language)
      ? i18n.t('common.required')
      : message;
  };
  return (values, context, options) =>
    zodResolver(contract, { error: word }, { raw: true })(
      toInput(values),
      context,
      options as unknown as ResolverOptions<Input>,
    ) as ReturnType<Resolver<Values, unknown, Input>>;
}

/** A form checked against a shared contract on submit, then again as fields change. */
export function useContractForm<Values extends FieldValues, Input extends FieldValues = Values>(
  contract: Contract<Input>,
  {
    defaultValues,
    toInput = (values) => values as unknown as Input,
  }: { defaultValues: DefaultValues<Values>; toInput?: (values: Values) => Input },
) {
  return useForm<Values, unknown, Input>({ defaultValues, resolver: contractResolver(contract, toInput), mode: 'onSubmit' });
}
