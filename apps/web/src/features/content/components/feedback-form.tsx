import { UPLOAD_RULES } from '@shop/shared';
import { useState, type ChangeEvent } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { SubmitButton } from '../../../components/ui/field.tsx';
import { showToast } from '../../../lib/toast.ts';
import { useIsMobile } from '../../../lib/use-media.ts';
import { useUploadFile } from '../../../lib/upload-file.ts';
import { useCreateContactMessage } from '../api/create-contact-message.ts';

const MAX_CONTENT = 300;
/** Checked here, so a mistyped address is named beside its field, not by the server's message. */
const MAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const MAX_PICTURES = 5;
const IMAGE_RULE = UPLOAD_RULES.image;

interface Picture {
  name: string;
  url: string;
}

type Values = Record<'content' | 'firstName' | 'lastName' | 'mail', string>;

/** The message is required (checked once left, then as it is typed); name and e-mail are optional. */
export function FeedbackForm({ onSent }: { onSent: () => void }) {
  const { t } = useTranslation();
  const isMobile = useIsMobile();
  const { register, handleSubmit, watch, formState } = useForm<Values>({
    defaultValues: { content: '', firstName: '', lastName: '', mail: '' },
    mode: 'onTouched',
    // On a phone the message field may be out of view: submitting focuses the first wrong field.
    shouldFocusError: isMobile,
  });
  const [pictures, setPictures] = useState<Picture[]>([]);
  const upload = useUploadFile();
  const create = useCreateContactMessage();
  const contentLength = watch('content').length;
  const missing = formState.errors.content?.message;
  const badMail = formState.errors.mail?.message;

  const addPictures = async (event: ChangeEvent<HTMLInputElement>) => {
    const files = [...(event.target.files ?? [])];
    event.target.value = '';
    if (pictures.length + files.length > MAX_PICTURES) return showToast(t('message.uploadExceed', { max: MAX_PICTURES }));
    for (const file of files) {
      if (!IMAGE_RULE.mimes.includes(file.type)) return showToast(t('message.uploadType'));
      if (file.size > IMAGE_RULE.maxBytes) return showToast(t('message.uploadSize'));
    }
    for (const file of files) {
      try {
        const url = await upload.mutateAsync(file);
        setPictures((list) => [...list, { name: file.name, url }]);
        showToast(t('message.uploadSuccess'), 'success');
      } catch {
        showToast(t('message.uploadFail'));
      }
    }
  };

  const submit = handleSubmit(({ content, ...contact }) =>
    create.mutate({ ...contact, content: content.trim(), subject: '8', picUrl: pictures.map((p) => p.url) }, { onSuccess: onSent }),
  );

  return (
    <form className="form" onSubmit={submit} noValidate>
      <label className="field">
        <span>{t('feedback.content')} *</span>
        <textarea
          rows={5}
          maxLength={MAX_CONTENT}
          aria-invalid={Boolean(missing)}
          aria-describedby="feedback-count"
          {...register('content', { validate: (value) => value.trim() !== '' || t('fieldRequired') })}
        />
        <span className="field__hint" id="feedback-count">
          {contentLength} / {MAX_CONTENT}
        </span>
        {missing && (
          <span className="field__error" role="alert">
            {missing}
          </span>
        )}
      </label>
      <div className="field">
        <span>{t('feedback.pictures', { max: MAX_PICTURES })}</span>
        <ul className="thumbs">
          {pictures.map((p) => (
            <li key={p.url}>
              <img src={p.url} alt={p.name} width="64" height="64" />
              <button type="button" className="link-button" onClick={() => setPictures(pictures.filter((x) => x !== p))}>
                {t('common.remove')}
              </button>
            </li>
          ))}
        </ul>
        {pictures.length < MAX_PICTURES && (
          <label className="button button--secondary">
            {upload.isPending ? t('common.uploading') : t('feedback.addPicture')}
            <input
              className="visually-hidden"
              type="file"
              name="pictures"
              accept="image/jpeg,image/png,image/gif"
              multiple
              onChange={addPictures}
            />
          </label>
        )}
      </div>
      <fieldset className="field-row">
        <legend>{t('feedback.contact')}</legend>
        <label className="field">
          <span>{t('form.firstName')}</span>
          <input autoComplete="given-name" maxLength={60} {...register('firstName')} />
        </label>
        <label className="field">
          <span>{t('form.lastName')}</span>
          <input autoComplete="family-name" maxLength={60} {...register('lastName')} />
        </label>
        <label className="field">
          <span>{t('form.email')}</span>
          <input
            type="email"
            autoComplete="email"
            maxLength={120}
            aria-invalid={Boolean(badMail)}
            {...register('mail', { validate: (value) => !value.trim() || MAIL.test(value.trim()) || t('register.emailInvalid') })}
          />
          {badMail && (
            <span className="field__error" role="alert">
              {badMail}
            </span>
          )}
        </label>
      </fieldset>
      <SubmitButton disabled={create.isPending}>{t('feedback.submit')}</SubmitButton>
    </form>
  );
}
