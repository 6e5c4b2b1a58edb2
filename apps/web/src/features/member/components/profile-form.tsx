import { UPLOAD_RULES, ZMemberUpdateRequest, ZPasswordChangeRequest, type TMemberProfile } from '@shop/shared';
import { useState, type ChangeEvent, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { SelectField, SubmitButton, TextField } from '../../../components/ui/field.tsx';
import { fieldErrors } from '../../../lib/form-errors.ts';
import { showToast } from '../../../lib/toast.ts';
import { useCountries } from '../api/countries.ts';
import { uploadFile } from '../../../lib/upload-file.ts';
import { useChangePassword, useUpdateProfile } from '../api/profile.ts';

const MAIL_LANGUAGE_NAMES = { en: 'English', de: 'Deutsch', zh: '中文（简体）' } as const;

export function ProfileForm({ profile }: { profile: TMemberProfile }) {
  const { t, i18n } = useTranslation();
  const { countries } = useCountries();
  const update = useUpdateProfile();
  const [values, setValues] = useState({
    firstName: profile.firstName,
    lastName: profile.lastName,
    nickname: profile.nickname,
    avatar: profile.avatar,
    birthday: profile.birthday ?? '',
    countryId: profile.countryId ? String(profile.countryId) : '',
    mobileId: profile.mobileId ? String(profile.mobileId) : '',
    mobile: profile.mobile,
    mailLanguage: profile.mailLanguage,
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const body = () => ({ ...values, countryId: values.countryId ? Number(values.countryId) : undefined, mobileId: values.mobileId ? Number(values.mobileId) : undefined });
  const set = (field: keyof typeof values) => ({
    value: values[field],
    error: errors[field],
    onChange: (e: { target: { value: string } }) => setValues({ ...values, [field]: e.target.value }),
  });
  const changeAvatar = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    if (!UPLOAD_RULES.image.mimes.includes(file.type)) return showToast(t('settings.avatarFormat'));
    if (file.size > UPLOAD_RULES.image.maxBytes) return showToast(t('message.uploadSize'));
    setValues({ ...values, avatar: await uploadFile(file) });
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = fieldErrors(ZMemberUpdateRequest, body(), t, i18n.language);
    setErrors(found);
    if (Object.keys(found).length === 0) update.mutate(body(), { onSuccess: () => showToast(t('message.saveSuccess'), 'success') });
  };
  return (
    <form className="form" onSubmit={submit} noValidate aria-label={t('settings.account')}>
      <div className="avatar-row">
        {values.avatar ? <img src={values.avatar} alt={t('settings.avatar')} width="72" height="72" className="avatar" /> : <span className="avatar avatar--empty" aria-hidden="true">{values.firstName.slice(0, 1)}</span>}
        <label className="button button--secondary">
          {t('settings.changeAvatar')}
          <input className="visually-hidden" type="file" accept="image/jpeg,image/png,image/gif" onChange={changeAvatar} />
        </label>
      </div>
      <TextField label={t('form.mail')} value={profile.mail} readOnly />
      <div className="field-pair">
        <TextField label={t('form.firstName')} name="firstName" required maxLength={60} {...set('firstName')} />
        <TextField label={t('form.lastName')} name="lastName" required maxLength={60} {...set('lastName')} />
      </div>
      <TextField label={t('form.nickname')} name="nickname" maxLength={60} {...set('nickname')} />
      <TextField label={t('form.birthday')} name="birthday" type="date" {...set('birthday')} />
      <SelectField label={t('form.countryId')} name="countryId" {...set('countryId')}>
        <option value="">{t('form.choose')}</option>
        {countries.filter((c) => c.shippingAllowed).map((c) => <option key={c.id} value={c.id}>{c.countryName}</option>)}
      </SelectField>
      <div className="field-pair">
        <SelectField label={t('form.mobileId')} name="mobileId" {...set('mobileId')}>
          <option value="">{t('form.choose')}</option>
          {countries.map((c) => <option key={c.id} value={c.id}>{`${c.phoneType} ${c.countryName}`}</option>)}
        </SelectField>
        <TextField label={t('form.mobile')} name="mobile" type="tel" maxLength={30} {...set('mobile')} />
      </div>
      <SelectField label={t('form.mailLanguage')} name="mailLanguage" {...set('mailLanguage')}>
        {Object.entries(MAIL_LANGUAGE_NAMES).map(([code, name]) => <option key={code} value={code}>{name}</option>)}
      </SelectField>
      <SubmitButton disabled={update.isPending}>{t('common.save')}</SubmitButton>
    </form>
  );
}

export function PasswordForm() {
  const { t, i18n } = useTranslation();
  const change = useChangePassword();
  const [values, setValues] = useState({ oldPassword: '', password: '', confirmPassword: '' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = fieldErrors(ZPasswordChangeRequest, values, t, i18n.language);
    if (values.confirmPassword !== values.password) found.confirmPassword = t('register.passwordsDiffer');
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    change.mutate({ oldPassword: values.oldPassword, password: values.password }, {
      onSuccess: () => {
        setValues({ oldPassword: '', password: '', confirmPassword: '' });
        showToast(t('message.saveSuccess'), 'success');
      },
    });
  };
  const set = (field: keyof typeof values) => ({ value: values[field], error: errors[field], onChange: (e: { target: { value: string } }) => setValues({ ...values, [field]: e.target.value }) });
  return (
    <form className="form" onSubmit={submit} noValidate aria-label={t('settings.password')}>
      <h2>{t('settings.password')}</h2>
      <TextField label={t('form.oldPassword')} name="oldPassword" type="password" autoComplete="current-password" required {...set('oldPassword')} />
      <TextField label={t('forgot.newPassword')} name="password" type="password" autoComplete="new-password" required hint={<span className="field__hint">{t('register.passwordRule')}</span>} {...set('password')} />
      <TextField label={t('form.confirmPassword')} name="confirmPassword" type="password" autoComplete="new-password" required {...set('confirmPassword')} />
      <SubmitButton disabled={change.isPending}>{t('settings.changePassword')}</SubmitButton>
    </form>
  );
}
