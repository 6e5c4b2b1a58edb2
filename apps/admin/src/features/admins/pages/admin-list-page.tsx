import { COMMON_STATUS, ZAdminUserCreateRequest, type TAdminUserPageResponse } from '@shop/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, type Column } from '../../../components/ui/data-table.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { TextField } from '../../../components/ui/field.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { Pager } from '../../../components/ui/pager.tsx';
import { useContractForm } from '../../../lib/contract-form.ts';
import { dateTime } from '../../../lib/format.ts';
import { showToast } from '../../../lib/toast.ts';
import { useCan } from '../../auth/index.ts';
import { useAdmins, useCreateAdmin } from '../api/admins.ts';

type Admin = TAdminUserPageResponse['list'][number];

interface Values {
  username: string;
  nickname: string;
  password: string;
}

function CreateAdminDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const create = useCreateAdmin();
  const form = useContractForm(ZAdminUserCreateRequest, {
    defaultValues: { username: '', nickname: '', password: '' } as Values,
    toInput: (values: Values) => ({ ...values, roleIds: [] }),
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
        <div className="dialog__actions">
          <button type="button" onClick={onClose}>
            {t('common.cancel')}
          </button>
          <button type="submit" className="primary" disabled={isSubmitting}>
            {t('common.create')}
          </button>
        </div>
      </form>
    </Dialog>
  );
}

/** The back-office accounts and their roles; the owner adds accounts. */
export function AdminListPage() {
  const { t } = useTranslation();
  const can = useCan();
  const [page, setPage] = useState({ pageNo: 1, pageSize: 20 });
  const [creating, setCreating] = useState(false);
  const { data, isFetching } = useAdmins(page.pageNo, page.pageSize);
  const columns: Column<Admin>[] = [
    { key: 'username', header: t('admins.email'), cell: (a) => a.username, sortValue: (a) => a.username },
    { key: 'nickname', header: t('admins.name'), cell: (a) => a.nickname, sortValue: (a) => a.nickname },
    { key: 'roles', header: t('admins.roles'), cell: (a) => a.roles.join(', ') },
    {
      key: 'status',
      header: t('admins.status'),
      cell: (a) => (
        <span className={`badge badge--${a.status === COMMON_STATUS.enabled ? 'completed' : 'cancelled'}`}>
          {t(a.status === COMMON_STATUS.enabled ? 'common.enabled' : 'common.disabled')}
        </span>
      ),
      sortValue: (a) => a.status,
    },
    { key: 'createTime', header: t('admins.since'), cell: (a) => dateTime(a.createTime), sortValue: (a) => a.createTime, secondary: true },
  ];
  return (
    <>
      <PageHeader title={t('nav.admins')}>
        {can('system:admin:create') && (
          <button type="button" className="primary" onClick={() => setCreating(true)}>
            {t('admins.create')}
          </button>
        )}
      </PageHeader>
      <DataTable columns={columns} rows={data?.list} rowKey={(a) => a.id} loading={isFetching} />
      {data && (
        <Pager
          pageNo={page.pageNo}
          pageSize={page.pageSize}
          total={data.total}
          onPage={(pageNo) => setPage({ ...page, pageNo })}
          onPageSize={(pageSize) => setPage({ pageNo: 1, pageSize })}
        />
      )}
      {creating && <CreateAdminDialog onClose={() => setCreating(false)} />}
    </>
  );
}
