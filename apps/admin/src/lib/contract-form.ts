import { type Contract, contractResolver, type Wording } from '@shop/client/form';
import { validationMessage, type Language } from '@shop/shared';
import { type DefaultValues, type FieldValues, useForm } from 'react-hook-form';
import i18n from './i18n.ts';

/**
 * The admin's words for a field's problem, shown under its label: a rule reads "must be …", an
 * empty field gets a sentence of its own, and a contract's own sentence ("Not 0") stands as written.
 */
const word: Wording = (issue) => {
  const language = i18n.language as Language;
  const message = validationMessage(issue, language);
  if (message === validationMessage({ code: 'invalid_type', path: [] }, language)) return i18n.t('common.required');
  return issue.message && message === validationMessage({ code: 'custom', path: [] }, language) ? issue.message : message;
};

/** A form checked against a shared contract on submit, then again as fields change. */
export function useContractForm<Values extends FieldValues, Input extends FieldValues = Values>(
  contract: Contract<Input>,
  { defaultValues, toInput }: { defaultValues: DefaultValues<Values>; toInput?: (values: Values) => Input },
) {
  return useForm<Values, unknown, Input>({ defaultValues, resolver: contractResolver(contract, word, { toInput }), mode: 'onSubmit' });
}
