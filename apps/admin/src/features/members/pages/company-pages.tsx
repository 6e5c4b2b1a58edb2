import { TAX_EXEMPT_STATUS, type TAdminCompany, type TAdminCompanyDetail, VAT_ID_STATUS } from '@shop/shared';
import { type FormEvent, type MouseEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { type Column, DataTable } from '../../../components/ui/data-table.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { ListPager } from '../../../components/ui/pager.tsx';
import { dateTime } from '../../../lib/format.ts';
import { showToast } from '../../../lib/toast.ts';
import { useCan } from '../../auth/index.ts';
import { useCompanies, useCompany, useReviewTaxExemption, useUpdateCompanyTerms } from '../api/companies.ts';
import { useFilteredPages } from '../../../lib/filtered-pages.ts';

/** The VAT ID's check as a badge: valid (by VIES or offline only), invalid, none. */
function VatBadge({ company }: { company: Pick<TAdminCompany, 'vatId' | 'vatIdStatus' | 'vatIdOffline'> }) {
  const { t } = useTranslation();
  if (!company.vatId) return <span className="muted">–</span>;
  const invalid = company.vatIdStatus === VAT_ID_STATUS.invalid;
  const words = invalid ? t('companies.vatInvalid') : company.vatIdOffline ? t('companies.vatOffline') : t('companies.vatValid');
  return (
    <>
      {company.vatId} <span className={`badge badge--${invalid ? 'danger' : 'ok'}`}>{words}</span>
    </>
  );
}

function ExemptionBadge({ status }: { status: number }) {
  const { t } = useTranslation();
  if (status === TAX_EXEMPT_STATUS.none) return <span className="muted">–</span>;
  const tone = status === TAX_EXEMPT_STATUS.approved ? 'ok' : status === TAX_EXEMPT_STATUS.rejected ? 'danger' : 'warn';
  return <span className={`badge badge--${tone}`}>{t(`companies.exemption.${status}`)}</span>;
}

/** Companies: search by a part of the name or of the VAT ID; a row opens the company. */
export function CompanyListPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [name, setName] = useState('');
  const [vatId, setVatId] = useState('');
  const { filter, filterBy, page, setPage } = useFilteredPages<{ name?: string; vatId?: string }>({});
  const { data, isFetching } = useCompanies({ ...page, ...filter });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    filterBy({ name: name.trim() || undefined, vatId: vatId.trim() || undefined });
  };
  const columns: Column<TAdminCompany>[] = [
    {
      key: 'name',
      header: t('companies.name'),
      cell: (c) => (
        <Link to={`/companies/${c.id}`} onClick={(e: MouseEvent) => e.stopPropagation()}>
          {c.name}
        </Link>
      ),
      sortValue: (c) => c.name,
    },
    { key: 'vatId', header: t('companies.vatId'), cell: (c) => <VatBadge company={c} />, sortValue: (c) => c.vatId },
    { key: 'members', header: t('companies.members'), cell: (c) => c.memberCount, sortValue: (c) => c.memberCount, align: 'right' },
    { key: 'exemption', header: t('companies.exemptionTitle'), cell: (c) => <ExemptionBadge status={c.taxExemptStatus} /> },
    { key: 'createTime', header: t('members.since'), cell: (c) => dateTime(c.createTime), sortValue: (c) => c.createTime, secondary: true },
  ];
  return (
    <>
      <PageHeader title={t('nav.companies')} />
      <form className="filters" onSubmit={submit} role="search">
        {[
          { label: t('companies.name'), value: name, set: setName, max: 120 },
          { label: t('companies.vatId'), value: vatId, set: setVatId, max: 24 },
        ].map((box) => (
          <input
            key={box.label}
            type="search"
            aria-label={box.label}
            placeholder={box.label}
            maxLength={box.max}
            value={box.value}
            onChange={(e) => box.set(e.target.value)}
          />
        ))}
        <button type="submit">{t('common.search')}</button>
      </form>
      <DataTable
        columns={columns}
        rows={data?.list}
        rowKey={(c) => c.id}
        loading={isFetching}
        onRowClick={(c) => navigate(`/companies/${c.id}`)}
      />
      <ListPager page={page} total={data?.total} onChange={setPage} />
    </>
  );
}

/** Invoice allowed, credit limit (entered in major units, sent in cents) and days to pay. */
function TermsForm({ company }: { company: TAdminCompanyDetail }) {
  const { t } = useTranslation();
  const update = useUpdateCompanyTerms();
  const [invoiceAllowed, setInvoiceAllowed] = useState(company.invoiceAllowed);
  const [creditLimit, setCreditLimit] = useState((company.creditLimit / 100).toFixed(2));
  const [termsDays, setTermsDays] = useState(String(company.termsDays));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    update.mutate(
      {
        id: company.id,
        invoiceAllowed,
        creditLimit: Math.round(Number(creditLimit.replace(',', '.')) * 100),
        termsDays: Number(termsDays),
      },
      { onSuccess: () => showToast(t('common.saved'), 'success') },
    );
  };
  return (
    <form className="form" onSubmit={submit} aria-label={t('companies.terms')}>
      <label className="checkbox">
        <input type="checkbox" checked={invoiceAllowed} onChange={(e) => setInvoiceAllowed(e.target.checked)} />{' '}
        {t('companies.invoiceAllowed')}
      </label>
      <label>
        {t('companies.creditLimit')}
        <input inputMode="decimal" value={creditLimit} onChange={(e) => setCreditLimit(e.target.value)} />
      </label>
      <label>
        {t('companies.termsDays')}
        <input type="number" min={0} max={365} value={termsDays} onChange={(e) => setTermsDays(e.target.value)} />
      </label>
      <button type="submit" disabled={update.isPending}>
        {t('companies.saveTerms')}
      </button>
    </form>
  );
}

/** The submitted certificate with its link: approve, or reject with a reason (mailed to the company's admins). */
function ExemptionReview({ company }: { company: TAdminCompanyDetail }) {
  const { t } = useTranslation();
  const review = useReviewTaxExemption();
  const [reason, setReason] = useState('');
  const decide = (approve: boolean) =>
    review.mutate(
      { id: company.id, approve, reason: reason.trim() },
      { onSuccess: () => showToast(t(approve ? 'companies.approved' : 'companies.rejected'), 'success') },
    );
  return (
    <div className="form">
      <label>
        {t('companies.reason')}
        <textarea maxLength={500} value={reason} onChange={(e) => setReason(e.target.value)} />
      </label>
      <div className="actions">
        <button type="button" disabled={review.isPending} onClick={() => decide(true)}>
          {t('companies.approve')}
        </button>
        <button type="button" className="danger" disabled={review.isPending || !reason.trim()} onClick={() => decide(false)}>
          {t('companies.reject')}
        </button>
      </div>
    </div>
  );
}

/** One company: VAT ID check, members, payment terms and the US tax-exemption review. */
export function CompanyDetailPage() {
  const { t } = useTranslation();
  const can = useCan();
  const id = Number(useParams().id);
  const { data: company, isError } = useCompany(id);
  if (isError) return <p className="alert">{t('common.loadFailed')}</p>;
  if (!company) return <p aria-busy="true">{t('common.loading')}</p>;
  const mayUpdate = can('member:company:update');
  const limit = (cents: number | null) => (cents === null ? '–' : (cents / 100).toFixed(2));
  return (
    <>
      <p className="breadcrumb">
        <Link to="/companies">{t('nav.companies')}</Link> /
      </p>
      <PageHeader title={company.name} />
      <div className="detail-grid">
        <section className="card">
          <h2>{t('companies.facts')}</h2>
          <dl className="facts">
            <dt>{t('companies.vatId')}</dt>
            <dd>
              <VatBadge company={company} />
            </dd>
            <dt>{t('companies.vatChecked')}</dt>
            <dd>{dateTime(company.vatIdCheckedTime) || '–'}</dd>
            <dt>{t('members.since')}</dt>
            <dd>{dateTime(company.createTime)}</dd>
          </dl>
        </section>
        <section className="card">
          <h2>{t('companies.terms')}</h2>
          {mayUpdate ? (
            <TermsForm key={`${company.invoiceAllowed}-${company.creditLimit}-${company.termsDays}`} company={company} />
          ) : (
            <dl className="facts">
              <dt>{t('companies.invoiceAllowed')}</dt>
              <dd>{company.invoiceAllowed ? t('companies.yes') : t('companies.no')}</dd>
              <dt>{t('companies.creditLimit')}</dt>
              <dd>{limit(company.creditLimit)}</dd>
              <dt>{t('companies.termsDays')}</dt>
              <dd>{company.termsDays}</dd>
            </dl>
          )}
        </section>
        <section className="card">
          <h2>{t('companies.exemptionTitle')}</h2>
          <p>
            <ExemptionBadge status={company.taxExemptStatus} /> {company.taxExemptState}
          </p>
          {company.taxExemptCertificateUrl && (
            <p>
              <a href={company.taxExemptCertificateUrl} target="_blank" rel="noreferrer">
                {t('companies.certificate')}
              </a>
            </p>
          )}
          {company.taxExemptReason && <p className="muted">{company.taxExemptReason}</p>}
          {mayUpdate && company.taxExemptStatus === TAX_EXEMPT_STATUS.submitted && <ExemptionReview company={company} />}
        </section>
        <section className="card card--wide">
          <h2>{t('companies.members')}</h2>
          <div className="table-wrap">
            <table className="data-table">
              <thead>
                <tr>
                  <th scope="col">{t('members.name')}</th>
                  <th scope="col">{t('members.mail')}</th>
                  <th scope="col">{t('companies.role')}</th>
                  <th scope="col" className="num">
                    {t('companies.limitPerOrder')}
                  </th>
                  <th scope="col" className="num">
                    {t('companies.limitPerMonth')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {company.members.map((m) => (
                  <tr key={m.memberId}>
                    <td>{can('member:user:query') ? <Link to={`/members/${m.memberId}`}>{m.name}</Link> : m.name}</td>
                    <td>{m.mail}</td>
                    <td>{t(`companies.roles.${m.role}`)}</td>
                    <td className="num">{limit(m.spendingLimitPerOrder)}</td>
                    <td className="num">{limit(m.spendingLimitPerMonth)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </section>
      </div>
    </>
  );
}
