import '../categories.css';
import { COMMON_STATUS, LANGUAGES, ZAdminCategoryCreateRequest, type Language, type TAdminCategory } from '@shop/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type ChangeEvent } from 'react';
import type { FieldErrors } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Dialog, DialogActions } from '../../../components/ui/dialog.tsx';
import { SelectField, TextField } from '../../../components/ui/field.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { client } from '../../../lib/api-client.ts';
import { useContractForm } from '../../../lib/contract-form.ts';
import { showToast } from '../../../lib/toast.ts';
import { useCan } from '../../auth/index.ts';

const useCategories = () => useQuery({ queryKey: client.product.category.list.key({}), queryFn: () => client.product.category.list({}) });

function useCategoryMutation<Input>(call: (input: Input) => Promise<unknown>) {
  const queries = useQueryClient();
  return useMutation({ mutationFn: call, onSettled: () => queries.invalidateQueries({ queryKey: client.product.category.list.key() }) });
}

interface Values {
  parentId: string;
  name: Record<Language, string>;
  sort: string;
  code: string;
  picUrl: string;
  enabled: boolean;
}

/** The category's picture: upload one (replacing the last), or remove it. */
function CategoryPicture({ url, onChange, error }: { url: string; onChange: (url: string) => void; error?: string | undefined }) {
  const { t } = useTranslation();
  const upload = useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append('file', file);
      return client.infra.file.upload(form);
    },
  });
  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (file) onChange(await upload.mutateAsync(file));
  };
  return (
    <fieldset className="pictures">
      <legend>{t('categories.picture')}</legend>
      {url ? (
        <div className="category-picture">
          <img src={url} alt="" width="88" height="88" />
          <button type="button" className="danger" onClick={() => onChange('')}>
            {t('categories.removePicture')}
          </button>
        </div>
      ) : (
        <p className="muted">{t('categories.noPicture')}</p>
      )}
      <label className="button">
        {upload.isPending ? t('common.loading') : t(url ? 'categories.replacePicture' : 'categories.uploadPicture')}
        <input
          type="file"
          accept="image/jpeg,image/png,image/gif"
          hidden
          data-testid="category-picture-file"
          onChange={(e) => void choose(e).catch(() => undefined)}
        />
      </label>
      {(error || upload.isError) && (
        <span className="field__error" role="alert">
          {error ?? t('categories.uploadFailed')}
        </span>
      )}
    </fieldset>
  );
}

/** Categories in tree order: each followed by the ones below it, with its depth. */
function treeOrder(categories: TAdminCategory[]): { category: TAdminCategory; depth: number }[] {
  const children = new Map<number, TAdminCategory[]>();
  for (const c of categories) children.set(c.parentId, [...(children.get(c.parentId) ?? []), c]);
  const out: { category: TAdminCategory; depth: number }[] = [];
  const walk = (parentId: number, depth: number) => {
    for (const c of (children.get(parentId) ?? []).sort((a, b) => a.sort - b.sort)) {
      out.push({ category: c, depth });
      if (depth < 10) walk(c.id, depth + 1);
    }
  };
  walk(0, 0);
  return out;
}

function CategoryDialog({
  category,
  categories,
  onClose,
}: {
  category: TAdminCategory | null;
  categories: TAdminCategory[];
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const save = useCategoryMutation((input: { id?: number } & Parameters<typeof client.product.category.create>[0]) =>
    input.id ? client.product.category.update({ ...input, id: input.id }) : client.product.category.create(input),
  );
  const form = useContractForm(ZAdminCategoryCreateRequest, {
    defaultValues: {
      parentId: String(category?.parentId ?? 0),
      name: category?.name ?? { en: '', de: '', zh: '' },
      sort: String(category?.sort ?? 0),
      code: category?.code ?? '',
      picUrl: category?.picUrl ?? '',
      enabled: (category?.status ?? COMMON_STATUS.enabled) === COMMON_STATUS.enabled,
    } as Values,
    toInput: (v: Values) => ({
      parentId: Number(v.parentId),
      name: v.name,
      picUrl: v.picUrl,
      sort: v.sort.trim() === '' ? Number.NaN : Number(v.sort),
      code: v.code,
      status: v.enabled ? COMMON_STATUS.enabled : COMMON_STATUS.disabled,
    }),
  });
  const errors = form.formState.errors as FieldErrors<Values>;
  const picUrl = form.watch('picUrl');
  const submit = form.handleSubmit(async (input) => {
    await save.mutateAsync(category ? { ...input, id: category.id } : input);
    showToast(t('common.saved'), 'success');
    onClose();
  });
  return (
    <Dialog title={category ? t('categories.edit', { name: category.name.en }) : t('categories.create')} open onClose={onClose}>
      <form onSubmit={(e) => void submit(e).catch(() => undefined)} noValidate>
        {LANGUAGES.map((l) => (
          <TextField key={l} label={t(`categories.name_${l}`)} error={errors.name?.[l]?.message} {...form.register(`name.${l}`)} />
        ))}
        <SelectField label={t('categories.parent')} {...form.register('parentId')}>
          <option value="0">{t('categories.top')}</option>
          {treeOrder(categories)
            .filter(({ category: c }) => c.id !== category?.id)
            .map(({ category: c, depth }) => (
              <option key={c.id} value={c.id}>
                {'— '.repeat(depth)}
                {c.name.en}
              </option>
            ))}
        </SelectField>
        <TextField
          label={t('categories.sort')}
          inputMode="numeric"
          hint={t('categories.sortHint')}
          error={errors.sort?.message}
          {...form.register('sort')}
        />
        <TextField label={t('categories.code')} hint={t('categories.codeHint')} error={errors.code?.message} {...form.register('code')} />
        <CategoryPicture
          url={picUrl}
          onChange={(url) => form.setValue('picUrl', url, { shouldDirty: true, shouldValidate: form.formState.isSubmitted })}
          error={errors.picUrl?.message}
        />
        <label className="check">
          <input type="checkbox" {...form.register('enabled')} /> {t('common.enabled')}
        </label>
        <DialogActions onCancel={onClose} busy={form.formState.isSubmitting} />
      </form>
    </Dialog>
  );
}

/** The category tree: names in three languages, picture, order, active flag; add, edit, delete (empty ones only). */
export function CategoryPage() {
  const { t } = useTranslation();
  const can = useCan();
  const { data: categories, isFetching } = useCategories();
  const [editing, setEditing] = useState<TAdminCategory | null | undefined>(undefined);
  const remove = useCategoryMutation((id: number) => client.product.category.delete({ id }));
  return (
    <>
      <PageHeader title={t('nav.categories')}>
        {can('product:category:create') && (
          <button type="button" className="primary" onClick={() => setEditing(null)}>
            {t('categories.create')}
          </button>
        )}
      </PageHeader>
      <div className="table-wrap" aria-busy={isFetching || undefined}>
        <table className="data-table">
          <thead>
            <tr>
              <th scope="col">{t('categories.name')}</th>
              <th scope="col" className="secondary">
                Deutsch
              </th>
              <th scope="col" className="secondary">
                中文
              </th>
              <th scope="col" className="num">
                {t('categories.sort')}
              </th>
              <th scope="col">{t('admins.status')}</th>
              <th scope="col" />
            </tr>
          </thead>
          <tbody>
            {treeOrder(categories ?? []).map(({ category: c, depth }) => (
              <tr key={c.id}>
                <td style={{ paddingLeft: `${0.7 + depth * 1.4}rem` }}>
                  <span className="category-name">
                    {c.picUrl && <img src={c.picUrl} alt="" width="28" height="28" />}
                    {c.name.en}
                  </span>
                </td>
                <td className="secondary">{c.name.de}</td>
                <td className="secondary">{c.name.zh}</td>
                <td className="num">{c.sort}</td>
                <td>
                  <span className={`badge badge--${c.status === COMMON_STATUS.enabled ? 'ok' : 'danger'}`}>
                    {t(c.status === COMMON_STATUS.enabled ? 'common.enabled' : 'common.disabled')}
                  </span>
                </td>
                <td>
                  <span className="row-actions">
                    {can('product:category:update') && (
                      <button type="button" onClick={() => setEditing(c)}>
                        {t('common.edit')}
                      </button>
                    )}
                    {can('product:category:delete') && (
                      <button
                        type="button"
                        className="danger"
                        onClick={() => {
                          if (window.confirm(t('categories.confirmDelete', { name: c.name.en })))
                            remove.mutate(c.id, { onSuccess: () => showToast(t('common.deleted'), 'success') });
                        }}
                      >
                        {t('common.delete')}
                      </button>
                    )}
                  </span>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {editing !== undefined && <CategoryDialog category={editing} categories={categories ?? []} onClose={() => setEditing(undefined)} />}
    </>
  );
}
