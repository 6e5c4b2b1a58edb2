import '../content.css';
import { JOB_CATEGORIES, LANGUAGES, type Language, type TAdminJob, ZAdminJobSaveRequest } from '@shop/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, type Column } from '../../../components/ui/data-table.tsx';
import { Dialog, DialogActions } from '../../../components/ui/dialog.tsx';
import { SelectField, TextAreaField, TextField } from '../../../components/ui/field.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { Pager } from '../../../components/ui/pager.tsx';
import { useContractForm } from '../../../lib/contract-form.ts';
import { showToast } from '../../../lib/toast.ts';
import { useCan } from '../../auth/index.ts';
import { useJobPostings, useSaveJobPosting } from '../api/content.ts';

type Texts = Record<Language, string>;
interface Values {
  title: Texts;
  description: Texts;
  location: string;
  company: string;
  category: string;
  active: boolean;
}

function JobDialog({ job, onClose }: { job: TAdminJob | null; onClose: () => void }) {
  const { t } = useTranslation();
  const save = useSaveJobPosting();
  const [language, setLanguage] = useState<Language>('en');
  const form = useContractForm(ZAdminJobSaveRequest, {
    defaultValues: {
      title: job?.title ?? { en: '', de: '', zh: '' },
      description: job?.description ?? { en: '', de: '', zh: '' },
      location: job?.location ?? '',
      company: job?.company ?? '',
      category: job?.category ?? JOB_CATEGORIES[0],
      active: job?.active ?? true,
    },
    toInput: (v: Values) => ({ ...v, category: v.category as (typeof JOB_CATEGORIES)[number] }),
  });
  const { errors, isSubmitting } = form.formState;
  const submit = form.handleSubmit(async (input) => {
    await save.mutateAsync(job ? { ...input, id: job.id } : input);
    showToast(t('common.saved'), 'success');
    onClose();
  });
  return (
    <Dialog title={job ? t('content.editJob') : t('content.newJob')} open onClose={onClose}>
      <form onSubmit={(e) => void submit(e).catch(() => undefined)} noValidate className="content-editor">
        <div className="tabs" role="tablist" aria-label={t('content.language')}>
          {LANGUAGES.map((l) => (
            <button key={l} type="button" role="tab" aria-selected={language === l} onClick={() => setLanguage(l)}>
              {t(`content.languages.${l}`)}
              {(errors.title?.[l] || errors.description?.[l]) && ' ⚠'}
            </button>
          ))}
        </div>
        <p className="muted">{language === 'en' ? t('content.englishRequired') : t('content.fallsBack')}</p>
        {LANGUAGES.map((l) => (
          <div key={l} hidden={l !== language}>
            <TextField label={t('content.jobTitle')} error={errors.title?.[l]?.message} {...form.register(`title.${l}`)} />
            <TextAreaField
              label={t('content.description')}
              rows={10}
              hint={t('content.descriptionHint')}
              error={errors.description?.[l]?.message}
              {...form.register(`description.${l}`)}
            />
          </div>
        ))}
        <div className="form-grid">
          <TextField label={t('content.location')} error={errors.location?.message} {...form.register('location')} />
          <TextField label={t('content.company')} error={errors.company?.message} {...form.register('company')} />
          <SelectField label={t('content.category')} {...form.register('category')}>
            {JOB_CATEGORIES.map((c) => (
              <option key={c} value={c}>
                {t(`content.categories.${c}`)}
              </option>
            ))}
          </SelectField>
          <label className="check">
            <input type="checkbox" {...form.register('active')} /> {t('content.active')}
          </label>
        </div>
        <DialogActions onCancel={onClose} busy={isSubmitting} />
      </form>
    </Dialog>
  );
}

/** Open and closed positions with their number of applications; closing one hides it from the storefront. */
export function JobPostingsPage() {
  const { t } = useTranslation();
  const can = useCan();
  const [page, setPage] = useState({ pageNo: 1, pageSize: 20 });
  const [editing, setEditing] = useState<TAdminJob | 'new' | null>(null);
  const { data, isFetching } = useJobPostings(page);
  const writable = can('content:job:update');
  const columns: Column<TAdminJob>[] = [
    { key: 'title', header: t('content.jobTitle'), cell: (j) => j.title.en, sortValue: (j) => j.title.en },
    { key: 'location', header: t('content.location'), cell: (j) => j.location, sortValue: (j) => j.location },
    { key: 'company', header: t('content.company'), cell: (j) => j.company, sortValue: (j) => j.company, secondary: true },
    { key: 'category', header: t('content.category'), cell: (j) => t(`content.categories.${j.category}`), secondary: true },
    {
      key: 'active',
      header: t('content.status'),
      cell: (j) => (
        <span className={`badge badge--${j.active ? 'ok' : 'danger'}`}>{t(j.active ? 'content.active' : 'content.closed')}</span>
      ),
      sortValue: (j) => Number(j.active),
    },
    {
      key: 'applications',
      header: t('content.applications'),
      cell: (j) => j.applicationCount,
      sortValue: (j) => j.applicationCount,
      align: 'right',
    },
  ];
  return (
    <>
      <PageHeader title={t('nav.jobs')}>
        {writable && (
          <button type="button" className="primary" onClick={() => setEditing('new')}>
            {t('content.newJob')}
          </button>
        )}
      </PageHeader>
      <DataTable
        columns={columns}
        rows={data?.list}
        rowKey={(j) => j.id}
        loading={isFetching}
        onRowClick={writable ? (j) => setEditing(j) : undefined}
        empty={t('content.noJobs')}
      />
      <Pager pageNo={page.pageNo} pageSize={page.pageSize} total={data?.total ?? 0} onPage={(pageNo) => setPage({ ...page, pageNo })} />
      {editing && <JobDialog job={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />}
    </>
  );
}
