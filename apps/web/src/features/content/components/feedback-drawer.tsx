import { UPLOAD_RULES } from '@shop/shared';
import { useState, type ChangeEvent, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Drawer } from '../../../components/ui/drawer.tsx';
import { SubmitButton } from '../../../components/ui/field.tsx';
import { createStore, useStore } from '../../../lib/store.ts';
import { showToast } from '../../../lib/toast.ts';
import { useCreateContactMessage } from '../api/create-contact-message.ts';
import { useUploadFile } from '../../../lib/upload-file.ts';

const feedbackOpenStore = createStore(false);

/** Opens the feedback drawer (footer, contact page, "ask a question"). */
export const openFeedback = () => feedbackOpenStore.set(true);

const MAX_CONTENT = 300;
const MAX_PICTURES = 5;
const IMAGE_RULE = UPLOAD_RULES.image;

interface Picture {
  name: string;
  url: string;
}

function FeedbackForm({ onSent }: { onSent: () => void }) {
  const { t } = useTranslation();
  const [content, setContent] = useState('');
  const [touched, setTouched] = useState(false);
  const [contact, setContact] = useState({ firstName: '', lastName: '', mail: '' });
  const [pictures, setPictures] = useState<Picture[]>([]);
  const upload = useUploadFile();
  const create = useCreateContactMessage();
  const missing = touched && content.trim() === '';

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

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (content.trim() === '') return;
    create.mutate({ ...contact, content: content.trim(), subject: '8', picUrl: pictures.map((p) => p.url) }, { onSuccess: onSent });
  };

  return (
    <form className="form" onSubmit={submit} noValidate>
      <label className="field">
        <span>{t('feedback.content')} *</span>
        <textarea
          name="content"
          rows={5}
          maxLength={MAX_CONTENT}
          value={content}
          aria-invalid={missing}
          aria-describedby="feedback-count"
          onBlur={() => setTouched(true)}
          onChange={(e) => setContent(e.target.value)}
        />
        <span className="field__hint" id="feedback-count">
          {content.length} / {MAX_CONTENT}
        </span>
        {missing && <span className="field__error" role="alert">{t('fieldRequired')}</span>}
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
            <input className="visually-hidden" type="file" name="pictures" accept="image/jpeg,image/png,image/gif" multiple onChange={addPictures} />
          </label>
        )}
      </div>
      <fieldset className="field-row">
        <legend>{t('feedback.contact')}</legend>
        <label className="field">
          <span>{t('form.firstName')}</span>
          <input name="firstName" autoComplete="given-name" maxLength={60} value={contact.firstName} onChange={(e) => setContact({ ...contact, firstName: e.target.value })} />
        </label>
        <label className="field">
          <span>{t('form.lastName')}</span>
          <input name="lastName" autoComplete="family-name" maxLength={60} value={contact.lastName} onChange={(e) => setContact({ ...contact, lastName: e.target.value })} />
        </label>
        <label className="field">
          <span>{t('form.email')}</span>
          <input name="mail" type="email" autoComplete="email" maxLength={120} value={contact.mail} onChange={(e) => setContact({ ...contact, mail: e.target.value })} />
        </label>
      </fieldset>
      <SubmitButton disabled={create.isPending}>{t('feedback.submit')}</SubmitButton>
    </form>
  );
}

/** Feedback with screenshots, from the footer, the contact page and "ask a question". */
export function FeedbackDrawer() {
  const { t } = useTranslation();
  const open = useStore(feedbackOpenStore);
  const [sent, setSent] = useState(false);
  const close = () => {
    feedbackOpenStore.set(false);
    setSent(false);
  };
  return (
    <Drawer open={open} onClose={close} title={t('feedback.title')}>
      {sent ? (
        <div className="success-panel" role="alertdialog" aria-labelledby="feedback-thanks">
          <p id="feedback-thanks">{t('feedback.thanks')}</p>
          <button type="button" className="button" onClick={close} autoFocus>
            {t('common.ok')}
          </button>
        </div>
      ) : (
        <FeedbackForm onSent={() => setSent(true)} />
      )}
    </Drawer>
  );
}
