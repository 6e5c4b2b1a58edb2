import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { client } from '../../../lib/api-client.ts';
import { showToast } from '../../../lib/toast.ts';
import { useMyDesigns } from './designs-api.ts';

/** The member's designs of this product: open one, or copy it to change without losing it. */
export function MyDesigns({ spuId, current }: { spuId: number; current: number | null }) {
  const { t } = useTranslation('design');
  const navigate = useNavigate();
  const { data, refetch } = useMyDesigns(spuId, true);
  const open = (id: number, locationId: string, size: string, skuId: number | null) => {
    const params = new URLSearchParams(window.location.search);
    for (const [key, value] of Object.entries({ id: String(id), locationId, size, ...(skuId ? { skuId: String(skuId) } : {}) }))
      params.set(key, value);
    void navigate(`/customDesign?${params}`);
  };
  return (
    <ul className="designer__mine">
      {data?.list.map((design) => (
        <li
          key={design.id}
          className={design.id === current ? 'designer__design designer__design--current' : 'designer__design'}
          aria-current={design.id === current ? 'true' : undefined}
        >
          {design.previewUrl && <img src={design.previewUrl} alt="" width="56" height="56" />}
          <span>{design.name || t('untitled', { id: design.id })}</span>
          <button type="button" className="designer__chip" onClick={() => open(design.id, design.locationId, design.size, design.skuId)}>
            {t('open')}
          </button>
          <button
            type="button"
            className="designer__chip"
            onClick={async () => {
              await client.product.design.copy({ id: design.id });
              showToast(t('copied'), 'success');
              void refetch();
            }}
          >
            {t('copy')}
          </button>
          <button
            type="button"
            className="designer__chip designer__chip--danger"
            onClick={async () => {
              await client.product.design.delete({ id: design.id });
              void refetch();
            }}
          >
            {t('deleteDesign')}
          </button>
        </li>
      ))}
    </ul>
  );
}
