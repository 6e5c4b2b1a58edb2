import '../content.css';
import { UPLOAD_RULES } from '@shop/shared';
import { type ChangeEvent, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { SubmitButton, TextField } from '../../../components/ui/field.tsx';
import { type TextSection, TextSections } from '../../../components/ui/text-sections.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { usePageMeta } from '../../../lib/page-meta.ts';
import { accessTokenStore } from '../../../lib/session.ts';
import { useStore } from '../../../lib/store.ts';
import { usePageTexts } from '../../../lib/use-page-texts.ts';
import { useProfile } from '../../member/index.ts';
import { uploadAs, useCreateAdvertisingRequest } from '../api/advertising.ts';

const Loading = () => <div className="page-loading" aria-busy="true" />;
const MAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const URL_PATTERN = /^https?:\/\/[^\s/]+\.[^\s]+$/i;
const PICTURE = UPLOAD_RULES.ad;
const VIDEO = UPLOAD_RULES['ad-video'];
const ACCEPT = [...PICTURE.mimes, ...VIDEO.mimes, '.mov', '.avi', '.3gp', '.mpg', '.mpeg'].join(',');

/** What an advertiser may send (placements and prices are agreed on request). */
interface Format {
  name: string;
  size: string;
  text: string;
}

function Advertising() {
  const { t } = useTranslation('pages');
  usePageMeta(t('advertising.title'), t('advertising.description'));
  return (
    <article className="content-page">
      <h1>{t('advertising.title')}</h1>
      <TextSections sections={t('advertising.sections', { returnObjects: true }) as TextSection[]} />
      <Link className="button" to="/advertisingProducts">
        {t('advertising.toFormats')}
      </Link>
    </article>
  );
}

type AdValues = { companyName: string; landingPage: string; mail: string; mobile: string; description: string };

/** A picture's size as the browser reads it: too small a picture is named before it is uploaded. */
function pictureSize(file: File): Promise<{ width: number; height: number } | null> {
  return new Promise((resolve) => {
    const image = new Image();
    const url = URL.createObjectURL(file);
    image.onload = () => {
      resolve({ width: image.naturalWidth, height: image.naturalHeight });
      URL.revokeObjectURL(url);
    };
    image.onerror = () => resolve(null);
    image.src = url;
  });
}

function AdRequestForm() {
  const { t } = useTranslation('pages');
  const { data: profile } = useProfile();
  const create = useCreateAdvertisingRequest();
  const [media, setMedia] = useState<{ name: string; url: string } | null>(null);
  const [mediaError, setMediaError] = useState('');
  const [uploading, setUploading] = useState(false);
  const { register, handleSubmit, formState } = useForm<AdValues>({
    mode: 'onTouched',
    values: { companyName: '', landingPage: '', mail: profile?.mail ?? '', mobile: profile?.mobile ?? '', description: '' },
    resetOptions: { keepDirtyValues: true },
  });
  if (create.isSuccess) {
    return (
      <p role="status" className="notice notice--ok">
        {t('adFormats.sent')}
      </p>
    );
  }
  const chooseMedia = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const isPicture = PICTURE.mimes.includes(file.type);
    const isVideo = file.type.startsWith('video/') || /\.(mp4|mov|mpe?g|3gp|avi)$/i.test(file.name);
    if (!isPicture && !isVideo) return setMediaError(t('adFormats.mediaType'));
    if (file.size > (isPicture ? PICTURE : VIDEO).maxBytes) return setMediaError(t('adFormats.mediaSize'));
    if (isPicture) {
      const size = await pictureSize(file);
      if (size && (size.width < 484 || size.height < 280)) return setMediaError(t('adFormats.mediaSmall', size));
    }
    setMediaError('');
    setUploading(true);
    try {
      setMedia({ name: file.name, url: await uploadAs(file, isPicture ? 'ad' : 'ad-video') });
    } catch (error) {
      setMediaError(error instanceof ApiError ? error.message : t('adFormats.mediaType'));
    } finally {
      setUploading(false);
    }
  };
  const required = { validate: (v: string) => v.trim() !== '' || t('adFormats.required') };
  const submit = handleSubmit((values) => {
    if (!media) return setMediaError(t('adFormats.mediaMissing'));
    create.mutate(
      { ...values, mediaUrl: media.url },
      // The server reads the video's resolution: a refusal is named beside the file.
      { onError: (error) => error instanceof ApiError && error.code !== 400 && setMediaError(error.message) },
    );
  });
  return (
    <form className="form form--steady content-form" onSubmit={submit} noValidate>
      <div className="field-row">
        <TextField
          label={t('adFormats.companyName')}
          required
          autoComplete="organization"
          maxLength={120}
          error={formState.errors.companyName?.message}
          {...register('companyName', required)}
        />
        <TextField
          label={t('adFormats.landingPage')}
          required
          type="url"
          inputMode="url"
          placeholder="https://"
          maxLength={500}
          error={formState.errors.landingPage?.message}
          {...register('landingPage', { validate: (v) => URL_PATTERN.test(v.trim()) || t('adFormats.badUrl') })}
        />
      </div>
      <div className="field">
        <span className="required">{t('adFormats.media')}</span>
        <span className="field__hint">{t('adFormats.mediaHint')}</span>
        <label className="button button--secondary file-button">
          {uploading ? '…' : media ? media.name : t('adFormats.chooseMedia')}
          <input className="visually-hidden" type="file" name="media" accept={ACCEPT} onChange={chooseMedia} />
        </label>
        <span className="field__error" role="alert">
          {mediaError}
        </span>
      </div>
      <div className="field-row">
        <TextField
          label={t('adFormats.mail')}
          required
          type="email"
          autoComplete="email"
          error={formState.errors.mail?.message}
          {...register('mail', { validate: (v) => MAIL.test(v.trim()) || t('adFormats.badMail') })}
        />
        <TextField label={t('adFormats.mobile')} type="tel" autoComplete="tel" maxLength={30} {...register('mobile')} />
      </div>
      <label className="field">
        <span>{t('adFormats.note')}</span>
        <textarea rows={4} maxLength={2000} {...register('description')} />
      </label>
      <SubmitButton disabled={create.isPending || uploading}>{t('adFormats.send')}</SubmitButton>
    </form>
  );
}

function AdFormats() {
  const { t } = useTranslation('pages');
  const { pathname } = useLocation();
  const loggedIn = useStore(accessTokenStore) !== null;
  usePageMeta(t('adFormats.title'), t('adFormats.description'));
  const formats = t('adFormats.formats', { returnObjects: true }) as Format[];
  return (
    <article className="content-page">
      <h1>{t('adFormats.title')}</h1>
      <p className="content-page__intro">{t('adFormats.intro')}</p>
      <ul className="ad-formats">
        {formats.map((f) => (
          <li key={f.name}>
            <h2 className="ad-formats__name">{f.name}</h2>
            <p className="ad-formats__size">{f.size}</p>
            <p>{f.text}</p>
          </li>
        ))}
      </ul>
      <section>
        <h2>{t('adFormats.formTitle')}</h2>
        {loggedIn ? (
          <AdRequestForm />
        ) : (
          <p>
            {t('adFormats.loginFirst')}{' '}
            <Link className="button" to={`/login?redirect=${encodeURIComponent(pathname)}`}>
              {t('adFormats.login')}
            </Link>
          </p>
        )}
      </section>
    </article>
  );
}

/** `/advertising`: what advertising in the shop offers. */
export function AdvertisingPage() {
  return usePageTexts() ? <Advertising /> : <Loading />;
}

/** `/advertisingProducts`: the ad formats and the request form (company, landing page, picture or video, contact). */
export function AdvertisingProductsPage() {
  return usePageTexts() ? <AdFormats /> : <Loading />;
}
