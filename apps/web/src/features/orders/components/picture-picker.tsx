import { UPLOAD_RULES } from '@shop/shared';
import type { ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { showToast } from '../../../lib/toast.ts';
import { useUploadFile } from '../../../lib/upload-file.ts';

const IMAGE_RULE = UPLOAD_RULES.image;

/** Pictures uploaded to the shop (checked by type and size first), with a remove button each. */
export function PicturePicker({
  label,
  urls,
  max,
  onChange,
}: {
  label: string;
  urls: string[];
  max: number;
  onChange: (urls: string[]) => void;
}) {
  const { t } = useTranslation();
  const upload = useUploadFile();
  const add = async (event: ChangeEvent<HTMLInputElement>) => {
    const files = [...(event.target.files ?? [])];
    event.target.value = '';
    if (urls.length + files.length > max) return showToast(t('message.uploadExceed', { max }));
    for (const file of files) {
      if (!IMAGE_RULE.mimes.includes(file.type)) return showToast(t('message.uploadType'));
      if (file.size > IMAGE_RULE.maxBytes) return showToast(t('message.uploadSize'));
    }
    const added: string[] = [];
    for (const file of files) {
      try {
        added.push(await upload.mutateAsync(file));
      } catch {
        showToast(t('message.uploadFail'));
      }
    }
    onChange([...urls, ...added]);
  };
  return (
    <div className="field">
      <span>{label}</span>
      <ul className="thumbs">
        {urls.map((url) => (
          <li key={url}>
            <img src={url} alt="" width="64" height="64" />
            <button type="button" className="link-button" onClick={() => onChange(urls.filter((u) => u !== url))}>
              {t('common.remove')}
            </button>
          </li>
        ))}
      </ul>
      {urls.length < max && (
        <label className="button button--secondary">
          {upload.isPending ? t('common.uploading') : t('afterSale.addPicture')}
          <input className="visually-hidden" type="file" name="pictures" accept="image/jpeg,image/png,image/gif" multiple onChange={add} />
        </label>
      )}
    </div>
  );
}
