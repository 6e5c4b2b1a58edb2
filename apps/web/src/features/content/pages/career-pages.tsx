import '../content.css';
import { JOB_CATEGORIES, JOB_FILTER_KEYS, JOB_PAGE_SIZE, type JobFilter, pageNoOf, type TJobSummary, UPLOAD_RULES } from '@shop/shared';
import { type ChangeEvent, type FormEvent, use, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { SelectField, SubmitButton, TextField } from '../../../components/ui/field.tsx';
import { NotFound } from '../../../components/ui/not-found.tsx';
import { Pager } from '../../../components/ui/pager.tsx';
import { PlainText, type TextSection, TextSections } from '../../../components/ui/text-sections.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { pageTextsLoaded } from '../../../lib/i18n.ts';
import { usePageMeta } from '../../../lib/page-meta.ts';
import { usePageTexts } from '../../../lib/use-page-texts.ts';
import { AllCountryOptions, useCountries, useProfile } from '../../member/index.ts';
import { uploadAs } from '../api/advertising.ts';
import { useApplyForJobPosting, useJobPosting, useJobPostingFilters, useJobPostings } from '../api/job-postings.ts';

const Loading = () => <div className="page-loading" aria-busy="true" />;
const MAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const CV_RULE = UPLOAD_RULES.document;
const CV_ACCEPT =
  '.pdf,.doc,.docx,application/pdf,application/msword,application/vnd.openxmlformats-officedocument.wordprocessingml.document';

function JobRows({ jobs }: { jobs: TJobSummary[] }) {
  const { t } = useTranslation('pages');
  return (
    <ul className="job-list">
      {jobs.map((job) => (
        <li key={job.id}>
          <Link to={`/jobDetail?id=${job.id}`}>{job.title}</Link>
          <span className="muted">
            {job.company} · {job.location} · {t(`jobs.categories.${job.category}`)}
          </span>
        </li>
      ))}
    </ul>
  );
}

function Career() {
  const { t } = useTranslation('pages');
  usePageMeta(t('career.title'), t('career.description'));
  const { data } = useJobPostings(1, { title: '', location: '', company: '', category: '' });
  return (
    <article className="content-page">
      <h1>{t('career.title')}</h1>
      <TextSections sections={t('career.story', { returnObjects: true }) as TextSection[]} />
      <section>
        <h2>{t('career.openPositions')}</h2>
        {data && data.total === 0 ? <p>{t('career.noPositions')}</p> : <JobRows jobs={data?.list.slice(0, 5) ?? []} />}
        <Link className="button" to="/jobList">
          {t('career.allPositions')}
        </Link>
      </section>
    </article>
  );
}

function JobList() {
  const { t } = useTranslation('pages');
  usePageMeta(t('jobs.title'), t('jobs.description'));
  const [params, setParams] = useSearchParams();
  const filter = Object.fromEntries(JOB_FILTER_KEYS.map((k) => [k, params.get(k) ?? ''])) as JobFilter;
  const page = pageNoOf(params);
  const { data, isPending } = useJobPostings(page, filter);
  const { data: options } = useJobPostingFilters();
  const pages = Math.max(1, Math.ceil((data?.total ?? 0) / JOB_PAGE_SIZE));
  // The filter lives in the address: a search can be shared, and "back" returns to it.
  const search = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const next = new URLSearchParams();
    for (const key of JOB_FILTER_KEYS) {
      const value = String(form.get(key) ?? '').trim();
      if (value) next.set(key, value);
    }
    setParams(next);
  };
  const goTo = (next: number) => {
    const nextParams = new URLSearchParams(params);
    nextParams.set('page', String(next));
    setParams(nextParams);
  };
  const select = (name: 'location' | 'company' | 'category', values: readonly string[], label: (v: string) => string) => (
    <label className="field">
      <span>{t(`jobs.${name}`)}</span>
      <select name={name} defaultValue={filter[name]} key={`${name}-${filter[name]}-${values.length}`}>
        <option value="">{t('jobs.any')}</option>
        {values.map((v) => (
          <option key={v} value={v}>
            {label(v)}
          </option>
        ))}
      </select>
    </label>
  );
  return (
    <section className="content-page">
      <h1>{t('jobs.title')}</h1>
      <form className="job-filter" onSubmit={search} role="search">
        <label className="field">
          <span>{t('jobs.filterTitle')}</span>
          <input name="title" type="search" defaultValue={filter.title} key={`title-${filter.title}`} maxLength={100} />
        </label>
        {select('location', options?.locations ?? [], (v) => v)}
        {select('company', options?.companies ?? [], (v) => v)}
        {select('category', options?.categories ?? JOB_CATEGORIES, (v) => t(`jobs.categories.${v}`))}
        <div className="job-filter__actions">
          <button type="submit" className="button">
            {t('jobs.search')}
          </button>
          <Link to="/jobList" className="button button--secondary">
            {t('jobs.reset')}
          </Link>
        </div>
      </form>
      <p role="status" className="muted">
        {data ? t('jobs.count', { count: data.total }) : ''}
      </p>
      {!isPending && data?.total === 0 ? <EmptyState title={t('jobs.empty')} /> : <JobRows jobs={data?.list ?? []} />}
      <Pager page={page} pages={pages} onChange={goTo} />
    </section>
  );
}

function JobDetail({ id }: { id: number }) {
  const { t } = useTranslation('pages');
  const { data: job, isError } = useJobPosting(id);
  usePageMeta(job ? `${job.title} · ${job.location}` : t('jobs.title'), job ? `${job.company}, ${job.location}: ${job.title}` : undefined);
  if (isError || id <= 0) return <NotFound title={t('jobs.notFound')} />;
  if (!job) return <Loading />;
  return (
    <article className="content-page">
      <Link to="/jobList">← {t('jobs.back')}</Link>
      <h1>{job.title}</h1>
      <p className="muted">
        {job.company} · {job.location} · {t(`jobs.categories.${job.category}`)}
      </p>
      <PlainText text={job.description} />
      <Link className="button" to={`/applyResume?jobId=${job.id}`}>
        {t('jobs.apply')}
      </Link>
    </article>
  );
}

type ApplyValues = {
  firstName: string;
  lastName: string;
  mail: string;
  mobile: string;
  countryId: string;
  birthday: string;
  letter: string;
};

function ApplyForm({ jobId }: { jobId: number }) {
  const { t } = useTranslation('pages');
  const { data: job, isError } = useJobPosting(jobId);
  const { data: profile } = useProfile();
  const { countries } = useCountries();
  usePageMeta(t('apply.pageTitle'));
  const apply = useApplyForJobPosting();
  const [cv, setCv] = useState<{ name: string; url: string } | null>(null);
  const [cvError, setCvError] = useState('');
  const [uploading, setUploading] = useState(false);
  const { register, handleSubmit, formState } = useForm<ApplyValues>({
    mode: 'onTouched',
    // Filled from the account; what the applicant types wins.
    values: {
      firstName: profile?.firstName ?? '',
      lastName: profile?.lastName ?? '',
      mail: profile?.mail ?? '',
      mobile: profile?.mobile ?? '',
      countryId: profile?.countryId ? String(profile.countryId) : '',
      birthday: profile?.birthday ?? '',
      letter: '',
    },
    resetOptions: { keepDirtyValues: true },
  });
  if (isError || jobId <= 0) return <NotFound title={t('jobs.notFound')} />;
  if (!job) return <Loading />;
  if (apply.isSuccess) {
    return (
      <section className="content-page">
        <h1>{t('apply.title', { job: job.title })}</h1>
        <p role="status" className="notice notice--ok">
          {t('apply.sent', { mail: apply.variables.mail })}
        </p>
        <Link to="/jobList">{t('jobs.back')}</Link>
      </section>
    );
  }
  const chooseCv = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    if (!/\.(pdf|docx?)$/i.test(file.name)) return setCvError(t('apply.cvType'));
    if (file.size > CV_RULE.maxBytes) return setCvError(t('apply.cvSize'));
    setCvError('');
    setUploading(true);
    try {
      setCv({ name: file.name, url: await uploadAs(file, 'document') });
    } catch (error) {
      setCvError(error instanceof ApiError ? error.message : t('apply.cvType'));
    } finally {
      setUploading(false);
    }
  };
  const required = { validate: (v: string) => v.trim() !== '' || t('apply.required') };
  const submit = handleSubmit((values) => {
    if (!cv) return setCvError(t('apply.cvMissing'));
    apply.mutate({ jobId, ...values, countryId: values.countryId ? Number(values.countryId) : undefined, resumeUrl: cv.url });
  });
  return (
    <section className="content-page">
      <h1>{t('apply.title', { job: job.title })}</h1>
      <p>{t('apply.intro')}</p>
      <form className="form form--steady content-form" onSubmit={submit} noValidate>
        <div className="field-row">
          <TextField
            label={t('apply.firstName')}
            required
            autoComplete="given-name"
            maxLength={60}
            error={formState.errors.firstName?.message}
            {...register('firstName', required)}
          />
          <TextField
            label={t('apply.lastName')}
            required
            autoComplete="family-name"
            maxLength={60}
            error={formState.errors.lastName?.message}
            {...register('lastName', required)}
          />
        </div>
        <div className="field-row">
          <TextField
            label={t('apply.mail')}
            required
            type="email"
            autoComplete="email"
            error={formState.errors.mail?.message}
            {...register('mail', { validate: (v) => MAIL.test(v.trim()) || t('apply.badMail') })}
          />
          <TextField label={t('apply.mobile')} type="tel" autoComplete="tel" maxLength={30} {...register('mobile')} />
        </div>
        <div className="field-row">
          {/* Where the applicant lives: any country, not only those the shop ships to. */}
          <SelectField label={t('apply.country')} autoComplete="country" {...register('countryId')}>
            <option value="">{t('apply.chooseCountry')}</option>
            <AllCountryOptions countries={countries} />
          </SelectField>
          <TextField label={t('apply.birthday')} type="date" max={new Date().toISOString().slice(0, 10)} {...register('birthday')} />
        </div>
        <div className="field">
          <span className="required">{t('apply.cv')}</span>
          <label className="button button--secondary file-button">
            {uploading ? '…' : cv ? cv.name : t('apply.chooseCv')}
            <input className="visually-hidden" type="file" name="cv" accept={CV_ACCEPT} onChange={chooseCv} />
          </label>
          <span className="field__error" role="alert">
            {cvError}
          </span>
        </div>
        <label className="field">
          <span>{t('apply.letter')}</span>
          <textarea rows={6} maxLength={5000} {...register('letter')} />
        </label>
        <SubmitButton disabled={apply.isPending || uploading}>{t('apply.send')}</SubmitButton>
      </form>
    </section>
  );
}

const idFrom = (value: string | null) => {
  const id = Number.parseInt(value ?? '', 10);
  return Number.isInteger(id) && id > 0 ? id : 0;
};

/** `/career`: the company's story and its open positions. */
export function CareerPage() {
  use(pageTextsLoaded());
  return <Career />;
}

/** `/jobList`: open positions filtered by title, location, company and category (kept in the address). */
export function JobListPage() {
  use(pageTextsLoaded());
  return <JobList />;
}

/** `/jobDetail?id=`: one open position. */
export function JobDetailPage() {
  use(pageTextsLoaded());
  const [params] = useSearchParams();
  return <JobDetail id={idFrom(params.get('id'))} />;
}

/** `/applyResume?jobId=`: the application with a CV (members: the CV is kept with the account). */
export function ApplyResumePage() {
  const [params] = useSearchParams();
  return usePageTexts() ? <ApplyForm jobId={idFrom(params.get('jobId'))} /> : <Loading />;
}
