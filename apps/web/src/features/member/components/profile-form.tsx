import '../member.css';
import { UPLOAD_RULES, ZMemberUpdateRequest, type TMemberProfile } from '@shop/shared';
import type { ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { SubmitButton, TextField } from '../../../components/ui/field.tsx';
import { FormSelectField, FormTextField } from '../../../components/ui/form-fields.tsx';
import { useContractForm } from '../../../lib/contract-form.ts';
import { showToast } from '../../../lib/toast.ts';
import { uploadFile } from '../../../lib/upload-file.ts';
import { useCountries } from '../api/countries.ts';
import { PhonePrefixOptions, ShippingCountryOptions } from './country-options.tsx';
import { useUpdateProfile } from '../api/profile.ts';

const MAIL_LANGUAGE_NAMES = { en: 'English', de: 'Deutsch', zh: '中文（简体）' } as const;

type Values = Record<'firstName' | 'lastName' | 'nickname' | 'avatar' | 'birthday' | 'countryId' | 'mobileId' | 'mobile', string> & {
  mailLanguage: TMemberProfile['mailLanguage'];
};

export function ProfileForm({ profile }: { profile: TMemberProfile }) {
  const { t } = useTranslation();
  const { countries } = useCountries();
  const update = useUpdateProfile();
  const { control, handleSubmit, setValue, watch } = useContractForm(ZMemberUpdateRequest, {
    defaultValues: {
      firstName: profile.firstName,
      lastName: profile.lastName,
      nickname: profile.nickname,
      avatar: profile.avatar,
      birthday: profile.birthday ?? '',
      countryId: profile.countryId ? String(profile.countryId) : '',
      mobileId: profile.mobileId ? String(profile.mobileId) : '',
      mobile: profile.mobile,
      mailLanguage: profile.mailLanguage,
    },
    toInput: (values: Values) => ({
      ...values,
      countryId: values.countryId ? Number(values.countryId) : undefined,
      mobileId: values.mobileId ? Number(values.mobileId) : undefined,
    }),
    validateOnBlur: false,
  });
  const [avatar, firstName] = watch(['avatar', 'firstName']);
  const changeAvatar = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    if (!UPLOAD_RULES.image.mimes.includes(file.type)) return showToast(t('settings.avatarFormat'));
    if (file.size > UPLOAD_RULES.image.maxBytes) return showToast(t('message.uploadSize'));
    setValue('avatar', await uploadFile(file));
  };
  const submit = handleSubmit((input) => update.mutate(input, { onSuccess: () => showToast(t('message.saveSuccess'), 'success') }));
  return (
    <form className="form" onSubmit={submit} noValidate aria-label={t('settings.account')}>
      <div className="avatar-row">
        {avatar ? (
          <img src={avatar} alt={t('settings.avatar')} width="72" height="72" className="avatar" />
        ) : (
          <span className="avatar avatar--empty" aria-hidden="true">
            {firstName.slice(0, 1)}
          </span>
        )}
        <label className="button button--secondary">
          {t('settings.changeAvatar')}
          <input className="visually-hidden" type="file" accept="image/jpeg,image/png,image/gif" onChange={changeAvatar} />
        </label>
      </div>
      <TextField label={t('form.mail')} value={profile.mail} readOnly />
      <div className="field-pair">
        <FormTextField control={control} name="firstName" label={t('form.firstName')} required maxLength={60} />
        <FormTextField control={control} name="lastName" label={t('form.lastName')} required maxLength={60} />
      </div>
      <FormTextField control={control} name="nickname" label={t('form.nickname')} maxLength={60} />
      <FormTextField control={control} name="birthday" label={t('form.birthday')} type="date" />
      <FormSelectField control={control} name="countryId" label={t('form.countryId')}>
        <option value="">{t('form.choose')}</option>
        <ShippingCountryOptions countries={countries} />
      </FormSelectField>
      <div className="field-pair">
        <FormSelectField control={control} name="mobileId" label={t('form.mobileId')}>
          <option value="">{t('form.choose')}</option>
          <PhonePrefixOptions countries={countries} />
        </FormSelectField>
        <FormTextField control={control} name="mobile" label={t('form.mobile')} type="tel" maxLength={30} />
      </div>
      <FormSelectField control={control} name="mailLanguage" label={t('form.mailLanguage')}>
        {Object.entries(MAIL_LANGUAGE_NAMES).map(([code, name]) => (
          <option key={code} value={code}>
            {name}
          </option>
        ))}
      </FormSelectField>
      <SubmitButton disabled={update.isPending}>{t('common.save')}</SubmitButton>
    </form>
  );
}
