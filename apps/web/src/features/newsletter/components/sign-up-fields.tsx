import type { ComponentPropsWithRef, FormEventHandler } from 'react';
import { useTranslation } from 'react-i18next';

/** The sign-up's markup: an e-mail and the button, then "check your inbox". */
export function SignUpFields({
  input,
  error,
  pending = false,
  done = false,
  onSubmit,
}: {
  /** What the form puts on the e-mail input: its ref and events. */
  input: ComponentPropsWithRef<'input'>;
  error?: string | undefined;
  pending?: boolean;
  done?: boolean;
  onSubmit: FormEventHandler<HTMLFormElement>;
}) {
  const { t } = useTranslation();
  return (
    <form className="newsletter-form" onSubmit={onSubmit} noValidate aria-label={t('newsletter.title')}>
      <label htmlFor="newsletter-email">
        <strong>{t('newsletter.title')}</strong> {t('newsletter.pitch')}
      </label>
      {done ? (
        <p role="status">{t('newsletter.checkInbox')}</p>
      ) : (
        <div className="newsletter-form__row">
          <input
            id="newsletter-email"
            type="email"
            autoComplete="email"
            placeholder={t('newsletter.placeholder')}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? 'newsletter-email-error' : undefined}
            {...input}
          />
          <button type="submit" disabled={pending}>
            {t('newsletter.subscribe')}
          </button>
        </div>
      )}
      <span className="field__error" id="newsletter-email-error" role="alert">
        {error}
      </span>
    </form>
  );
}
