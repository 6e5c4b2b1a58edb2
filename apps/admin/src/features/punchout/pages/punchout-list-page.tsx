import '../punchout.css';
import type { ZAdminPunchout } from '@shop/shared';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { DataTable, type Column } from '../../../components/ui/data-table.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { ListPager } from '../../../components/ui/pager.tsx';
import { dateTime } from '../../../lib/format.ts';
import { showToast } from '../../../lib/toast.ts';
import { useCan } from '../../auth/index.ts';
import { useDeletePunchout, usePunchouts } from '../api/punchouts.ts';
import { PunchoutAddresses } from './punchout-addresses.tsx';
import { PunchoutDialog } from './punchout-dialog.tsx';
import { useFilteredPages } from '../../../lib/filtered-pages.ts';

type Punchout = z.infer<typeof ZAdminPunchout>;

/** Punchout organisations: the procurement systems whose buyers shop at their company's prices; with the addresses to give them. */
export function PunchoutListPage() {
  const { t } = useTranslation();
  const can = useCan();
  const [keyword, setKeyword] = useState('');
  const { filter, filterBy, page, setPage } = useFilteredPages<{ keyword?: string }>({});
  const [editing, setEditing] = useState<{ punchout: Punchout | null } | null>(null);
  const { data, isFetching } = usePunchouts({ ...page, ...filter });
  const remove = useDeletePunchout();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    filterBy({ keyword: keyword.trim() || undefined });
  };
  const columns: Column<Punchout>[] = [
    { key: 'name', header: t('punchout.name'), cell: (p) => p.name, sortValue: (p) => p.name },
    {
      key: 'protocol',
      header: t('punchout.protocol'),
      cell: (p) => (p.protocol === 'oci' ? 'OCI 4.0' : 'cXML 1.2'),
      sortValue: (p) => p.protocol,
    },
    {
      key: 'login',
      header: t('punchout.login'),
      cell: (p) => <span className="mono">{p.protocol === 'oci' ? p.username : p.fromIdentity}</span>,
    },
    { key: 'company', header: t('punchout.company'), cell: (p) => p.companyName, sortValue: (p) => p.companyName },
    {
      key: 'categories',
      header: t('punchout.categories'),
      cell: (p) =>
        p.categoryIds.length === 0 ? t('punchout.allCategories') : t('punchout.categoryCount', { count: p.categoryIds.length }),
      secondary: true,
    },
    {
      key: 'addresses',
      header: t('punchout.addresses'),
      cell: (p) => <PunchoutAddresses protocol={p.protocol} addresses={p.addresses} />,
      secondary: true,
    },
    {
      key: 'updateTime',
      header: t('punchout.updated'),
      cell: (p) => dateTime(p.updateTime),
      sortValue: (p) => p.updateTime,
      secondary: true,
    },
    {
      key: 'actions',
      header: '',
      cell: (p) => (
        <span className="row-actions">
          {can('promotion:punchout:update') && (
            <button type="button" onClick={() => setEditing({ punchout: p })}>
              {t('common.edit')}
            </button>
          )}
          {can('promotion:punchout:delete') && (
            <button
              type="button"
              className="danger"
              onClick={() => {
                if (!window.confirm(t('punchout.confirmDelete', { name: p.name }))) return;
                remove.mutate(p.id, { onSuccess: () => showToast(t('common.deleted'), 'success') });
              }}
            >
              {t('common.delete')}
            </button>
          )}
        </span>
      ),
    },
  ];
  return (
    <>
      <PageHeader title={t('nav.punchout')}>
        {can('promotion:punchout:create') && (
          <button type="button" className="primary" onClick={() => setEditing({ punchout: null })}>
            {t('punchout.create')}
          </button>
        )}
      </PageHeader>
      <p className="muted">{t('punchout.intro')}</p>
      <form className="filters" onSubmit={submit} role="search">
        <input
          aria-label={t('punchout.search')}
          placeholder={t('punchout.search')}
          value={keyword}
          onChange={(e) => setKeyword(e.target.value)}
        />
        <button type="submit">{t('common.search')}</button>
      </form>
      <DataTable columns={columns} rows={data?.list} rowKey={(p) => p.id} loading={isFetching} />
      <ListPager page={page} total={data?.total} onChange={setPage} />
      {editing && <PunchoutDialog punchout={editing.punchout} onClose={() => setEditing(null)} />}
    </>
  );
}
