import '../member.css';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { ApiError } from '../../../lib/api-client.ts';
import { usePageMeta } from '../../../lib/page-meta.ts';
import { useJoinCompany } from '../api/company.ts';

/**
 * The mailed invitation's page (/companyJoin?token=): behind the login, so a colleague logs in or
 * registers first and comes back here; then the member joins the company once, as the page opens.
 */
export function CompanyJoinPage() {
  const { t } = useTranslation();
  usePageMeta(t('company.joinTitle'));
  const [params] = useSearchParams();
  return <JoinCompany token={params.get('token') ?? ''} />;
}

/** Joins the invitation's company once, as it shows, and says how that went. */
export function JoinCompany({ token }: { token: string }) {
  const { t } = useTranslation();
  const join = useJoinCompany();
  const asked = useRef(false);
  useEffect(() => {
    if (asked.current || !token) return;
    asked.current = true;
    join.mutate(token);
  }, [token, join]);
  const failure = !token
    ? t('company.joinNoToken')
    : join.error instanceof ApiError
      ? join.error.message
      : join.isError
        ? t('message.timeout')
        : '';
  return (
    <section className="auth-page">
      <h1>{t('company.joinTitle')}</h1>
      {join.isSuccess && (
        <p role="status" className="note">
          {t('company.joined')}
        </p>
      )}
      {failure && (
        <p role="alert" className="field__error">
          {failure}
        </p>
      )}
      {!join.isSuccess && !failure && <p className="note">{t('company.joining')}</p>}
      <Link to="/company">{t('company.toCompany')}</Link>
    </section>
  );
}
