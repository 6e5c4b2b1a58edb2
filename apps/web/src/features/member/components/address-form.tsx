import '../member.css';
import { asksState, ZAddressInput, type TAddress, type TAddressInput } from '@shop/shared';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { SubmitButton } from '../../../components/ui/field.tsx';
import { FormCheckboxField, FormSelectField, FormTextField } from '../../../components/ui/form-fields.tsx';
import { useContractForm } from '../../../lib/contract-form.ts';
import { useCountries, useStates } from '../api/countries.ts';
import { useProfile } from '../api/profile.ts';
import { PhonePrefixOptions, ShippingCountryOptions } from './country-options.tsx';
import { showServerError } from './server-errors.ts';

type Values = Record<
  'firstName' | 'lastName' | 'mobile' | 'areaId' | 'mobileId' | 'state' | 'city' | 'zipCode' | 'detailAddress' | 'line2',
  string
> & { defaultStatus: boolean };

/**
 * The API keeps one street field: a second address line is stored in it on a new line, so the
 * contract stays as it is and mails and labels print both lines.
 */
const [streetOf, line2Of] = [(detail: string) => detail.split('\n')[0] ?? '', (detail: string) => detail.split('\n').slice(1).join(' ')];

const ADDRESS_FIELDS = ['firstName', 'lastName', 'mobile', 'areaId', 'state', 'city', 'zipCode', 'detailAddress'] as const;

/** A form's unsaved values kept for the tab under `key` (a reload keeps what a guest typed); none kept: null. */
function readFormDraft(key: string | undefined): Values | null {
  if (!key || typeof sessionStorage === 'undefined') return null;
  try {
    const draft = JSON.parse(sessionStorage.getItem(key) ?? 'null') as Partial<Values> | null;
    return draft && typeof draft === 'object' ? { ...fromAddress(), ...draft } : null;
  } catch {
    return null;
  }
}

const fromAddress = (a?: TAddress): Values => ({
  firstName: a?.firstName ?? '',
  lastName: a?.lastName ?? '',
  mobile: a?.mobile ?? '',
  mobileId: a?.mobileId ? String(a.mobileId) : '',
  areaId: a ? String(a.areaId) : '',
  state: a?.state ?? '',
  city: a?.city ?? '',
  zipCode: a?.zipCode ?? '',
  detailAddress: streetOf(a?.detailAddress ?? ''),
  line2: line2Of(a?.detailAddress ?? ''),
  defaultStatus: a?.defaultStatus ?? false,
});

/** An address of the address book (settings and checkout): shipping countries, a state where the country asks one, every field the shop needs. */
export function AddressForm({
  address,
  pending,
  onSave,
  onCancel,
  guest = false,
  draftKey,
}: {
  address?: TAddress;
  pending: boolean;
  /** `fail`: the server refused the address; its reason is shown beside the field it concerns. */
  onSave: (input: TAddressInput, fail: (error: unknown) => void) => void;
  onCancel?: () => void;
  /** A guest's checkout: the address is used for this order only (no address book, no default). */
  guest?: boolean;
  /** Keeps what is typed, unsaved, for the tab under this sessionStorage key (the guest checkout clears it with the order). */
  draftKey?: string;
}) {
  const { t } = useTranslation();
  const { countries } = useCountries();
  const { control, handleSubmit, setValue, getValues, setError, watch } = useContractForm(ZAddressInput, {
    defaultValues: (address ? null : readFormDraft(draftKey)) ?? fromAddress(address),
    toInput: ({ line2, ...values }: Values): TAddressInput => ({
      ...values,
      detailAddress: line2.trim() ? `${values.detailAddress.trim()}\n${line2.trim()}` : values.detailAddress,
      areaId: values.areaId ? Number(values.areaId) : (undefined as unknown as number),
      mobileId: values.mobileId ? Number(values.mobileId) : undefined,
    }),
  });
  // A new address starts from the account's name, country and phone (fields still empty only).
  const { data: profile } = useProfile();
  const prefilled = useRef(false);
  useEffect(() => {
    // Once, after profile and countries are known: a field the shopper emptied stays empty.
    if (address || guest || !profile || countries.length === 0 || prefilled.current) return;
    prefilled.current = true;
    const prefill: Partial<Values> = {
      firstName: profile.firstName,
      lastName: profile.lastName,
      areaId: profile.countryId && countries.some((c) => c.id === profile.countryId && c.shippingAllowed) ? String(profile.countryId) : '',
      mobileId: profile.mobileId ? String(profile.mobileId) : '',
      mobile: profile.mobile,
    };
    for (const [field, value] of Object.entries(prefill) as [keyof Values, string][])
      if (value && !getValues(field)) setValue(field, value);
  }, [address, guest, profile, countries, getValues, setValue]);
  useEffect(() => {
    if (!draftKey) return;
    const { unsubscribe } = watch((values) => sessionStorage.setItem(draftKey, JSON.stringify(values)));
    return unsubscribe;
  }, [draftKey, watch]);
  const areaId = watch('areaId');
  // The phone's calling code follows the shipping country (a country's id is its calling code's) until the shopper chooses another one.
  const shownCountry = useRef(areaId);
  useEffect(() => {
    shownCountry.current = areaId;
  }, [areaId]);
  const chooseCountry = () => {
    const [country, prefix] = getValues(['areaId', 'mobileId']);
    if (prefix === '' || prefix === shownCountry.current) setValue('mobileId', country);
    setValue('state', '');
  };
  // A state only where the country's addresses name one (the United States).
  const withState = areaId !== '' && asksState({ id: Number(areaId) });
  const { data: states } = useStates(withState ? Number(areaId) : undefined);
  const save = (input: TAddressInput) => onSave(input, (error) => showServerError(error, setError as never, ADDRESS_FIELDS));
  return (
    <form className="form address-form" onSubmit={handleSubmit(save)} noValidate>
      <div className="field-pair">
        <FormTextField control={control} name="firstName" label={t('form.firstName')} autoComplete="given-name" required maxLength={60} />
        <FormTextField control={control} name="lastName" label={t('form.lastName')} autoComplete="family-name" required maxLength={60} />
      </div>
      <FormSelectField control={control} name="areaId" label={t('form.areaId')} required onChange={chooseCountry}>
        <option value="">{t('form.choose')}</option>
        <ShippingCountryOptions countries={countries} />
      </FormSelectField>
      {withState && (
        <FormSelectField control={control} name="state" label={t('form.state')} required disabled={!states}>
          <option value="">{t('form.choose')}</option>
          {states?.states.map((s) => (
            <option key={s.state_code} value={s.state_code}>
              {s.name}
            </option>
          ))}
        </FormSelectField>
      )}
      <div className="field-pair">
        <FormTextField control={control} name="zipCode" label={t('form.zipCode')} autoComplete="postal-code" required maxLength={12} />
        <FormTextField control={control} name="city" label={t('form.city')} autoComplete="address-level2" required maxLength={80} />
      </div>
      <FormTextField
        control={control}
        name="detailAddress"
        label={t('form.detailAddress')}
        autoComplete="street-address"
        required
        maxLength={200}
      />
      <FormTextField control={control} name="line2" label={t('form.line2')} autoComplete="address-line2" maxLength={100} />
      <div className="field-pair">
        <FormSelectField control={control} name="mobileId" label={t('form.mobileId')}>
          <option value="">{t('form.choose')}</option>
          <PhonePrefixOptions countries={countries} />
        </FormSelectField>
        <FormTextField control={control} name="mobile" label={t('form.mobile')} type="tel" autoComplete="tel" required maxLength={30} />
      </div>
      {!guest && <FormCheckboxField control={control} name="defaultStatus" label={t('address.makeDefault')} />}
      <div className="form__actions">
        <SubmitButton disabled={pending}>{guest ? t('checkout.useAddress') : t('common.save')}</SubmitButton>
        {onCancel && (
          <button type="button" className="button button--secondary" onClick={onCancel}>
            {t('common.cancel')}
          </button>
        )}
      </div>
    </form>
  );
}
