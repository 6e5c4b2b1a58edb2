import { ZAddressInput, type TAddress, type TAddressInput } from '@shop/shared';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { CheckboxField, SelectField, SubmitButton, TextField } from '../../../components/ui/field.tsx';
import { fieldErrors } from '../../../lib/form-errors.ts';
import { useCountries, useStates } from '../api/countries.ts';

type Values = Record<'firstName' | 'lastName' | 'mobile' | 'areaId' | 'mobileId' | 'state' | 'city' | 'zipCode' | 'detailAddress', string> & { defaultStatus: boolean };

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

/** The address form of settings (and later checkout): shipping countries, their states, the spec's required fields. */
export function AddressForm({ address, pending, onSave, onCancel }: { address?: TAddress; pending: boolean; onSave: (input: TAddressInput) => void; onCancel: () => void }) {
  const { t, i18n } = useTranslation();
  const { countries } = useCountries();
  const [values, setValues] = useState<Values>(fromAddress(address));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const { data: states } = useStates(values.areaId ? Number(values.areaId) : undefined);
  const input = (): TAddressInput => ({
    ...values,
    areaId: values.areaId ? Number(values.areaId) : (undefined as unknown as number),
    mobileId: values.mobileId ? Number(values.mobileId) : undefined,
  });
  const validate = () => fieldErrors(ZAddressInput, input(), t, i18n.language);
  const set = (field: keyof Omit<Values, 'defaultStatus'>) => ({
    value: values[field],
    error: errors[field],
    onChange: (e: { target: { value: string } }) => setValues({ ...values, [field]: e.target.value, ...(field === 'areaId' ? { state: '' } : {}) }),
    onBlur: () => setErrors({ ...errors, [field]: validate()[field] ?? '' }),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = validate();
    setErrors(found);
    if (Object.keys(found).length === 0) onSave(input());
  };
  return (
    <form className="form address-form" onSubmit={submit} noValidate>
      <div className="field-pair">
        <TextField label={t('form.firstName')} name="firstName" autoComplete="given-name" required maxLength={60} {...set('firstName')} />
        <TextField label={t('form.lastName')} name="lastName" autoComplete="family-name" required maxLength={60} {...set('lastName')} />
      </div>
      <SelectField label={t('form.areaId')} name="areaId" required {...set('areaId')}>
        <option value="">{t('form.choose')}</option>
        {countries.filter((c) => c.shippingAllowed).map((c) => <option key={c.id} value={c.id}>{c.countryName}</option>)}
      </SelectField>
      <SelectField label={t('form.state')} name="state" required disabled={!states} {...set('state')}>
        <option value="">{t('form.choose')}</option>
        {states?.states.map((s) => <option key={s.state_code} value={s.state_code}>{s.name}</option>)}
      </SelectField>
      <div className="field-pair">
        <TextField label={t('form.zipCode')} name="zipCode" autoComplete="postal-code" required maxLength={12} {...set('zipCode')} />
        <TextField label={t('form.city')} name="city" autoComplete="address-level2" required maxLength={80} {...set('city')} />
      </div>
      <TextField label={t('form.detailAddress')} name="detailAddress" autoComplete="street-address" required maxLength={200} {...set('detailAddress')} />
      <div className="field-pair">
        <SelectField label={t('form.mobileId')} name="mobileId" {...set('mobileId')}>
          <option value="">{t('form.choose')}</option>
          {countries.map((c) => <option key={c.id} value={c.id}>{`${c.phoneType} ${c.countryName}`}</option>)}
        </SelectField>
        <TextField label={t('form.mobile')} name="mobile" type="tel" autoComplete="tel" required maxLength={30} {...set('mobile')} />
      </div>
      <CheckboxField label={t('address.makeDefault')} checked={values.defaultStatus} onChange={(e) => setValues({ ...values, defaultStatus: e.target.checked })} />
      <div className="form__actions">
        <SubmitButton disabled={pending}>{t('common.save')}</SubmitButton>
        <button type="button" className="button button--secondary" onClick={onCancel}>{t('common.cancel')}</button>
      </div>
    </form>
  );
}
