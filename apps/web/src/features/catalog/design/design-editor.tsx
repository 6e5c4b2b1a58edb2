import {
  CUSTOMIZED_TYPE_LOGO,
  DESIGN_BASIC_SHAPES,
  DESIGN_FONT_NAMES,
  DESIGN_FONTS,
  DESIGN_SHAPE_NAMES,
  DESIGN_SHAPES,
  type DesignFont,
  type DesignShape,
  designFontHasWeight,
  designPrintSize,
  ORDER_TYPE,
  PRINT_MIN_DPI,
  type TDesignContent,
  type TPrintArea,
  type TSpuDetail,
} from '@shop/shared';
import { useQueryClient } from '@tanstack/react-query';
import type { IText } from 'fabric';
import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { client } from '../../../lib/api-client.ts';
import { accessTokenStore } from '../../../lib/session.ts';
import { useStore } from '../../../lib/store.ts';
import { showToast } from '../../../lib/toast.ts';
import { useDictData } from '../api/get-dict-data.ts';
import { productPath } from '../product-path.ts';
import { cssFontFamily, fitStage, fontOf, isText, keyOf, loadFont, sourceOf, warningsOf } from './design-model.ts';
import { type DesignTarget, saveDesign, uploadPicture, useMyDesigns, writeDraft } from './designs-api.ts';
import { type Align, type DesignCanvas, useDesignCanvas } from './use-design-canvas.ts';

const SWATCHES = ['#1b2a4a', '#000000', '#ffffff', '#d7263d', '#f08a24', '#f2c14e', '#2a9d4a', '#1f6feb', '#7b4bc4', '#8a8f98'];
const CLIPART = DESIGN_SHAPE_NAMES.filter((shape) => !DESIGN_BASIC_SHAPES.includes(shape));

type Panel = 'upload' | 'text' | 'shapes' | 'clipart' | 'layers' | 'mine';

export interface EditorProps {
  product: TSpuDetail;
  area: TPrintArea;
  target: DesignTarget;
  method: string;
  count: number;
  designId: number | null;
  initial: TDesignContent | null;
}

function ShapeIcon({ shape }: { shape: DesignShape }) {
  return (
    <svg viewBox="-4 -4 108 108" width="36" height="36" aria-hidden="true">
      <path d={DESIGN_SHAPES[shape]} fill="currentColor" />
    </svg>
  );
}

function ToolButton({
  label,
  onClick,
  children,
  disabled,
}: {
  label: string;
  onClick: () => void;
  children: ReactNode;
  disabled?: boolean;
}) {
  return (
    <button type="button" className="designer__icon" aria-label={label} title={label} onClick={onClick} disabled={disabled}>
      {children}
    </button>
  );
}

/** The print data's size in mm and how many printed mm one design mm makes. */
function printScaleOf(area: TPrintArea, size: string) {
  const print = designPrintSize(area, size);
  return { print, scale: print.width / area.widthMm };
}

/**
 * The online design editor: the product's picture with the print area, tools to add pictures,
 * texts, shapes and clip-art, the selected object's colour, alignment and layer, warnings as the
 * shopper works, and Save / Use this design.
 */
export function DesignEditor({ product, area, target, method, count, designId, initial }: EditorProps) {
  const { t } = useTranslation('design');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  // The server renders the editor for a guest; a member's own tab shows once the page is live.
  const token = useStore(accessTokenStore);
  const positions = useDictData('custom_logo_position').data;
  const methods = useDictData('custom_decorating_method').data;
  const [panel, setPanel] = useState<Panel>('upload');
  const [busy, setBusy] = useState<'' | 'upload' | 'save' | 'use'>('');
  const [id, setId] = useState(designId);
  const picture = area.picUrl || product.skus.find((s) => s.id === target.skuId)?.picUrl || product.picUrl;
  const editor = useDesignCanvas({ area, picture, initial });
  const { print, scale } = printScaleOf(area, target.size);
  const selected = editor.active();
  const objects = editor.canvas()?.getObjects() ?? [];
  const warnings = warningsOf(objects, area, scale, method, editor.colours);
  const methodName = methods.find((m) => m.value === method)?.label ?? method;
  const positionName = positions.find((p) => p.value === target.locationId)?.label ?? target.locationId;
  const fileInput = useRef<HTMLInputElement>(null);
  const uploadId = useId();
  const textId = useId();
  const fontId = useId();

  const addPicture = async (file: File) => {
    setBusy('upload');
    try {
      const { url, svgUrl } = await uploadPicture(file);
      await editor.add((engine) => engine.makeImage(url, svgUrl), 0.6);
    } finally {
      setBusy('');
    }
  };

  /** Saves to the account (with a fresh preview), or for a guest in this browser; answers the saved design. */
  const save = async (): Promise<{ id: number; previewUrl: string } | null> => {
    const content = editor.content();
    if (!token) {
      writeDraft({ ...target, content });
      return null;
    }
    const { url: previewUrl } = await uploadPicture(await editor.preview(content), 'design.png');
    const saved = await saveDesign(id, target, product.name, content, previewUrl);
    setId(saved);
    const url = new URL(window.location.href);
    url.searchParams.set('id', String(saved));
    window.history.replaceState(window.history.state, '', url);
    void queryClient.invalidateQueries({ queryKey: client.product.design.page.key().slice(0, 1) });
    return { id: saved, previewUrl };
  };

  const login = () => navigate(`/login?redirect=${encodeURIComponent(window.location.pathname + window.location.search)}`);

  const onSave = async () => {
    setBusy('save');
    try {
      const saved = await save();
      showToast(saved ? t('saved') : t('savedGuest'), 'success');
    } finally {
      setBusy('');
    }
  };

  const onUse = async () => {
    setBusy('use');
    try {
      const saved = await save();
      if (!saved) return login();
      const size = target.size || `${Math.ceil(area.widthMm / 10)}x${Math.ceil(area.heightMm / 10)}`;
      const line = {
        skuId: target.skuId,
        count,
        orderType: ORDER_TYPE.custom,
        customizedType: CUSTOMIZED_TYPE_LOGO,
        size,
        locationId: target.locationId,
        decoratingMethod: method,
        imgUrl: saved.previewUrl,
        designId: saved.id,
      };
      void navigate(`/createOrder?items=${encodeURIComponent(JSON.stringify([line]))}`);
    } finally {
      setBusy('');
    }
  };

  const text = isText(selected) ? selected : null;
  const font = text ? fontOf(text) : null;
  /**
   * Changes the selected text's letters, font or weight once the font has what they need (then
   * measures it again). Only what is named changes: a font chosen while new letters load keeps them.
   */
  const retype = (next: { text?: string; font?: DesignFont; weight?: 400 | 700 }) => {
    if (!text) return;
    const style = (object: IText) => {
      const font = next.font ?? fontOf(object);
      const weight = next.weight ?? (Number(object.fontWeight) === 700 ? 700 : 400);
      return { font, weight: designFontHasWeight(font, weight) ? weight : 400 };
    };
    const { font, weight } = style(text);
    void loadFont(next.text ?? text.text, weight, font).then(() =>
      editor.change((object) => {
        if (!isText(object)) return;
        const now = style(object);
        object.set({
          ...(next.text === undefined ? {} : { text: next.text }),
          fontFamily: cssFontFamily(now.font),
          fontWeight: now.weight,
        });
        object.initDimensions();
      }),
    );
  };
  const fill = selected && sourceOf(selected)?.type !== 'image' ? String(selected.fill) : null;

  return (
    // The canvas starts at the shopper's first touch, click or key (use-design-canvas.ts).
    <div className="designer" onPointerDownCapture={editor.start} onKeyDownCapture={editor.start} onFocusCapture={editor.start}>
      <header className="designer__bar">
        <Link className="designer__back" to={productPath(product.id, product.name)} aria-label={t('back')} title={t('back')}>
          ←
        </Link>
        <div className="designer__heading">
          <h1>{t('title', { product: product.name })}</h1>
          <p className="muted">
            {t('printArea', { position: positionName, width: print.width, height: print.height })}
            <span className="designer__summary"> · {t('summary', { count, method: methodName })}</span>
          </p>
        </div>
        <div className="designer__history" role="group" aria-label={t('tools')}>
          <ToolButton label={t('undo')} onClick={editor.undo} disabled={!editor.canUndo}>
            ↶
          </ToolButton>
          <ToolButton label={t('redo')} onClick={editor.redo} disabled={!editor.canRedo}>
            ↷
          </ToolButton>
        </div>
        <div className="designer__actions">
          <button type="button" className="button button--secondary" onClick={() => void onSave()} disabled={busy !== ''}>
            {busy === 'save' ? t('saving') : t('save')}
          </button>
          <button
            type="button"
            className="button button--accent"
            onClick={() => void onUse()}
            disabled={busy !== '' || objects.length === 0}
          >
            {t('use')}
          </button>
        </div>
      </header>
      <div className="designer__body">
        <nav className="designer__tabs" aria-label={t('tools')}>
          {(['upload', 'text', 'shapes', 'clipart', 'layers', ...(token ? (['mine'] as const) : [])] as Panel[]).map((name) => (
            <button key={name} type="button" className="designer__tab" aria-pressed={panel === name} onClick={() => setPanel(name)}>
              {t(name)}
            </button>
          ))}
        </nav>
        <section className="designer__panel" aria-label={t(panel)}>
          {panel === 'upload' && (
            <>
              <input
                ref={fileInput}
                id={uploadId}
                className="visually-hidden"
                // The button below opens it: named for screen readers, left out of the tab order.
                aria-label={t('uploadButton')}
                tabIndex={-1}
                type="file"
                accept="image/png,image/jpeg,image/svg+xml,.svg"
                onChange={(event) => {
                  const file = event.target.files?.[0];
                  event.target.value = '';
                  if (file) void addPicture(file);
                }}
              />
              <button
                type="button"
                className="button button--accent designer__wide"
                onClick={() => fileInput.current?.click()}
                disabled={busy === 'upload'}
              >
                {busy === 'upload' ? t('uploading') : t('uploadButton')}
              </button>
              <p className="muted">{t('uploadHint')}</p>
            </>
          )}
          {panel === 'text' && (
            <>
              <button
                type="button"
                className="button button--accent designer__wide"
                onClick={() => {
                  // Measured in its font, not in a stand-in that happens to be there first.
                  const size = Math.max(3, Math.min(area.heightMm * 0.1, area.widthMm * 0.08));
                  void editor.add(async (engine) => {
                    await loadFont(t('newText'), 400);
                    return engine.makeText(t('newText'), { fill: '#1b2a4a', size });
                  });
                }}
              >
                {t('addText')}
              </button>
              <p className="muted">{t('textHint')}</p>
            </>
          )}
          {(panel === 'shapes' || panel === 'clipart') && (
            <div className="designer__grid">
              {(panel === 'shapes' ? DESIGN_BASIC_SHAPES : CLIPART).map((shape) => (
                <button
                  key={shape}
                  type="button"
                  className="designer__shape"
                  title={t(`shape.${shape}`)}
                  onClick={() => void editor.add((engine) => engine.makeShape(shape, '#1f6feb'), 0.35)}
                >
                  <ShapeIcon shape={shape} />
                  <span>{t(`shape.${shape}`)}</span>
                </button>
              ))}
            </div>
          )}
          {panel === 'layers' && <Layers editor={editor} />}
          {panel === 'mine' && <MyDesigns spuId={product.id} current={id} />}
        </section>
        <main className="designer__stage">
          <div className="designer__frame">
            <div className="designer__canvas" role="application" aria-label={t('canvas', { product: product.name })}>
              {!editor.live && <Sketch area={area} picture={picture} stage={editor.stage} zoom={editor.zoom} />}
              <div ref={editor.host} className={editor.live ? 'designer__live' : 'designer__live designer__live--starting'} />
            </div>
            <div className="designer__zoombar" role="group" aria-label={t('fit')}>
              <ToolButton label={t('zoomOut')} onClick={() => editor.zoomBy(-1)} disabled={editor.zoom === 1}>
                −
              </ToolButton>
              <button type="button" className="designer__zoom" onClick={() => editor.zoomBy(0)} title={t('fit')}>
                {Math.round(editor.zoom * 100)}%
              </button>
              <ToolButton label={t('zoomIn')} onClick={() => editor.zoomBy(1)} disabled={editor.zoom === 4}>
                +
              </ToolButton>
            </div>
          </div>
          <div className="designer__warnings" aria-live="polite" data-testid="design-warnings">
            {warnings.outside > 0 && <p className="designer__warning">{t('warnOutside', { count: warnings.outside })}</p>}
            {warnings.lowDpi !== null && <p className="designer__warning">{t('warnDpi', { dpi: warnings.lowDpi, min: PRINT_MIN_DPI })}</p>}
            {warnings.colours && (
              <p className="designer__warning">
                {t('warnColours', { count: warnings.colours.count, max: warnings.colours.max, method: methodName })}
              </p>
            )}
            {objects.length > 0 && warnings.outside === 0 && warnings.lowDpi === null && !warnings.colours && (
              <p className="designer__ok">{t('allGood')}</p>
            )}
          </div>
          <p className="designer__shortcuts muted">{t('shortcuts')}</p>
        </main>
        <aside className="designer__props" aria-label={t('colour')}>
          {!selected ? (
            <p className="muted">{t('noSelection')}</p>
          ) : (
            <>
              {fill !== null && (
                <fieldset className="designer__field">
                  <legend>{t('colour')}</legend>
                  <div className="designer__swatches">
                    {SWATCHES.map((colour) => (
                      <button
                        key={colour}
                        type="button"
                        className="designer__swatch"
                        style={{ background: colour }}
                        aria-label={colour}
                        aria-pressed={fill.toLowerCase() === colour}
                        onClick={() => editor.change((o) => o.set({ fill: colour }))}
                      />
                    ))}
                    <input
                      type="color"
                      aria-label={t('colour')}
                      value={fill.startsWith('#') && fill.length === 7 ? fill : '#000000'}
                      onChange={(e) => editor.change((o) => o.set({ fill: e.target.value }))}
                    />
                  </div>
                </fieldset>
              )}
              {text && (
                <div className="designer__field">
                  <label htmlFor={textId}>{t('textContent')}</label>
                  <textarea
                    id={textId}
                    className="designer__text"
                    rows={2}
                    maxLength={500}
                    value={text.text}
                    onChange={(event) => retype({ text: event.target.value })}
                  />
                </div>
              )}
              {text && font && (
                <div className="designer__field">
                  <label htmlFor={fontId}>{t('font')}</label>
                  <select
                    id={fontId}
                    className="designer__font"
                    style={{ fontFamily: cssFontFamily(font) }}
                    value={font}
                    onChange={(event) => retype({ font: event.target.value as DesignFont })}
                  >
                    {DESIGN_FONT_NAMES.map((name) => (
                      <option key={name} value={name}>
                        {t(`fonts.${name}`)}
                      </option>
                    ))}
                  </select>
                  {!DESIGN_FONTS[font].chinese && <p className="muted designer__note">{t('fontFallback')}</p>}
                </div>
              )}
              {text && (
                <fieldset className="designer__field">
                  <legend>{t('alignText')}</legend>
                  <div className="designer__row">
                    <button
                      type="button"
                      className="designer__chip"
                      aria-pressed={Number(text.fontWeight) === 700}
                      disabled={!designFontHasWeight(fontOf(text), 700)}
                      onClick={() => retype({ weight: Number(text.fontWeight) === 700 ? 400 : 700 })}
                    >
                      <strong>B</strong> {t('bold')}
                    </button>
                    {(['left', 'center', 'right'] as const).map((align) => (
                      <button
                        key={align}
                        type="button"
                        className="designer__chip"
                        aria-pressed={text.textAlign === align}
                        onClick={() => editor.change((o) => o.set({ textAlign: align }))}
                      >
                        {t(`text${align[0]!.toUpperCase()}${align.slice(1)}`)}
                      </button>
                    ))}
                  </div>
                </fieldset>
              )}
              <fieldset className="designer__field">
                <legend>{t('align')}</legend>
                <div className="designer__row">
                  {(['left', 'center', 'right', 'top', 'middle', 'bottom'] as Align[]).map((to) => (
                    <button key={to} type="button" className="designer__chip" onClick={() => editor.align(to)}>
                      {t(`align${to[0]!.toUpperCase()}${to.slice(1)}`)}
                    </button>
                  ))}
                </div>
              </fieldset>
              <div className="designer__row">
                <button type="button" className="designer__chip" onClick={() => editor.restack(selected, 1)}>
                  {t('forward')}
                </button>
                <button type="button" className="designer__chip" onClick={() => editor.restack(selected, -1)}>
                  {t('backward')}
                </button>
                <button type="button" className="designer__chip" onClick={() => editor.lock(selected)}>
                  {selected.lockMovementX ? t('unlock') : t('lock')}
                </button>
                <button type="button" className="designer__chip designer__chip--danger" onClick={editor.remove}>
                  {t('delete')}
                </button>
              </div>
            </>
          )}
        </aside>
      </div>
    </div>
  );
}

/**
 * The product picture and the print area as the canvas will show them, drawn before it has started
 * (and by the server): the same fit (`fitStage`), so nothing moves when the canvas takes over.
 */
function Sketch({
  area,
  picture,
  stage,
  zoom,
}: {
  area: TPrintArea;
  picture: string;
  stage: { width: number; height: number } | null;
  zoom: number;
}) {
  const image = useRef<HTMLImageElement>(null);
  const [size, setSize] = useState<{ width: number; height: number } | null>(null);
  const measure = () => {
    const element = image.current;
    if (element?.complete && element.naturalWidth) setSize({ width: element.naturalWidth, height: element.naturalHeight });
  };
  // A picture that arrived before the page was live fired its load event unheard.
  useEffect(measure, []);
  const view = size && stage ? fitStage(area, size, stage, zoom) : null;
  const mmPerPx = area.widthMm / area.width;
  return (
    <div className="designer__sketch" aria-hidden="true">
      <img
        ref={image}
        src={picture}
        alt=""
        onLoad={measure}
        style={
          view
            ? {
                transform: `translate(${view.x - area.x * mmPerPx * view.scale}px, ${view.y - area.y * mmPerPx * view.scale}px) scale(${mmPerPx * view.scale})`,
              }
            : { visibility: 'hidden' }
        }
      />
      {view && (
        <svg
          aria-hidden="true"
          width={area.widthMm * view.scale}
          height={area.heightMm * view.scale}
          style={{ transform: `translate(${view.x}px, ${view.y}px)` }}
        >
          <rect
            width={area.widthMm * view.scale}
            height={area.heightMm * view.scale}
            fill="rgba(11, 114, 133, 0.04)"
            stroke="#0b7285"
            strokeWidth="1.5"
            strokeDasharray="6 4"
          />
        </svg>
      )}
    </div>
  );
}

function LockIcon({ locked }: { locked: boolean }) {
  return (
    <svg viewBox="0 0 16 16" width="14" height="14" aria-hidden="true">
      <rect x="3" y="7" width="10" height="8" rx="1.5" fill="currentColor" />
      <path d={locked ? 'M5 7V5a3 3 0 0 1 6 0v2' : 'M5 7V5a3 3 0 0 1 6 0'} fill="none" stroke="currentColor" strokeWidth="1.6" />
    </svg>
  );
}

/** The design's objects top first: select, reorder, lock and delete. */
function Layers({ editor }: { editor: DesignCanvas }) {
  const { t } = useTranslation('design');
  const objects = [...(editor.canvas()?.getObjects() ?? [])].reverse();
  const active = editor.active();
  if (objects.length === 0) return <p className="muted">{t('noLayers')}</p>;
  return (
    <ol className="designer__layers">
      {objects.map((object, index) => {
        const source = sourceOf(object);
        const label = isText(object)
          ? object.text
          : source?.type === 'shape'
            ? t(`shape.${source.shape}`)
            : source?.type === 'image'
              ? t('layerImage')
              : '';
        return (
          <li key={keyOf(object)} className={object === active ? 'designer__layer designer__layer--active' : 'designer__layer'}>
            <button type="button" className="designer__layer-name" onClick={() => editor.select(object)}>
              {label}
            </button>
            <ToolButton label={t('forward')} onClick={() => editor.restack(object, 1)} disabled={index === 0}>
              ↑
            </ToolButton>
            <ToolButton label={t('backward')} onClick={() => editor.restack(object, -1)} disabled={index === objects.length - 1}>
              ↓
            </ToolButton>
            <ToolButton label={object.lockMovementX ? t('unlock') : t('lock')} onClick={() => editor.lock(object)}>
              <LockIcon locked={Boolean(object.lockMovementX)} />
            </ToolButton>
            <ToolButton
              label={t('delete')}
              onClick={() => {
                editor.select(object);
                editor.remove();
              }}
            >
              ✕
            </ToolButton>
          </li>
        );
      })}
    </ol>
  );
}

/** The member's designs of this product: open one, or copy it to change without losing it. */
function MyDesigns({ spuId, current }: { spuId: number; current: number | null }) {
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
        <li key={design.id} className={design.id === current ? 'designer__design designer__design--current' : 'designer__design'}>
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
