import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { ApiError } from '../../../lib/api-client.ts';
import { usePageMeta } from '../../../lib/page-meta.ts';
import { useNewsletterLink } from '../api/newsletter.ts';

/** Where the links of the newsletter's mails lead: `?confirm=` (double opt-in) or `?unsubscribe=`. */
export function NewsletterPage() {
  const { t } = useTranslation();
  usePageMeta(t('newsletter.title'));
  const [params] = useSearchParams();
  const action = params.has('unsubscribe') ? 'unsubscribe' : 'confirm';
  const token = params.get(action) ?? '';
  const { data, error, isPending } = useNewsletterLink(action, token);
  let message: string;
  if (!token) message = t('newsletter.noLink');
  else if (isPending) message = t('newsletter.working');
  else if (error) message = error instanceof ApiError ? error.message : t('newsletter.noLink');
  else if (action === 'unsubscribe') message = t('newsletter.unsubscribed');
  else message = t('newsletter.confirmed', { mail: data?.mail });
  return (
    <section className="newsletter-page">
      <h1>{t('newsletter.title')}</h1>
      <p role="status">{message}</p>
      {data?.couponCode && (
        <p>
          {t('newsletter.coupon')} <strong className="newsletter-page__code">{data.couponCode}</strong>
        </p>
      )}
      <Link to="/">{t('newsletter.toShop')}</Link>
    </section>
  );
}
