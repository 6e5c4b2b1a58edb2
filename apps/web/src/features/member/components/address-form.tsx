import { ZAddressInput, type TAddress, type TAddressInput } from '@shop/shared';
import { useTranslation } from 'react-i18next';
import { SubmitButton } from '../../../components/ui/field.tsx';
import { FormCheckboxField, FormSelectField, FormTextField } from '../../../components/ui/form-fields.tsx';
import { useContractForm } from '../../../lib/contract-form.ts';
import { useCountries, useStates } from '../api/countries.ts';
import { PhonePrefixOptions, ShippingCountryOptions } from './country-options.tsx';

type Values = Record<
  'firstName' | 'lastName' | 'mobile' | 'areaId' | 'mobileId' | 'state' | 'city' | 'zipCode' | 'detailAddress',
  string
> & { defaultStatus: boolean };

const fromAddress = (a?: TAddress): Values => ({
  firstName: a?.firstName ?? '',
  lastName: a?.lastName ?? '',
  mobile: a?.mobile ?? '',
  mobileId: a?.mobileId ? String(a.mobileId) : '',
  areaId: a ? String(a.areaId) : '',
  state: a?.state ?? '',
  city: a?.city ?? '',
  zipCode: a?.zipCode ?? '',
  detailAddress: a?.detailAddress ?? '',
  defaultStatus: a?.defaultStatus ?? false,
});

/** An address of the address book (settings and checkout): shipping countries, their states, every field the shop needs. */
export function AddressForm({
  address,
  pending,
  onSave,
  onCancel,
  guest = false,
}: {
  address?: TAddress;
  pending: boolean;
  onSave: (input: TAddressInput) => void;
  onCancel?: () => void;
  /** A guest's checkout: the address is used for this order only (no address book, no default). */
  guest?: boolean;
}) {
  const { t } = useTranslation();
  const { countries } = useCountries();
  const { control, handleSubmit, setValue, watch } = useContractForm(ZAddressInput, {
    defaultValues: fromAddress(address),
    toInput: (values: Values): TAddressInput => ({
      ...values,
      areaId: values.areaId ? Number(values.areaId) : (undefined as unknown as number),
      mobileId: values.mobileId ? Number(values.mobileId) : undefined,
    }),
  });
  const areaId = watch('areaId');
  const { data: states } = useStates(areaId ? Number(areaId) : undefined);
  return (
    <form className="form address-form" onSubmit={handleSubmit(onSave)} noValidate>
      <div className="field-pair">
        <FormTextField control={control} name="firstName" label={t('form.firstName')} autoComplete="given-name" required maxLength={60} />
        <FormTextField control={control} name="lastName" label={t('form.lastName')} autoComplete="family-name" required maxLength={60} />
      </div>
      <FormSelectField control={control} name="areaId" label={t('form.areaId')} required onChange={() => setValue('state', '')}>
        <option value="">{t('form.choose')}</option>
        <ShippingCountryOptions countries={countries} />
      </FormSelectField>
      <FormSelectField control={control} name="state" label={t('form.state')} required disabled={!states}>
        <option value="">{t('form.choose')}</option>
        {states?.states.map((s) => (
          <option key={s.state_code} value={s.state_code}>
            {s.name}
          </option>
        ))}
      </FormSelectField>
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
