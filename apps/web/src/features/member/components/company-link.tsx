import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useMyCompany } from '../api/company.ts';

/** The profile's way to buying for a company: a member without one creates it on the company page; a member with one goes there. */
export function CompanyLink() {
  const { t } = useTranslation();
  const { data: company, isPending } = useMyCompany();
  if (isPending) return null;
  return (
    <section className="form" aria-label={t('company.createTitle')}>
      <h2>{t('company.createTitle')}</h2>
      {company ? (
        <p>
          {t('company.profileMember', { name: company.name })} <Link to="/company">{t('company.toCompany')}</Link>
        </p>
      ) : (
        <p>
          {t('company.profileIntro')} <Link to="/company">{t('company.profileCreate')}</Link>
        </p>
      )}
    </section>
  );
}
