import { adminRoutes, COMMON_STATUS, type ZAdminMember, personName } from '@shop/shared';
import { useState, type FormEvent, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router-dom';
import type { z } from 'zod';
import { DataTable, type Column } from '../../../components/ui/data-table.tsx';
import { OrderStatusBadge } from '../../../components/ui/order-status-badge.tsx';
import { ExportButton } from '../../../components/ui/export-button.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { ListPager } from '../../../components/ui/pager.tsx';
import { dateTime, money } from '../../../lib/format.ts';
import { showToast } from '../../../lib/toast.ts';
import { useCan } from '../../auth/index.ts';
import { useMember, useMembers, useSetMemberStatus } from '../api/members.ts';
import { useFilteredPages } from '../../../lib/filtered-pages.ts';

type Member = z.infer<typeof ZAdminMember>;

function StatusBadge({ status }: { status: number }) {
  const { t } = useTranslation();
  const enabled = status === COMMON_STATUS.enabled;
  return <span className={`badge badge--${enabled ? 'ok' : 'danger'}`}>{t(enabled ? 'common.enabled' : 'common.disabled')}</span>;
}

function ToggleButton({ member }: { member: Member }) {
  const { t } = useTranslation();
  const setStatus = useSetMemberStatus();
  const enabled = member.status === COMMON_STATUS.enabled;
  return (
    <button
      type="button"
      className={enabled ? 'danger' : undefined}
      disabled={setStatus.isPending}
      onClick={(e: MouseEvent) => {
        e.stopPropagation();
        if (enabled && !window.confirm(t('members.confirmDisable', { mail: member.mail }))) return;
        setStatus.mutate(
          { id: member.id, status: enabled ? COMMON_STATUS.disabled : COMMON_STATUS.enabled },
          { onSuccess: () => showToast(t(enabled ? 'members.disabled' : 'members.enabled', { mail: member.mail }), 'success') },
        );
      }}
    >
      {t(enabled ? 'admins.disable' : 'admins.enable')}
    </button>
  );
}

/** Members: search by a part of the e-mail, name or phone number, status; a row opens the member. */
export function MemberListPage() {
  const { t } = useTranslation();
  const can = useCan();
  const navigate = useNavigate();
  const [keyword, setKeyword] = useState('');
  const { filter, filterBy, page, setPage } = useFilteredPages<{ keyword?: string; status?: number }>({});
  const { data, isFetching } = useMembers({ ...page, ...filter });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    filterBy({ ...filter, keyword: keyword.trim() || undefined });
  };
  const columns: Column<Member>[] = [
    {
      key: 'mail',
      header: t('members.mail'),
      cell: (m) => (
        <Link to={`/members/${m.id}`} onClick={(e: MouseEvent) => e.stopPropagation()}>
          {m.mail}
        </Link>
      ),
      sortValue: (m) => m.mail,
    },
    {
      key: 'name',
      header: t('members.name'),
      cell: (m) => personName(m) || m.nickname,
      sortValue: (m) => m.lastName,
    },
    { key: 'orders', header: t('members.orders'), cell: (m) => m.orderCount, sortValue: (m) => m.orderCount, align: 'right' },
    { key: 'createTime', header: t('members.since'), cell: (m) => dateTime(m.createTime), sortValue: (m) => m.createTime, secondary: true },
    {
      key: 'loginTime',
      header: t('members.lastLogin'),
      cell: (m) => dateTime(m.loginTime),
      sortValue: (m) => m.loginTime,
      secondary: true,
    },
    { key: 'status', header: t('admins.status'), cell: (m) => <StatusBadge status={m.status} />, sortValue: (m) => m.status },
    { key: 'actions', header: '', cell: (m) => (can('member:user:update') ? <ToggleButton member={m} /> : null) },
  ];
  return (
    <>
      <PageHeader title={t('nav.members')}>
        {can('member:user:export') && <ExportButton route={adminRoutes.member.user.exportExcel} input={filter} />}
      </PageHeader>
      <form className="filters" onSubmit={submit} role="search">
        <input
          type="search"
          aria-label={t('members.keyword')}
          placeholder={t('members.keywordHint')}
          maxLength={64}
          value={keyword}
          onChange={(e) => setKeyword(e.target.value)}
        />
        <select
          aria-label={t('admins.status')}
          value={filter.status ?? ''}
          onChange={(e) => {
            filterBy({ ...filter, status: e.target.value === '' ? undefined : Number(e.target.value) });
          }}
        >
          <option value="">{t('orders.all')}</option>
          <option value={COMMON_STATUS.enabled}>{t('common.enabled')}</option>
          <option value={COMMON_STATUS.disabled}>{t('common.disabled')}</option>
        </select>
        <button type="submit">{t('common.search')}</button>
      </form>
      <DataTable
        columns={columns}
        rows={data?.list}
        rowKey={(m) => m.id}
        loading={isFetching}
        onRowClick={(m) => navigate(`/members/${m.id}`)}
      />
      <ListPager page={page} total={data?.total} onChange={setPage} />
    </>
  );
}

/** One member: account, addresses, latest orders; disable or enable. */
export function MemberDetailPage() {
  const { t } = useTranslation();
  const can = useCan();
  const id = Number(useParams().id);
  const { data: member, isError } = useMember(id);
  if (isError) return <p className="alert">{t('common.loadFailed')}</p>;
  if (!member) return <p aria-busy="true">{t('common.loading')}</p>;
  return (
    <>
      <p className="breadcrumb">
        <Link to="/members">{t('nav.members')}</Link> /
      </p>
      <PageHeader title={member.mail}>
        <StatusBadge status={member.status} />
        {can('member:user:update') && <ToggleButton member={member} />}
      </PageHeader>
      <div className="detail-grid">
        <section className="card">
          <h2>{t('members.account')}</h2>
          <dl className="facts">
            <dt>{t('members.name')}</dt>
            <dd>{personName(member) || '–'}</dd>
            <dt>{t('members.mobile')}</dt>
            <dd>{member.mobile || '–'}</dd>
            <dt>{t('members.mailLanguage')}</dt>
            <dd>{member.mailLanguage}</dd>
            <dt>{t('members.since')}</dt>
            <dd>{dateTime(member.createTime)}</dd>
            <dt>{t('members.lastLogin')}</dt>
            <dd>{dateTime(member.loginTime) || '–'}</dd>
          </dl>
        </section>
        <section className="card card--wide-2">
          <h2>{t('members.addresses')}</h2>
          {member.addresses.length === 0 ? (
            <p className="muted">–</p>
          ) : (
            <ul className="plain-list">
              {member.addresses.map((a) => (
                <li key={a.id}>
                  {personName(a)}, {a.detailAddress}, {a.zipCode} {a.city}, {a.state} {a.countryCode}
                  {a.defaultStatus && <span className="badge">{t('members.default')}</span>}
                </li>
              ))}
            </ul>
          )}
          {member.companyAddresses && member.companyAddresses.length > 0 && (
            <>
              <h3>{t('members.companyAddresses')}</h3>
              <ul className="plain-list">
                {member.companyAddresses.map((a) => (
                  <li key={a.id}>
                    {personName(a)}, {a.detailAddress}, {a.zipCode} {a.city}, {a.state} {a.countryCode}
                    <span className="badge">{t(`members.addressKind.${a.kind}`)}</span>
                  </li>
                ))}
              </ul>
            </>
          )}
        </section>
        <section className="card card--wide">
          <h2>{t('members.latestOrders', { count: member.orderCount })}</h2>
          <div className="table-wrap">
            <table className="data-table">
              <thead>
                <tr>
                  <th scope="col">{t('orders.no')}</th>
                  <th scope="col">{t('orders.created')}</th>
                  <th scope="col" className="num">
                    {t('orders.total')}
                  </th>
                  <th scope="col">{t('orders.status')}</th>
                </tr>
              </thead>
              <tbody>
                {member.orders.map((o) => (
                  <tr key={o.id}>
                    <td>{can('trade:order:query') ? <Link to={`/orders/${o.id}`}>{o.no}</Link> : o.no}</td>
                    <td>{dateTime(o.createTime)}</td>
                    <td className="num">{money(o.payPrice, o.currency)}</td>
                    <td>
                      <OrderStatusBadge status={o.status} />
                    </td>
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
