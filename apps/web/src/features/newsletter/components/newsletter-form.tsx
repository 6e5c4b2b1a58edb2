import '../newsletter.css';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSubscribe } from '../api/newsletter.ts';

/** The footer's sign-up: an e-mail, then "check your inbox" (the subscription starts with the mailed link). */
export function NewsletterForm() {
  const { t } = useTranslation();
  const [email, setEmail] = useState('');
  const subscribe = useSubscribe();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (email.trim()) subscribe.mutate(email.trim());
  };
  return (
    <form className="newsletter-form" onSubmit={submit} aria-label={t('newsletter.title')}>
      <label htmlFor="newsletter-email">
        <strong>{t('newsletter.title')}</strong> {t('newsletter.pitch')}
      </label>
      {subscribe.isSuccess ? (
        <p role="status">{t('newsletter.checkInbox')}</p>
      ) : (
        <div className="newsletter-form__row">
          <input
            id="newsletter-email"
            type="email"
            required
            autoComplete="email"
            placeholder={t('newsletter.placeholder')}
            value={email}
            onChange={(e) => setEmail(e.target.value)}
          />
          <button type="submit" disabled={subscribe.isPending}>
            {t('newsletter.subscribe')}
          </button>
        </div>
      )}
    </form>
  );
}
