import { COMMENT_MAX_LENGTH, COMMENT_MAX_PICTURES, ZCommentCreateRequest, type TOrder } from '@shop/shared';
import { useTranslation } from 'react-i18next';
import { SubmitButton } from '../../../components/ui/field.tsx';
import { useContractForm } from '../../../lib/contract-form.ts';
import { showToast } from '../../../lib/toast.ts';
import { useCreateComment } from '../api/after-sale.ts';
import { PicturePicker } from './picture-picker.tsx';

/** Stars 1–5 as radio buttons (keyboard and screen readers as a group). */
function Stars({ label, value, onChange }: { label: string; value: number; onChange: (value: number) => void }) {
  const { t } = useTranslation();
  return (
    <fieldset className="stars-input">
      <legend>{label}</legend>
      {[1, 2, 3, 4, 5].map((n) => (
        <label key={n} className={n <= value ? 'stars-input__star stars-input__star--on' : 'stars-input__star'}>
          <input className="visually-hidden" type="radio" name={label} checked={value === n} onChange={() => onChange(n)} />
          <span aria-hidden="true">★</span>
          <span className="visually-hidden">{t('reviews.stars', { count: n })}</span>
        </label>
      ))}
    </fieldset>
  );
}

/** A review of one line: two scores, text, pictures and the anonymous choice; once per line. */
export function ReviewForm({ line, onDone }: { line: TOrder['items'][number]; onDone: () => void }) {
  const { t } = useTranslation();
  const create = useCreateComment();
  const { register, handleSubmit, watch, setValue, formState } = useContractForm(ZCommentCreateRequest, {
    defaultValues: { descriptionScores: 5, benefitScores: 5, content: '', picUrls: [] as string[], anonymous: false },
    toInput: (values) => ({ ...values, orderItemId: line.id, content: values.content.trim() }),
    labels: { content: t('reviews.content') },
  });
  const [description, benefit, content, pictures] = watch(['descriptionScores', 'benefitScores', 'content', 'picUrls']);
  const submit = handleSubmit((input) =>
    create.mutate(input, {
      onSuccess: () => {
        showToast(t('reviews.thanks'), 'success');
        onDone();
      },
    }),
  );
  return (
    <form className="form" onSubmit={submit} noValidate>
      <p>
        <img src={line.picUrl} alt="" width="48" height="48" /> <strong>{line.spuName}</strong>
      </p>
      <Stars label={t('reviews.descriptionScores')} value={description} onChange={(score) => setValue('descriptionScores', score)} />
      <Stars label={t('reviews.benefitScores')} value={benefit} onChange={(score) => setValue('benefitScores', score)} />
      <label className="field">
        <span>{t('reviews.content')}</span>
        <textarea rows={5} maxLength={COMMENT_MAX_LENGTH} {...register('content')} />
        <span className="field__hint">
          {content.length} / {COMMENT_MAX_LENGTH}
        </span>
        <span className="field__error" role="alert">
          {formState.errors.content?.message}
        </span>
      </label>
      <PicturePicker
        label={t('afterSale.pictures', { max: COMMENT_MAX_PICTURES })}
        urls={pictures}
        max={COMMENT_MAX_PICTURES}
        onChange={(urls) => setValue('picUrls', urls)}
      />
      <label className="checkbox">
        <input type="checkbox" {...register('anonymous')} /> {t('reviews.anonymous')}
      </label>
      <SubmitButton disabled={create.isPending}>{t('reviews.submit')}</SubmitButton>
    </form>
  );
}
