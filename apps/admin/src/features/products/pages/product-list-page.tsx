import { adminRoutes, SPU_STATUS, type ZAdminSpuPageItem } from '@shop/shared';
import { useState, type FormEvent, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import type { z } from 'zod';
import { DataTable, type Column } from '../../../components/ui/data-table.tsx';
import { ExportButton } from '../../../components/ui/export-button.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { Pager } from '../../../components/ui/pager.tsx';
import { money } from '../../../lib/format.ts';
import { showToast } from '../../../lib/toast.ts';
import { useCan } from '../../auth/index.ts';
import { useCategoryChoices, useDeleteProduct, useProducts, useSetProductStatus } from '../api/products.ts';
import { categoryPath } from '../components/category-path.ts';
import { ImportDialog } from '../components/import-dialog.tsx';

type Product = z.infer<typeof ZAdminSpuPageItem>;

/** The columns the server sorts the whole list by. */
const SORT_FIELDS = ['price', 'priceEur', 'stock', 'salesCount'] as const;

export function ProductStatusBadge({ status }: { status: number }) {
  const { t } = useTranslation();
  const name = status === SPU_STATUS.onSale ? 'onSale' : status === SPU_STATUS.offSale ? 'offSale' : 'recycled';
  const look = { onSale: 'ok', offSale: 'neutral', recycled: 'danger' }[name];
  return <span className={`badge badge--${look}`}>{t(`products.status.${name}`)}</span>;
}

/** Products: search by name, category and status; put on or off sale, delete; open one to edit. */
export function ProductListPage() {
  const { t } = useTranslation();
  const can = useCan();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const name = params.get('name') ?? '';
  const categoryId = params.get('categoryId');
  const status = params.get('status');
  const pageNo = Number(params.get('pageNo') ?? 1);
  const pageSize = Number(params.get('pageSize') ?? 20);
  const sortField = SORT_FIELDS.find((f) => f === params.get('sortField'));
  const sortAsc = params.get('sortAsc') === 'true';
  const [search, setSearch] = useState(name);
  const [importing, setImporting] = useState(false);
  const filters = {
    name: name || undefined,
    categoryId: categoryId ? Number(categoryId) : undefined,
    status: status === null ? undefined : Number(status),
  };
  const { data, isFetching } = useProducts({
    pageNo,
    pageSize,
    ...filters,
    sortField,
    sortAsc: sortField ? sortAsc : undefined,
  });
  const categories = useCategoryChoices(can('product:category:query')).data ?? [];
  const setStatus = useSetProductStatus();
  const remove = useDeleteProduct();
  const update = (changes: Record<string, string | number | null>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes)) value === null || value === '' ? next.delete(key) : next.set(key, String(value));
    if (!('pageNo' in changes)) next.delete('pageNo');
    setParams(next);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    update({ name: search.trim() });
  };
  const stop = (e: MouseEvent) => e.stopPropagation();
  const columns: Column<Product>[] = [
    {
      key: 'name',
      header: t('products.name'),
      cell: (p) => (
        <div className="product-cell">
          {p.picUrl && <img src={p.picUrl} alt="" width="36" height="36" />}
          <Link to={`/products/${p.id}`} onClick={stop}>
            {p.name}
          </Link>
        </div>
      ),
      sortValue: (p) => p.name,
    },
    { key: 'category', header: t('products.category'), cell: (p) => categoryPath(categories, p.categoryId), secondary: true },
    {
      key: 'usd',
      header: t('products.priceUsd'),
      cell: (p) => money(p.minPriceUsd, 'USD'),
      sortValue: (p) => p.minPriceUsd,
      sortField: 'price',
      align: 'right',
    },
    {
      key: 'eur',
      header: t('products.priceEur'),
      cell: (p) => money(p.minPriceEur, 'EUR'),
      sortValue: (p) => p.minPriceEur,
      sortField: 'priceEur',
      align: 'right',
    },
    { key: 'stock', header: t('products.stock'), cell: (p) => p.stock, sortValue: (p) => p.stock, sortField: 'stock', align: 'right' },
    {
      key: 'sales',
      header: t('products.sales'),
      cell: (p) => p.salesCount,
      sortValue: (p) => p.salesCount,
      sortField: 'salesCount',
      align: 'right',
      secondary: true,
    },
    { key: 'status', header: t('admins.status'), cell: (p) => <ProductStatusBadge status={p.status} />, sortValue: (p) => p.status },
    {
      key: 'actions',
      header: '',
      cell: (p) =>
        p.status === SPU_STATUS.recycled ? null : (
          // biome-ignore lint/a11y/noStaticElementInteractions lint/a11y/useKeyWithClickEvents: keeps the row's click from opening the product; the buttons inside are the controls
          <span className="row-actions" onClick={stop}>
            {can('product:spu:update') && (
              <button
                type="button"
                onClick={() =>
                  setStatus.mutate(
                    { id: p.id, status: p.status === SPU_STATUS.onSale ? SPU_STATUS.offSale : SPU_STATUS.onSale },
                    { onSuccess: () => showToast(t('common.saved'), 'success') },
                  )
                }
              >
                {t(p.status === SPU_STATUS.onSale ? 'products.takeOff' : 'products.putOn')}
              </button>
            )}
            {can('product:spu:delete') && (
              <button
                type="button"
                className="danger"
                onClick={() => {
                  if (window.confirm(t('products.confirmDelete', { name: p.name })))
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
      <PageHeader title={t('nav.products')}>
        {can('product:spu:export') && <ExportButton route={adminRoutes.product.spu.exportExcel} input={filters} />}
        {can('product:spu:import') && (
          <button type="button" onClick={() => setImporting(true)}>
            {t('productImport.open')}
          </button>
        )}
        {can('product:spu:create') && (
          <Link className="button primary" to="/products/new">
            {t('products.create')}
          </Link>
        )}
      </PageHeader>
      {importing && <ImportDialog onClose={() => setImporting(false)} />}
      <form className="filters" onSubmit={submit} role="search">
        <input
          aria-label={t('products.name')}
          placeholder={t('products.searchName')}
          value={search}
          onChange={(e) => setSearch(e.target.value)}
        />
        <select aria-label={t('products.category')} value={categoryId ?? ''} onChange={(e) => update({ categoryId: e.target.value })}>
          <option value="">{t('products.allCategories')}</option>
          {categories.map((c) => (
            <option key={c.id} value={c.id}>
              {categoryPath(categories, c.id)}
            </option>
          ))}
        </select>
        <select aria-label={t('admins.status')} value={status ?? ''} onChange={(e) => update({ status: e.target.value })}>
          <option value="">{t('products.onAndOff')}</option>
          <option value={SPU_STATUS.onSale}>{t('products.status.onSale')}</option>
          <option value={SPU_STATUS.offSale}>{t('products.status.offSale')}</option>
          <option value={SPU_STATUS.recycled}>{t('products.status.recycled')}</option>
        </select>
        <button type="submit">{t('common.search')}</button>
      </form>
      <DataTable
        columns={columns}
        rows={data?.list}
        rowKey={(p) => p.id}
        serverSort={{
          field: sortField ?? null,
          asc: sortAsc,
          onChange: (field, asc) => update({ sortField: field, sortAsc: field && asc ? 'true' : null }),
        }}
        loading={isFetching}
        onRowClick={(p) => navigate(`/products/${p.id}`)}
      />
      {data && (
        <Pager
          pageNo={pageNo}
          pageSize={pageSize}
          total={data.total}
          onPage={(page) => update({ pageNo: page })}
          onPageSize={(size) => update({ pageSize: size })}
        />
      )}
    </>
  );
}
