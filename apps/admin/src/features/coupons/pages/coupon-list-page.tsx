import { centsToDecimal, COMMON_STATUS, type ZAdminCoupon } from '@shop/shared';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { z } from 'zod';
import { DataTable, type Column } from '../../../components/ui/data-table.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { ListPager, Pager } from '../../../components/ui/pager.tsx';
import { dateTime, money } from '../../../lib/format.ts';
import { showToast } from '../../../lib/toast.ts';
import { useCan } from '../../auth/index.ts';
import { useCoupons, useCouponUses, useDeleteCoupon } from '../api/coupons.ts';
import { CouponDialog } from './coupon-dialog.tsx';
import { useFilteredPages } from '../../../lib/filtered-pages.ts';

type Coupon = z.infer<typeof ZAdminCoupon>;

function UsesDialog({ coupon, onClose }: { coupon: Coupon; onClose: () => void }) {
  const { t } = useTranslation();
  const [pageNo, setPageNo] = useState(1);
  const { data, isFetching } = useCouponUses(coupon.id, pageNo);
  type Use = NonNullable<typeof data>['list'][number];
  const columns: Column<Use>[] = [
    { key: 'orderNo', header: t('orders.no'), cell: (u) => <Link to={`/orders/${u.orderId}`}>{u.orderNo}</Link> },
    { key: 'mail', header: t('orders.member'), cell: (u) => u.memberMail },
    { key: 'couponPrice', header: t('coupons.discount'), cell: (u) => money(u.couponPrice, u.currency), align: 'right' },
    { key: 'createTime', header: t('orders.created'), cell: (u) => dateTime(u.createTime) },
  ];
  return (
    <Dialog title={t('coupons.usesOf', { code: coupon.code })} open onClose={onClose}>
      <DataTable columns={columns} rows={data?.list} rowKey={(u) => u.orderId} loading={isFetching} empty={t('coupons.unused')} />
      {data && <Pager pageNo={pageNo} pageSize={10} total={data.total} onPage={setPageNo} />}
      <div className="dialog__actions">
        <button type="button" onClick={onClose}>
          {t('common.close')}
        </button>
      </div>
    </Dialog>
  );
}

/** Promo codes: search, status, paging; create, edit, see uses, delete (a used code is disabled instead). */
export function CouponListPage() {
  const { t } = useTranslation();
  const can = useCan();
  const [keyword, setKeyword] = useState('');
  const { filter, filterBy, page, setPage } = useFilteredPages<{ keyword?: string; status?: number }>({});
  const [dialog, setDialog] = useState<{ kind: 'edit'; coupon: Coupon | null } | { kind: 'uses'; coupon: Coupon } | null>(null);
  const { data, isFetching } = useCoupons({ ...page, ...filter });
  const remove = useDeleteCoupon();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    filterBy({ ...filter, keyword: keyword.trim() || undefined });
  };
  const value = (c: Coupon) => (c.type === 'percent' ? `${c.value} %` : centsToDecimal(c.value));
  const validity = (c: Coupon) =>
    c.validFrom || c.validTo ? `${dateTime(c.validFrom) || '…'} – ${dateTime(c.validTo) || '…'}` : t('coupons.always');
  const columns: Column<Coupon>[] = [
    { key: 'code', header: t('coupons.code'), cell: (c) => <span className="mono">{c.code}</span>, sortValue: (c) => c.code },
    { key: 'name', header: t('coupons.name'), cell: (c) => c.name, sortValue: (c) => c.name, secondary: true },
    { key: 'value', header: t('coupons.value'), cell: value, sortValue: (c) => c.value, align: 'right' },
    {
      key: 'minSpend',
      header: t('coupons.minSpend'),
      cell: (c) => centsToDecimal(c.minSpend),
      sortValue: (c) => c.minSpend,
      align: 'right',
      secondary: true,
    },
    { key: 'window', header: t('coupons.window'), cell: validity, sortValue: (c) => c.validTo, secondary: true },
    {
      key: 'uses',
      header: t('coupons.uses'),
      cell: (c) => `${c.usedCount}${c.totalLimit === null ? '' : ` / ${c.totalLimit}`}`,
      sortValue: (c) => c.usedCount,
      align: 'right',
    },
    { key: 'bound', header: t('coupons.boundTo'), cell: (c) => c.mail ?? c.memberMail ?? '', secondary: true },
    {
      key: 'status',
      header: t('admins.status'),
      cell: (c) => (
        <span className={`badge badge--${c.status === COMMON_STATUS.enabled ? 'ok' : 'danger'}`}>
          {t(c.status === COMMON_STATUS.enabled ? 'common.enabled' : 'common.disabled')}
        </span>
      ),
      sortValue: (c) => c.status,
    },
    {
      key: 'actions',
      header: '',
      cell: (c) => (
        <span className="row-actions">
          {can('promotion:coupon:update') && (
            <button type="button" onClick={() => setDialog({ kind: 'edit', coupon: c })}>
              {t('common.edit')}
            </button>
          )}
          <button type="button" onClick={() => setDialog({ kind: 'uses', coupon: c })}>
            {t('coupons.uses')}
          </button>
          {can('promotion:coupon:delete') && (
            <button
              type="button"
              className="danger"
              onClick={() => {
                if (!window.confirm(t('coupons.confirmDelete', { code: c.code }))) return;
                remove.mutate(c.id, {
                  onSuccess: (outcome) => showToast(t(outcome === 'deleted' ? 'common.deleted' : 'coupons.disabledInstead'), 'success'),
                });
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
      <PageHeader title={t('nav.coupons')}>
        {can('promotion:coupon:create') && (
          <button type="button" className="primary" onClick={() => setDialog({ kind: 'edit', coupon: null })}>
            {t('coupons.create')}
          </button>
        )}
      </PageHeader>
      <form className="filters" onSubmit={submit} role="search">
        <input
          aria-label={t('coupons.search')}
          placeholder={t('coupons.search')}
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
      <DataTable columns={columns} rows={data?.list} rowKey={(c) => c.id} loading={isFetching} />
      <ListPager page={page} total={data?.total} onChange={setPage} />
      {dialog?.kind === 'edit' && <CouponDialog coupon={dialog.coupon} onClose={() => setDialog(null)} />}
      {dialog?.kind === 'uses' && <UsesDialog coupon={dialog.coupon} onClose={() => setDialog(null)} />}
    </>
  );
}
