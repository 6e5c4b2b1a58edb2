import '../content.css';
import { CONTACT_SUBJECTS } from '@shop/shared';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { SubmitButton, TextField } from '../../../components/ui/field.tsx';
import { useProfile } from '../../member/index.ts';
import { useCreateContactMessage } from '../api/create-contact-message.ts';

const MAX_INQUIRY = 300;
const MAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** A question from a product's page is about the product: subject "product question". */
const PRODUCT_SUBJECT = '5';

type Values = { subject: string; content: string; firstName: string; lastName: string; mail: string; mobile: string; company: string };

/**
 * The contact page's form (spec section 2): subject, inquiry, name, e-mail, phone and company,
 * filled from the account when logged in; `?spuId=&product=` (from "Ask a question" on a product's
 * page) sends the product along.
 */
export function ContactForm() {
  const { t } = useTranslation('pages');
  const [params] = useSearchParams();
  const spuId = Number.parseInt(params.get('spuId') ?? '', 10);
  const product = Number.isInteger(spuId) && spuId > 0 ? { id: spuId, name: params.get('product') ?? `#${spuId}` } : null;
  const { data: profile } = useProfile();
  const create = useCreateContactMessage();
  const { register, handleSubmit, watch, formState } = useForm<Values>({
    mode: 'onTouched',
    values: {
      subject: product ? PRODUCT_SUBJECT : '',
      content: '',
      firstName: profile?.firstName ?? '',
      lastName: profile?.lastName ?? '',
      mail: profile?.mail ?? '',
      mobile: profile?.mobile ?? '',
      company: '',
    },
    // What the visitor typed wins over the account's data arriving later.
    resetOptions: { keepDirtyValues: true },
  });
  const { errors } = formState;
  // Coming from a product's page, the form (below the contact details) is what the visitor came for.
  const fromProduct = product !== null;
  useEffect(() => {
    if (fromProduct) document.getElementById('contact')?.scrollIntoView();
  }, [fromProduct]);
  const required = { validate: (v: string) => v.trim() !== '' || t('contact.required') };
  if (create.isSuccess) {
    return (
      <p role="status" className="notice notice--ok" id="contact">
        {t('contact.sent', { mail: create.variables.mail })}
      </p>
    );
  }
  const submit = handleSubmit(({ content, ...values }) =>
    create.mutate({ ...values, content: content.trim(), picUrl: [], ...(product ? { spuId: product.id } : {}) }),
  );
  return (
    <section id="contact" aria-labelledby="contact-title">
      <h2 id="contact-title">{t('contact.title')}</h2>
      {product && <p className="notice">{t('contact.about', { product: product.name })}</p>}
      <form className="form form--steady content-form" onSubmit={submit} noValidate>
        <div className="field">
          <label htmlFor="contact-subject" className="required">
            {t('contact.subject')}
          </label>
          <select id="contact-subject" aria-invalid={Boolean(errors.subject)} {...register('subject', required)}>
            <option value="">{t('contact.choose')}</option>
            {CONTACT_SUBJECTS.map((value) => (
              <option key={value} value={value}>
                {t(`contact.subjects.${value}`)}
              </option>
            ))}
          </select>
          <span className="field__error" role="alert">
            {errors.subject?.message}
          </span>
        </div>
        <div className="field">
          <label htmlFor="contact-content" className="required">
            {t('contact.inquiry')}
          </label>
          <textarea
            id="contact-content"
            rows={5}
            maxLength={MAX_INQUIRY}
            aria-invalid={Boolean(errors.content)}
            {...register('content', required)}
          />
          <span className="field__hint">
            {watch('content').length} / {MAX_INQUIRY}
          </span>
          <span className="field__error" role="alert">
            {errors.content?.message}
          </span>
        </div>
        <div className="field-row">
          <TextField label={t('contact.firstName')} autoComplete="given-name" maxLength={60} {...register('firstName')} />
          <TextField label={t('contact.lastName')} autoComplete="family-name" maxLength={60} {...register('lastName')} />
        </div>
        <div className="field-row">
          <TextField
            label={t('contact.mail')}
            required
            type="email"
            autoComplete="email"
            error={errors.mail?.message}
            {...register('mail', { validate: (v) => MAIL.test(v.trim()) || t('contact.badMail') })}
          />
          <TextField label={t('contact.mobile')} type="tel" autoComplete="tel" maxLength={40} {...register('mobile')} />
        </div>
        <TextField label={t('contact.company')} autoComplete="organization" maxLength={120} {...register('company')} />
        <SubmitButton disabled={create.isPending}>{t('contact.send')}</SubmitButton>
      </form>
    </section>
  );
}
