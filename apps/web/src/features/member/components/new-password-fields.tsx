import type { Control, FieldPath } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormTextField } from '../../../components/ui/form-fields.tsx';

interface NewPasswordValues {
  password: string;
  confirmPassword: string;
}

/** A new password, with the rule it must meet, and the same password again. */
export function NewPasswordFields<Values extends NewPasswordValues, Output>({
  control,
  label,
  maxLength,
}: {
  control: Control<Values, unknown, Output>;
  label: string;
  maxLength?: number;
}) {
  const { t } = useTranslation();
  const password = 'password' as FieldPath<Values>;
  const confirmPassword = 'confirmPassword' as FieldPath<Values>;
  return (
    <>
      <FormTextField
        control={control}
        name={password}
        label={label}
        type="password"
        autoComplete="new-password"
        required
        maxLength={maxLength}
        hint={<span className="field__hint">{t('register.passwordRule')}</span>}
      />
      <FormTextField
        control={control}
        name={confirmPassword}
        label={t('form.confirmPassword')}
        type="password"
        autoComplete="new-password"
        required
        maxLength={maxLength}
      />
    </>
  );
}
