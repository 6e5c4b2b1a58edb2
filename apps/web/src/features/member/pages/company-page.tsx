import '../member.css';
import {
  type CompanyRole,
  COMPANY_ROLES,
  TAX_EXEMPT_STATUS,
  type TCompany,
  type TCompanyMember,
  US_SALES_TAX_BP,
  VAT_ID_STATUS,
} from '@shop/shared';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { SelectField, TextField } from '../../../components/ui/field.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { sortedByName } from '../../../lib/locale-format.ts';
import { usePageMeta } from '../../../lib/page-meta.ts';
import { showToast } from '../../../lib/toast.ts';
import { useCountries } from '../api/countries.ts';
import {
  useCreateCompany,
  useInviteColleague,
  useMyCompany,
  useRemoveCompanyMember,
  useSubmitTaxExemption,
  useUpdateCompany,
  useUpdateCompanyMember,
} from '../api/company.ts';
import { askConfirm } from '../../../lib/confirm.ts';
import { CompanyAddresses } from '../components/company-addresses.tsx';

/** A limit typed in major units ("500" or "500.50") as cents; empty: no limit. */
const centsOf = (text: string): number | null => (text.trim() === '' ? null : Math.round(Number(text.replace(',', '.')) * 100));
const unitsOf = (cents: number | null): string => (cents === null ? '' : (cents / 100).toFixed(2));
const messageOf = (error: unknown) => (error instanceof ApiError ? error.message : '');

function CountrySelect({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const { t, i18n } = useTranslation();
  const { countries } = useCountries();
  return (
    <SelectField label={t('company.country')} required value={value} onChange={(e) => onChange(e.target.value)}>
      <option value="">{t('company.chooseCountry')}</option>
      {sortedByName(countries, (c) => c.countryName, i18n.language).map((c) => (
        <option key={c.id} value={c.id}>
          {c.countryName}
        </option>
      ))}
    </SelectField>
  );
}

/**
 * The company's name, country and VAT ID: "buying for a company" creates one (the member becomes
 * its admin); with `company`, its admin changes them (a changed VAT ID is checked again).
 */
function CompanyForm({ company, onDone }: { company?: TCompany; onDone?: () => void }) {
  const { t } = useTranslation();
  const create = useCreateCompany();
  const update = useUpdateCompany();
  const save = company ? update : create;
  const [name, setName] = useState(company?.name ?? '');
  const [countryId, setCountryId] = useState(company ? String(company.countryId) : '');
  const [vatId, setVatId] = useState(company?.vatId ?? '');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body = { name, countryId: Number(countryId), vatId };
    const done = {
      onSuccess: () => {
        showToast(t(company ? 'message.saveSuccess' : 'company.created'), 'success');
        onDone?.();
      },
    };
    if (company) update.mutate(body, done);
    else create.mutate(body, done);
  };
  const title = t(company ? 'company.editTitle' : 'company.createTitle');
  return (
    <form className="form" onSubmit={submit} aria-label={title}>
      <h2>{title}</h2>
      {!company && <p>{t('company.createIntro')}</p>}
      <TextField label={t('company.name')} required maxLength={120} value={name} onChange={(e) => setName(e.target.value)} />
      <CountrySelect value={countryId} onChange={setCountryId} />
      <TextField
        label={t('company.vatId')}
        hint={t('company.vatIdHint')}
        maxLength={24}
        value={vatId}
        onChange={(e) => setVatId(e.target.value)}
        error={messageOf(save.error)}
      />
      <button type="submit" className="button" disabled={save.isPending || !name.trim() || !countryId}>
        {t(company ? 'company.save' : 'company.create')}
      </button>
    </form>
  );
}

/** The VAT ID's check in words: valid (VIES, or the offline test only), invalid, or none given. */
function VatStatus({ company }: { company: TCompany }) {
  const { t } = useTranslation();
  if (!company.vatId) return <span>{t('company.vatNone')}</span>;
  const status =
    company.vatIdStatus === VAT_ID_STATUS.invalid
      ? t('company.vatInvalid')
      : company.vatIdOffline
        ? t('company.vatValidOffline')
        : t('company.vatValid');
  return (
    <span>
      {company.vatId} · <strong>{status}</strong>
    </span>
  );
}

function LimitFields({
  perOrder,
  perMonth,
  onPerOrder,
  onPerMonth,
}: {
  perOrder: string;
  perMonth: string;
  onPerOrder: (v: string) => void;
  onPerMonth: (v: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="field-pair">
      <TextField label={t('company.limitPerOrder')} inputMode="decimal" value={perOrder} onChange={(e) => onPerOrder(e.target.value)} />
      <TextField label={t('company.limitPerMonth')} inputMode="decimal" value={perMonth} onChange={(e) => onPerMonth(e.target.value)} />
    </div>
  );
}

function RoleSelect({ value, onChange }: { value: CompanyRole; onChange: (role: CompanyRole) => void }) {
  const { t } = useTranslation();
  return (
    <SelectField label={t('company.role')} value={value} onChange={(e) => onChange(e.target.value as CompanyRole)}>
      {COMPANY_ROLES.map((role) => (
        <option key={role} value={role}>
          {t(`company.roles.${role}`)}
        </option>
      ))}
    </SelectField>
  );
}

/** One colleague: admins change the role and limits or remove them; everyone may leave. */
function MemberRow({ member, admin, myId }: { member: TCompanyMember; admin: boolean; myId: number | undefined }) {
  const { t } = useTranslation();
  const update = useUpdateCompanyMember();
  const remove = useRemoveCompanyMember();
  const [editing, setEditing] = useState(false);
  const [role, setRole] = useState<CompanyRole>(member.role);
  const [perOrder, setPerOrder] = useState(unitsOf(member.spendingLimitPerOrder));
  const [perMonth, setPerMonth] = useState(unitsOf(member.spendingLimitPerMonth));
  const self = member.memberId === myId;
  const save = (event: FormEvent) => {
    event.preventDefault();
    update.mutate(
      { memberId: member.memberId, role, spendingLimitPerOrder: centsOf(perOrder), spendingLimitPerMonth: centsOf(perMonth) },
      {
        onSuccess: () => {
          setEditing(false);
          showToast(t('message.saveSuccess'), 'success');
        },
      },
    );
  };
  const removeMember = () => {
    void askConfirm(t(self ? 'company.leaveAsk' : 'company.removeAsk', { name: member.name })).then(
      (yes) => yes && remove.mutate(member.memberId),
    );
  };
  const limit = (cents: number | null) => (cents === null ? t('company.noLimit') : unitsOf(cents));
  return (
    <li className="company-member">
      <div>
        <strong>{member.name}</strong> · {member.mail} · {t(`company.roles.${member.role}`)}
        <br />
        {t('company.limits', { perOrder: limit(member.spendingLimitPerOrder), perMonth: limit(member.spendingLimitPerMonth) })}
      </div>
      {editing ? (
        <form className="form" onSubmit={save} aria-label={t('company.editMember', { name: member.name })}>
          <RoleSelect value={role} onChange={setRole} />
          <LimitFields perOrder={perOrder} perMonth={perMonth} onPerOrder={setPerOrder} onPerMonth={setPerMonth} />
          <button type="submit" className="button" disabled={update.isPending}>
            {t('company.saveMember')}
          </button>
        </form>
      ) : (
        <div className="company-member__actions">
          {admin && (
            <button type="button" className="link-button" onClick={() => setEditing(true)}>
              {t('company.change', { name: member.name })}
            </button>
          )}
          {(admin || self) && (
            <button type="button" className="link-button" onClick={removeMember}>
              {self ? t('company.leave') : t('company.remove', { name: member.name })}
            </button>
          )}
        </div>
      )}
    </li>
  );
}

function InviteForm() {
  const { t } = useTranslation();
  const invite = useInviteColleague();
  const [mail, setMail] = useState('');
  const [role, setRole] = useState<CompanyRole>('buyer');
  const [perOrder, setPerOrder] = useState('');
  const [perMonth, setPerMonth] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    invite.mutate(
      { mail, role, spendingLimitPerOrder: centsOf(perOrder), spendingLimitPerMonth: centsOf(perMonth) },
      {
        onSuccess: () => {
          showToast(t('company.invited', { mail }), 'success');
          setMail('');
        },
      },
    );
  };
  return (
    <form className="form" onSubmit={submit} aria-label={t('company.inviteTitle')}>
      <h2>{t('company.inviteTitle')}</h2>
      <TextField label={t('company.mail')} type="email" required value={mail} onChange={(e) => setMail(e.target.value)} />
      <RoleSelect value={role} onChange={setRole} />
      <LimitFields perOrder={perOrder} perMonth={perMonth} onPerOrder={setPerOrder} onPerMonth={setPerMonth} />
      <button type="submit" className="button" disabled={invite.isPending || !mail.trim()}>
        {t('company.invite')}
      </button>
    </form>
  );
}

const STATES = Object.keys(US_SALES_TAX_BP).sort();

/** A US company's sales-tax exemption: its status, and a certificate upload for a state (admins). */
function TaxExemption({ company }: { company: TCompany }) {
  const { t } = useTranslation();
  const submit = useSubmitTaxExemption();
  const [state, setState] = useState(company.taxExemptState || 'TX');
  const [file, setFile] = useState<File | null>(null);
  const send = (event: FormEvent) => {
    event.preventDefault();
    if (file) submit.mutate({ state, file }, { onSuccess: () => showToast(t('company.exemptionSent'), 'success') });
  };
  const status = {
    [TAX_EXEMPT_STATUS.none]: t('company.exemption.none'),
    [TAX_EXEMPT_STATUS.submitted]: t('company.exemption.submitted', { state: company.taxExemptState }),
    [TAX_EXEMPT_STATUS.approved]: t('company.exemption.approved', { state: company.taxExemptState }),
    [TAX_EXEMPT_STATUS.rejected]: t('company.exemption.rejected', { state: company.taxExemptState, reason: company.taxExemptReason }),
  }[company.taxExemptStatus];
  return (
    <section aria-label={t('company.exemptionTitle')}>
      <h2>{t('company.exemptionTitle')}</h2>
      <p role="status">{status}</p>
      {company.role === 'admin' && (
        <form className="form" onSubmit={send} aria-label={t('company.exemptionUpload')}>
          <SelectField label={t('company.state')} value={state} onChange={(e) => setState(e.target.value)}>
            {STATES.map((code) => (
              <option key={code} value={code}>
                {code}
              </option>
            ))}
          </SelectField>
          <TextField
            label={t('company.certificate')}
            type="file"
            accept=".pdf,application/pdf"
            onChange={(e) => setFile(e.target.files?.[0] ?? null)}
          />
          <button type="submit" className="button" disabled={!file || submit.isPending}>
            {t('company.exemptionUpload')}
          </button>
        </form>
      )}
    </section>
  );
}

/** The member centre's company page: create one, or see and manage the company one belongs to. */
export function CompanyPage() {
  const { t } = useTranslation();
  usePageMeta(t('company.title'));
  const { data: company, isPending } = useMyCompany();
  const { countries } = useCountries();
  const [editing, setEditing] = useState(false);
  if (isPending) return null;
  if (!company)
    return (
      <section className="auth-page">
        <h1>{t('company.title')}</h1>
        <CompanyForm />
      </section>
    );
  const admin = company.role === 'admin';
  const country = countries.find((c) => c.id === company.countryId);
  return (
    <section className="auth-page company-page">
      <h1>{company.name}</h1>
      <dl className="company-facts">
        <dt>{t('company.country')}</dt>
        <dd>{country?.countryName ?? ''}</dd>
        <dt>{t('company.vatId')}</dt>
        <dd>
          <VatStatus company={company} />
        </dd>
        <dt>{t('company.myRole')}</dt>
        <dd>{t(`company.roles.${company.role}`)}</dd>
        <dt>{t('company.terms')}</dt>
        <dd>{company.invoiceAllowed ? t('company.invoiceTerms', { days: company.termsDays }) : t('company.prepayment')}</dd>
      </dl>
      <p className="form__actions">
        <Link to="/companyOrders">{t(company.role === 'buyer' ? 'company.orders.myLink' : 'company.orders.link')}</Link>
        {company.role !== 'buyer' && <Link to="/companyApprovals">{t('company.approvalsLink')}</Link>}
      </p>
      {admin &&
        (editing ? (
          <CompanyForm company={company} onDone={() => setEditing(false)} />
        ) : (
          <button type="button" className="link-button" onClick={() => setEditing(true)}>
            {t('company.edit')}
          </button>
        ))}
      <h2>{t('company.members')}</h2>
      <ul className="company-members">
        {company.members.map((member) => (
          <MemberRow key={member.memberId} member={member} admin={admin} myId={company.memberId} />
        ))}
      </ul>
      {admin && <InviteForm />}
      <CompanyAddresses admin={admin} />
      {country?.code === 'US' && <TaxExemption company={company} />}
    </section>
  );
}
