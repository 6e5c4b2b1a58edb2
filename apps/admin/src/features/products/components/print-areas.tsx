import '../products.css';
import type { TPrintArea } from '@shop/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { client } from '../../../lib/api-client.ts';
import { showToast } from '../../../lib/toast.ts';

/** The shop's logo positions (dict custom_logo_position). */
const POSITIONS = ['1', '2', '3', '4', '5', '6'];
const FIELDS = ['x', 'y', 'width', 'height', 'widthMm', 'heightMm'] as const;
/** The demo pictures are 500 × 500; a new area starts in their middle. */
const NEW_AREA = { picUrl: '', x: 175, y: 175, width: 150, height: 150, widthMm: 80, heightMm: 80 };

/**
 * Where the design editor lets shoppers place a logo: per position, a rectangle on the product's
 * picture (in the picture's pixels) and the largest print there in millimetres, drawn over the
 * picture as it is edited. Saved together (audited on the server).
 */
export function PrintAreas({ spuId, picUrl, editable }: { spuId: number; picUrl: string; editable: boolean }) {
  const { t } = useTranslation();
  const queries = useQueryClient();
  const key = client.product.printArea.list.key({ spuId });
  const saved = useQuery({ queryKey: key, queryFn: () => client.product.printArea.list({ spuId }) });
  const [areas, setAreas] = useState<TPrintArea[] | null>(null);
  const list = areas ?? saved.data ?? [];
  const save = useMutation({
    mutationFn: () => client.product.printArea.save({ spuId, areas: list }),
    onSuccess: async () => {
      showToast(t('printAreas.saved'), 'success');
      setAreas(null);
      await queries.invalidateQueries({ queryKey: key });
    },
  });
  const change = (index: number, patch: Partial<TPrintArea>) => setAreas(list.map((a, i) => (i === index ? { ...a, ...patch } : a)));
  const free = POSITIONS.find((p) => !list.some((a) => a.locationId === p));
  return (
    <section className="card print-areas" aria-labelledby="print-areas-title">
      <h2 id="print-areas-title">{t('printAreas.title')}</h2>
      <p className="muted">{t('printAreas.hint')}</p>
      {list.map((area, index) => (
        <fieldset key={area.locationId} className="print-areas__area" disabled={!editable}>
          <legend>{t(`printAreas.position.${area.locationId}`, { defaultValue: area.locationId })}</legend>
          <svg
            className="print-areas__picture"
            viewBox="0 0 500 500"
            width="160"
            height="160"
            role="img"
            aria-label={t('printAreas.preview')}
          >
            <image href={area.picUrl || picUrl} width="500" height="500" />
            <rect
              x={area.x}
              y={area.y}
              width={area.width}
              height={area.height}
              fill="rgb(11 114 133 / 15%)"
              stroke="#0b7285"
              strokeWidth="3"
              strokeDasharray="8 5"
            />
          </svg>
          <div className="form-grid">
            <label className="field">
              {t('printAreas.positionLabel')}
              <select value={area.locationId} onChange={(e) => change(index, { locationId: e.target.value })}>
                {POSITIONS.filter((p) => p === area.locationId || !list.some((a) => a.locationId === p)).map((p) => (
                  <option key={p} value={p}>
                    {t(`printAreas.position.${p}`)}
                  </option>
                ))}
              </select>
            </label>
            {FIELDS.map((field) => (
              <label key={field} className="field">
                {t(`printAreas.${field}`)}
                <input
                  type="number"
                  min={field === 'x' || field === 'y' ? 0 : 1}
                  value={area[field]}
                  onChange={(e) => change(index, { [field]: Math.max(0, Math.round(Number(e.target.value))) })}
                />
              </label>
            ))}
            <label className="field">
              {t('printAreas.picUrl')}
              <input value={area.picUrl} placeholder={picUrl} onChange={(e) => change(index, { picUrl: e.target.value.trim() })} />
            </label>
          </div>
          <button type="button" className="link" onClick={() => setAreas(list.filter((_, i) => i !== index))}>
            {t('printAreas.remove')}
          </button>
        </fieldset>
      ))}
      {editable && (
        <div className="print-areas__actions">
          {free && (
            <button type="button" className="link" onClick={() => setAreas([...list, { ...NEW_AREA, locationId: free }])}>
              {t('printAreas.add')}
            </button>
          )}
          <button type="button" className="primary" disabled={areas === null || save.isPending} onClick={() => save.mutate()}>
            {t('printAreas.save')}
          </button>
        </div>
      )}
    </section>
  );
}
