import type { ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useUploadPicture } from '../api/products.ts';

/** The product's pictures in display order (the first is the main one): upload more, reorder, remove. */
export function ProductPictures({ urls, onChange, error }: { urls: string[]; onChange: (urls: string[]) => void; error?: string }) {
  const { t } = useTranslation();
  const upload = useUploadPicture();
  const add = async (event: ChangeEvent<HTMLInputElement>) => {
    const files = [...(event.target.files ?? [])];
    event.target.value = '';
    const added: string[] = [];
    for (const file of files) added.push(await upload.mutateAsync(file));
    onChange([...urls, ...added]);
  };
  const move = (from: number, to: number) => {
    const next = [...urls];
    const [url] = next.splice(from, 1);
    next.splice(to, 0, url!);
    onChange(next);
  };
  return (
    <fieldset className="pictures">
      <legend>{t('products.pictures')}</legend>
      <ol>
        {urls.map((url, i) => (
          <li key={url}>
            <img src={url} alt="" width="88" height="88" />
            {i === 0 && <span className="badge">{t('products.main')}</span>}
            <span className="row-actions">
              <button type="button" aria-label={t('products.moveLeft')} disabled={i === 0} onClick={() => move(i, i - 1)}>
                ←
              </button>
              <button type="button" aria-label={t('products.moveRight')} disabled={i === urls.length - 1} onClick={() => move(i, i + 1)}>
                →
              </button>
              <button
                type="button"
                className="danger"
                aria-label={t('products.removePicture')}
                onClick={() => onChange(urls.filter((u) => u !== url))}
              >
                ×
              </button>
            </span>
          </li>
        ))}
      </ol>
      <label className="button">
        {upload.isPending ? t('common.loading') : t('products.addPictures')}
        <input type="file" accept="image/jpeg,image/png,image/gif" multiple hidden onChange={(e) => void add(e).catch(() => undefined)} />
      </label>
      {error && (
        <span className="field__error" role="alert">
          {error}
        </span>
      )}
    </fieldset>
  );
}
