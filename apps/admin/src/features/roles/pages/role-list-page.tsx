import { ZAdminRoleCreateRequest, type TAdminRole } from '@shop/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, type Column } from '../../../components/ui/data-table.tsx';
import { Dialog, DialogActions } from '../../../components/ui/dialog.tsx';
import { TextField } from '../../../components/ui/field.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { ListPager } from '../../../components/ui/pager.tsx';
import { useContractForm } from '../../../lib/contract-form.ts';
import { groupWords, permissionWords, verbWords } from '../../../lib/permission-words.ts';
import { permissionGroups } from '../../../lib/permissions.ts';
import { showToast } from '../../../lib/toast.ts';
import { useCan } from '../../auth/index.ts';
import { useDeleteRole, useRoles, useSaveRole } from '../api/roles.ts';

interface Values {
  name: string;
  permissions: string[];
}

function RoleDialog({ role, onClose }: { role: TAdminRole | null; onClose: () => void }) {
  const { t } = useTranslation();
  const save = useSaveRole();
  const form = useContractForm(ZAdminRoleCreateRequest, {
    defaultValues: { name: role?.name ?? '', permissions: role?.permissions ?? [] } as Values,
  });
  const { errors, isSubmitting } = form.formState;
  const submit = form.handleSubmit(async (input) => {
    await save.mutateAsync(role ? { ...input, id: role.id } : input);
    showToast(t('common.saved'), 'success');
    onClose();
  });
  return (
    <Dialog title={role ? t('roles.edit', { name: role.name }) : t('roles.create')} open onClose={onClose}>
      <form onSubmit={(e) => void submit(e).catch(() => undefined)} noValidate>
        <TextField label={t('roles.name')} autoComplete="off" error={errors.name?.message} {...form.register('name')} />
        <fieldset className="permissions">
          <legend>{t('roles.permissions')}</legend>
          {errors.permissions && (
            <span className="field__error" role="alert">
              {errors.permissions.message}
            </span>
          )}
          {permissionGroups().map(([group, permissions]) => (
            <div key={group} className="permissions__group">
              <strong>{groupWords(group, t)}</strong>
              <label>
                <input type="checkbox" value={`${group}:*`} {...form.register('permissions')} /> {t('roles.all')}
              </label>
              {permissions.map((permission) => (
                <label key={permission}>
                  <input type="checkbox" value={permission} {...form.register('permissions')} />{' '}
                  {verbWords(permission.split(':').at(-1) ?? '', t)}
                </label>
              ))}
            </div>
          ))}
        </fieldset>
        <DialogActions onCancel={onClose} busy={isSubmitting} />
      </form>
    </Dialog>
  );
}

/** Roles and what they allow; the owner's role is locked. */
export function RoleListPage() {
  const { t } = useTranslation();
  const can = useCan();
  const [page, setPage] = useState({ pageNo: 1, pageSize: 20 });
  const [editing, setEditing] = useState<TAdminRole | null | undefined>(undefined);
  const { data, isFetching } = useRoles(page.pageNo, page.pageSize);
  const remove = useDeleteRole();
  const columns: Column<TAdminRole>[] = [
    { key: 'name', header: t('roles.name'), cell: (r) => r.name, sortValue: (r) => r.name },
    {
      key: 'permissions',
      header: t('roles.permissions'),
      cell: (r) => <span className="wrap">{r.permissions.map((p) => permissionWords(p, t)).join(', ')}</span>,
    },
    { key: 'userCount', header: t('roles.holders'), cell: (r) => r.userCount, sortValue: (r) => r.userCount, align: 'right' },
    {
      key: 'actions',
      header: '',
      cell: (r) =>
        r.locked ? (
          <span className="muted">{t('roles.locked')}</span>
        ) : (
          <span className="row-actions">
            {can('system:role:update') && (
              <button type="button" onClick={() => setEditing(r)}>
                {t('common.edit')}
              </button>
            )}
            {can('system:role:delete') && (
              <button
                type="button"
                className="danger"
                disabled={r.userCount > 0}
                title={r.userCount > 0 ? t('roles.inUse') : undefined}
                onClick={() => {
                  if (window.confirm(t('roles.confirmDelete', { name: r.name })))
                    remove.mutate(r.id, { onSuccess: () => showToast(t('common.deleted'), 'success') });
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
      <PageHeader title={t('nav.roles')}>
        {can('system:role:create') && (
          <button type="button" className="primary" onClick={() => setEditing(null)}>
            {t('roles.create')}
          </button>
        )}
      </PageHeader>
      <DataTable columns={columns} rows={data?.list} rowKey={(r) => r.id} loading={isFetching} />
      <ListPager page={page} total={data?.total} onChange={setPage} />
      {editing !== undefined && <RoleDialog role={editing} onClose={() => setEditing(undefined)} />}
    </>
  );
}
