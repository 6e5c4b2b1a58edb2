import '../content.css';
import { ARTICLE_STATUS, LANGUAGES, type Language, type TAdminArticle, ZAdminArticleSaveRequest } from '@shop/shared';
import { type ChangeEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, type Column } from '../../../components/ui/data-table.tsx';
import { Dialog, DialogActions } from '../../../components/ui/dialog.tsx';
import { SelectField, TextAreaField, TextField } from '../../../components/ui/field.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { Pager } from '../../../components/ui/pager.tsx';
import { useContractForm } from '../../../lib/contract-form.ts';
import { dateTime } from '../../../lib/format.ts';
import { showToast } from '../../../lib/toast.ts';
import { useCan } from '../../auth/index.ts';
import { useArticle, useArticles, useDeleteArticle, useSaveArticle, useUploadCover } from '../api/content.ts';

type Texts = Record<Language, string>;
interface Values {
  title: Texts;
  summary: Texts;
  keywords: Texts;
  body: Texts;
  coverUrl: string;
  tags: string;
  status: string;
  publishTime: string;
}

const empty = (): Texts => ({ en: '', de: '', zh: '' });

/** A datetime-local field's text for epoch ms in the admin's time zone, and back. */
function toLocalInput(ms: number | null): string {
  if (ms === null) return '';
  return new Date(ms - new Date(ms).getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
}

function defaults(article: TAdminArticle | null): Values {
  return {
    title: article?.title ?? empty(),
    summary: article?.summary ?? empty(),
    keywords: article?.keywords ?? empty(),
    body: article?.body ?? empty(),
    coverUrl: article?.coverUrl ?? '',
    tags: article?.tags.join(', ') ?? '',
    status: String(article?.status ?? ARTICLE_STATUS.draft),
    publishTime: toLocalInput(article?.publishTime ?? null),
  };
}

function ArticleDialog({ article, onClose }: { article: TAdminArticle | null; onClose: () => void }) {
  const { t } = useTranslation();
  const [language, setLanguage] = useState<Language>('en');
  const save = useSaveArticle();
  const upload = useUploadCover();
  const form = useContractForm(ZAdminArticleSaveRequest, {
    defaultValues: defaults(article),
    toInput: (v: Values) => ({
      title: v.title,
      summary: v.summary,
      keywords: v.keywords,
      body: v.body,
      coverUrl: v.coverUrl,
      tags: v.tags
        .split(',')
        .map((tag) => tag.trim())
        .filter(Boolean),
      status: Number(v.status) as 0 | 1,
      publishTime: v.publishTime ? new Date(v.publishTime).getTime() : null,
    }),
  });
  const { errors, isSubmitting } = form.formState;
  const coverUrl = form.watch('coverUrl');
  const submit = form.handleSubmit(async (input) => {
    await save.mutateAsync(article ? { ...input, id: article.id } : input);
    showToast(t('common.saved'), 'success');
    onClose();
  });
  const chooseCover = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (file) form.setValue('coverUrl', await upload.mutateAsync(file), { shouldDirty: true });
  };
  // A language whose fields were refused is named on its tab, so the admin finds the problem.
  const refused = (l: Language) => ['title', 'summary', 'keywords', 'body'].some((f) => errors[f as 'title']?.[l]);
  return (
    <Dialog title={article ? t('content.editArticle') : t('content.newArticle')} open onClose={onClose}>
      <form onSubmit={(e) => void submit(e).catch(() => undefined)} noValidate className="content-editor">
        <div className="tabs" role="tablist" aria-label={t('content.language')}>
          {LANGUAGES.map((l) => (
            <button key={l} type="button" role="tab" aria-selected={language === l} onClick={() => setLanguage(l)}>
              {t(`content.languages.${l}`)}
              {refused(l) && ' ⚠'}
            </button>
          ))}
        </div>
        <p className="muted">{language === 'en' ? t('content.englishRequired') : t('content.fallsBack')}</p>
        {LANGUAGES.map((l) => (
          <div key={l} hidden={l !== language}>
            <TextField label={t('content.title')} error={errors.title?.[l]?.message} {...form.register(`title.${l}`)} />
            <TextAreaField label={t('content.summary')} rows={2} error={errors.summary?.[l]?.message} {...form.register(`summary.${l}`)} />
            <TextField
              label={t('content.keywords')}
              hint={t('content.keywordsHint')}
              error={errors.keywords?.[l]?.message}
              {...form.register(`keywords.${l}`)}
            />
            <TextAreaField
              label={t('content.body')}
              rows={14}
              className="content-editor__body"
              hint={t('content.bodyHint')}
              error={errors.body?.[l]?.message}
              {...form.register(`body.${l}`)}
            />
          </div>
        ))}
        <div className="form-grid">
          <TextField label={t('content.tags')} hint={t('content.tagsHint')} error={errors.tags?.message} {...form.register('tags')} />
          <SelectField label={t('content.status')} {...form.register('status')}>
            <option value={ARTICLE_STATUS.draft}>{t('content.draft')}</option>
            <option value={ARTICLE_STATUS.published}>{t('content.published')}</option>
          </SelectField>
          <TextField
            label={t('content.publishTime')}
            type="datetime-local"
            hint={t('content.publishHint')}
            {...form.register('publishTime')}
          />
          <div className="field">
            <span>{t('content.cover')}</span>
            {coverUrl && <img src={coverUrl} alt="" width="160" height="90" className="content-editor__cover" />}
            <input type="file" accept="image/png,image/jpeg" aria-label={t('content.cover')} onChange={(e) => void chooseCover(e)} />
            {errors.coverUrl && <span className="field__error">{errors.coverUrl.message}</span>}
          </div>
        </div>
        <DialogActions onCancel={onClose} busy={isSubmitting || upload.isPending} />
      </form>
    </Dialog>
  );
}

function EditArticle({ id, onClose }: { id: number; onClose: () => void }) {
  const { data } = useArticle(id);
  return data ? <ArticleDialog article={data} onClose={onClose} /> : null;
}

/** Blog articles: drafts and published ones, written in three languages and published from here. */
export function ArticlesPage() {
  const { t } = useTranslation();
  const can = useCan();
  const [page, setPage] = useState({ pageNo: 1, pageSize: 20 });
  const [editing, setEditing] = useState<number | 'new' | null>(null);
  const { data, isFetching } = useArticles(page);
  const remove = useDeleteArticle();
  const writable = can('content:article:update');
  const columns: Column<TAdminArticle>[] = [
    { key: 'title', header: t('content.title'), cell: (a) => a.title.en, sortValue: (a) => a.title.en },
    {
      key: 'status',
      header: t('content.status'),
      cell: (a) => (
        <span className={`badge badge--${a.status === ARTICLE_STATUS.published ? 'ok' : 'warn'}`}>
          {t(a.status === ARTICLE_STATUS.published ? 'content.published' : 'content.draft')}
        </span>
      ),
      sortValue: (a) => a.status,
    },
    { key: 'publishTime', header: t('content.publishTime'), cell: (a) => dateTime(a.publishTime), sortValue: (a) => a.publishTime },
    { key: 'tags', header: t('content.tags'), cell: (a) => a.tags.join(', '), secondary: true },
    {
      key: 'actions',
      header: '',
      cell: (a) =>
        writable && (
          <button
            type="button"
            className="link"
            onClick={(event) => {
              event.stopPropagation();
              if (window.confirm(t('content.deleteAsk', { title: a.title.en }))) remove.mutate(a.id);
            }}
          >
            {t('common.delete')}
          </button>
        ),
    },
  ];
  return (
    <>
      <PageHeader title={t('nav.articles')}>
        {writable && (
          <button type="button" className="primary" onClick={() => setEditing('new')}>
            {t('content.newArticle')}
          </button>
        )}
      </PageHeader>
      <DataTable
        columns={columns}
        rows={data?.list}
        rowKey={(a) => a.id}
        loading={isFetching}
        onRowClick={writable ? (a) => setEditing(a.id) : undefined}
        empty={t('content.noArticles')}
      />
      <Pager pageNo={page.pageNo} pageSize={page.pageSize} total={data?.total ?? 0} onPage={(pageNo) => setPage({ ...page, pageNo })} />
      {editing === 'new' && <ArticleDialog article={null} onClose={() => setEditing(null)} />}
      {typeof editing === 'number' && <EditArticle id={editing} onClose={() => setEditing(null)} />}
    </>
  );
}
