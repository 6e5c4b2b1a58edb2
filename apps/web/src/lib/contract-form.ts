import { type Contract, type ContractFormOptions, contractResolver as resolverOf, type Wording } from '@shop/client/form';
import { validationMessage, type Language } from '@shop/shared';
import { type DefaultValues, type FieldValues, useForm } from 'react-hook-form';
import i18n from './i18n.ts';
import { useIsMobile } from './use-media.ts';

const isEmpty = (value: unknown) => value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

interface StorefrontFormOptions<Values, Input> extends ContractFormOptions<Values, Input> {
  /** Labels of fields the shared `form.<field>` texts name otherwise (a promo code is no e-mail code). */
  labels?: Record<string, string>;
}

/**
 * The shopper's words for a field's first problem: "This field is required." when it is empty,
 * else "<label>: <rule>" from the shared validation messages.
 */
const wordingWith =
  (labels: Record<string, string>): Wording =>
  (issue, input) => {
    const field = String(issue.path[0] ?? '');
    return isEmpty(input[field])
      ? i18n.t('fieldRequired')
      : `${labels[field] ?? i18n.t(`form.${field}`)}: ${validationMessage(issue, i18n.language as Language)}`;
  };

/** A form resolver from a shared contract, worded for the shopper. */
export function contractResolver<Values extends FieldValues, Input extends FieldValues>(
  contract: Contract<Input>,
  { labels = {}, ...options }: StorefrontFormOptions<Values, Input> = {},
) {
  return resolverOf(contract, wordingWith(labels), options);
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
  }: StorefrontFormOptions<Values, Input> & { defaultValues: DefaultValues<Values>; validateOnBlur?: boolean },
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
