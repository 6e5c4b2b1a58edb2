import type { TAdminOperateLogPageResponse } from '@shop/shared';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { DataTable, type Column } from '../../../components/ui/data-table.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { ListPager } from '../../../components/ui/pager.tsx';
import { dateTime } from '../../../lib/format.ts';
import { permissionWords, targetWords } from '../../../lib/permission-words.ts';
import { useAuditLog } from '../api/get-audit-log.ts';
import { dayBound } from '../../../lib/day-bound.ts';
import { useFilteredPages } from '../../../lib/filtered-pages.ts';

type Entry = TAdminOperateLogPageResponse['list'][number];

function Change({ entry }: { entry: Entry }) {
  const { t } = useTranslation();
  if (entry.before == null && entry.after == null) return null;
  return (
    <details className="change">
      <summary>{t('audit.show')}</summary>
      <div className="change__sides">
        <div>
          <strong>{t('audit.before')}</strong>
          <pre>{entry.before == null ? '–' : JSON.stringify(entry.before, null, 2)}</pre>
        </div>
        <div>
          <strong>{t('audit.after')}</strong>
          <pre>{entry.after == null ? '–' : JSON.stringify(entry.after, null, 2)}</pre>
        </div>
      </div>
    </details>
  );
}

/** "Order 7", a link to the order where the back office has a page for it. */
function Target({ target }: { target: string }) {
  const { t } = useTranslation();
  const { label, to } = targetWords(target, t);
  return to ? (
    <Link to={to} title={target}>
      {label}
    </Link>
  ) : (
    <span title={target}>{label}</span>
  );
}

const EMPTY = { action: '', target: '', from: '', to: '' };

/** Who changed what and when, with before and after; filtered by action, target and days. */
export function AuditLogPage() {
  const { t } = useTranslation();
  const [form, setForm] = useState(EMPTY);
  const { filter, filterBy, page, setPage } = useFilteredPages(EMPTY);
  const range = [dayBound(filter.from, false), dayBound(filter.to, true)];
  const query = {
    ...page,
    action: filter.action || undefined,
    target: filter.target || undefined,
    createTime: range.every((v) => v === null) ? undefined : range,
  };
  const { data, isFetching } = useAuditLog(query);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    filterBy({ ...form, action: form.action.trim(), target: form.target.trim() });
  };
  const columns: Column<Entry>[] = [
    { key: 'createTime', header: t('audit.time'), cell: (e) => dateTime(e.createTime), sortValue: (e) => e.createTime },
    { key: 'admin', header: t('audit.admin'), cell: (e) => e.adminName ?? t('audit.shop'), sortValue: (e) => e.adminName },
    {
      key: 'action',
      header: t('audit.action'),
      cell: (e) => <span title={e.action}>{permissionWords(e.action, t)}</span>,
      sortValue: (e) => e.action,
    },
    { key: 'target', header: t('audit.target'), cell: (e) => <Target target={e.target} />, sortValue: (e) => e.target },
    { key: 'change', header: t('audit.change'), cell: (e) => <Change entry={e} /> },
  ];
  return (
    <>
      <PageHeader title={t('nav.audit')} />
      <form className="filters" onSubmit={submit} role="search">
        <input
          aria-label={t('audit.action')}
          placeholder={t('audit.actionHint')}
          value={form.action}
          onChange={(e) => setForm({ ...form, action: e.target.value })}
        />
        <input
          aria-label={t('audit.target')}
          placeholder={t('audit.targetHint')}
          value={form.target}
          onChange={(e) => setForm({ ...form, target: e.target.value })}
        />
        <input type="date" aria-label={t('audit.from')} value={form.from} onChange={(e) => setForm({ ...form, from: e.target.value })} />
        <input type="date" aria-label={t('audit.to')} value={form.to} onChange={(e) => setForm({ ...form, to: e.target.value })} />
        <button type="submit">{t('common.search')}</button>
      </form>
      <DataTable columns={columns} rows={data?.list} rowKey={(e) => e.id} loading={isFetching} />
      <ListPager page={page} total={data?.total} onChange={setPage} />
    </>
  );
}
