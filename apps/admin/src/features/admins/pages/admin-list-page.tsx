import {
  COMMON_STATUS,
  ZAdminUserCreateRequest,
  ZAdminUserUpdatePasswordRequest,
  ZAdminUserUpdateRequest,
  type TAdminUserPageResponse,
} from '@shop/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { DataTable, type Column } from '../../../components/ui/data-table.tsx';
import { Dialog, DialogActions } from '../../../components/ui/dialog.tsx';
import { TextField } from '../../../components/ui/field.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { ListPager } from '../../../components/ui/pager.tsx';
import { useContractForm } from '../../../lib/contract-form.ts';
import { dateTime } from '../../../lib/format.ts';
import { showToast } from '../../../lib/toast.ts';
import { useCan, usePermissionInfo } from '../../auth/index.ts';
import {
  useAdmin,
  useAdmins,
  useCreateAdmin,
  useDeleteAdmin,
  useRoleChoices,
  useUpdateAdmin,
  useUpdateAdminPassword,
  useUpdateAdminStatus,
} from '../api/admins.ts';

type Admin = TAdminUserPageResponse['list'][number];

function RoleChoices({ register }: { register: UseFormRegisterReturn }) {
  const { t } = useTranslation();
  const { data: roles } = useRoleChoices();
  return (
    <fieldset className="choices">
      <legend>{t('admins.roles')}</legend>
      {roles?.map((role) => (
        <label key={role.id}>
          <input type="checkbox" value={String(role.id)} {...register} /> {role.name}
        </label>
      ))}
    </fieldset>
  );
}

interface CreateValues {
  username: string;
  nickname: string;
  password: string;
  roleIds: string[];
}

function CreateAdminDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const create = useCreateAdmin();
  const form = useContractForm(ZAdminUserCreateRequest, {
    defaultValues: { username: '', nickname: '', password: '', roleIds: [] } as CreateValues,
    toInput: (values: CreateValues) => ({ ...values, roleIds: values.roleIds.map(Number) }),
  });
  const { errors, isSubmitting } = form.formState;
  const submit = form.handleSubmit(async (input) => {
    await create.mutateAsync(input);
    showToast(t('admins.created', { email: input.username }), 'success');
    onClose();
  });
  return (
    <Dialog title={t('admins.create')} open onClose={onClose}>
      <form onSubmit={(e) => void submit(e).catch(() => undefined)} noValidate>
        <TextField
          label={t('admins.email')}
          type="email"
          autoComplete="off"
          error={errors.username?.message}
          {...form.register('username')}
        />
        <TextField label={t('admins.name')} autoComplete="off" error={errors.nickname?.message} {...form.register('nickname')} />
        <TextField
          label={t('admins.password')}
          type="password"
          autoComplete="new-password"
          hint={t('admins.passwordHint')}
          error={errors.password?.message}
          {...form.register('password')}
        />
        <RoleChoices register={form.register('roleIds')} />
        <DialogActions onCancel={onClose} busy={isSubmitting} label={t('common.create')} />
      </form>
    </Dialog>
  );
}

interface EditValues {
  nickname: string;
  roleIds: string[];
}

function EditAdminForm({ admin, roleIds, onClose }: { admin: Admin; roleIds: number[]; onClose: () => void }) {
  const { t } = useTranslation();
  const update = useUpdateAdmin();
  const form = useContractForm(ZAdminUserUpdateRequest, {
    defaultValues: { nickname: admin.nickname, roleIds: roleIds.map(String) } as EditValues,
    toInput: (values: EditValues) => ({ id: admin.id, nickname: values.nickname, roleIds: values.roleIds.map(Number) }),
  });
  const { errors, isSubmitting } = form.formState;
  const submit = form.handleSubmit(async (input) => {
    await update.mutateAsync(input);
    showToast(t('common.saved'), 'success');
    onClose();
  });
  return (
    <form onSubmit={(e) => void submit(e).catch(() => undefined)} noValidate>
      <TextField label={t('admins.name')} autoComplete="off" error={errors.nickname?.message} {...form.register('nickname')} />
      <RoleChoices register={form.register('roleIds')} />
      <DialogActions onCancel={onClose} busy={isSubmitting} />
    </form>
  );
}

function EditAdminDialog({ admin, onClose }: { admin: Admin; onClose: () => void }) {
  const { t } = useTranslation();
  const { data } = useAdmin(admin.id);
  return (
    <Dialog title={t('admins.edit', { email: admin.username })} open onClose={onClose}>
      {data ? <EditAdminForm admin={admin} roleIds={data.roleIds} onClose={onClose} /> : <p aria-busy="true">{t('common.loading')}</p>}
    </Dialog>
  );
}

function PasswordDialog({ admin, onClose }: { admin: Admin; onClose: () => void }) {
  const { t } = useTranslation();
  const update = useUpdateAdminPassword();
  const form = useContractForm(ZAdminUserUpdatePasswordRequest, {
    defaultValues: { password: '' },
    toInput: (values: { password: string }) => ({ id: admin.id, password: values.password }),
  });
  const submit = form.handleSubmit(async (input) => {
    await update.mutateAsync(input);
    showToast(t('admins.passwordSet'), 'success');
    onClose();
  });
  return (
    <Dialog title={t('admins.setPassword', { email: admin.username })} open onClose={onClose}>
      <form onSubmit={(e) => void submit(e).catch(() => undefined)} noValidate>
        <TextField
          label={t('admins.newPassword')}
          type="password"
          autoComplete="new-password"
          hint={t('admins.passwordHint')}
          error={form.formState.errors.password?.message}
          {...form.register('password')}
        />
        <DialogActions onCancel={onClose} busy={form.formState.isSubmitting} />
      </form>
    </Dialog>
  );
}

/** The back-office accounts and their roles: the owner adds, edits, disables and removes them. */
export function AdminListPage() {
  const { t } = useTranslation();
  const can = useCan();
  const me = usePermissionInfo().data?.user.id;
  const [page, setPage] = useState({ pageNo: 1, pageSize: 20 });
  const [dialog, setDialog] = useState<{ kind: 'create' } | { kind: 'edit' | 'password'; admin: Admin } | null>(null);
  const { data, isFetching } = useAdmins(page.pageNo, page.pageSize);
  const setStatus = useUpdateAdminStatus();
  const remove = useDeleteAdmin();
  const close = () => setDialog(null);
  const columns: Column<Admin>[] = [
    { key: 'username', header: t('admins.email'), cell: (a) => a.username, sortValue: (a) => a.username },
    { key: 'nickname', header: t('admins.name'), cell: (a) => a.nickname, sortValue: (a) => a.nickname },
    { key: 'roles', header: t('admins.roles'), cell: (a) => a.roles.join(', ') },
    {
      key: 'status',
      header: t('admins.status'),
      cell: (a) => (
        <span className={`badge badge--${a.status === COMMON_STATUS.enabled ? 'ok' : 'danger'}`}>
          {t(a.status === COMMON_STATUS.enabled ? 'common.enabled' : 'common.disabled')}
        </span>
      ),
      sortValue: (a) => a.status,
    },
    { key: 'createTime', header: t('admins.since'), cell: (a) => dateTime(a.createTime), sortValue: (a) => a.createTime, secondary: true },
    {
      key: 'actions',
      header: '',
      cell: (a) =>
        a.id === me ? (
          <span className="muted">{t('admins.you')}</span>
        ) : (
          <span className="row-actions">
            {can('system:admin:update') && (
              <>
                <button type="button" onClick={() => setDialog({ kind: 'edit', admin: a })}>
                  {t('common.edit')}
                </button>
                <button type="button" onClick={() => setDialog({ kind: 'password', admin: a })}>
                  {t('admins.password')}
                </button>
                <button
                  type="button"
                  onClick={() =>
                    setStatus.mutate(
                      { id: a.id, status: a.status === COMMON_STATUS.enabled ? COMMON_STATUS.disabled : COMMON_STATUS.enabled },
                      { onSuccess: () => showToast(t('common.saved'), 'success') },
                    )
                  }
                >
                  {t(a.status === COMMON_STATUS.enabled ? 'admins.disable' : 'admins.enable')}
                </button>
              </>
            )}
            {can('system:admin:delete') && (
              <button
                type="button"
                className="danger"
                onClick={() => {
                  if (window.confirm(t('admins.confirmDelete', { email: a.username })))
                    remove.mutate(a.id, { onSuccess: () => showToast(t('common.deleted'), 'success') });
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
      <PageHeader title={t('nav.admins')}>
        {can('system:admin:create') && (
          <button type="button" className="primary" onClick={() => setDialog({ kind: 'create' })}>
            {t('admins.create')}
          </button>
        )}
      </PageHeader>
      <DataTable columns={columns} rows={data?.list} rowKey={(a) => a.id} loading={isFetching} />
      <ListPager page={page} total={data?.total} onChange={setPage} />
      {dialog?.kind === 'create' && <CreateAdminDialog onClose={close} />}
      {dialog?.kind === 'edit' && <EditAdminDialog admin={dialog.admin} onClose={close} />}
      {dialog?.kind === 'password' && <PasswordDialog admin={dialog.admin} onClose={close} />}
    </>
  );
}
