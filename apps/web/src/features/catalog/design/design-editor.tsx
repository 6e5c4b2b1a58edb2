import {
  DESIGN_BASIC_SHAPES,
  DESIGN_SHAPE_NAMES,
  designFontHasWeight,
  designPrintSize,
  type TDesignContent,
  type TPrintArea,
} from '@shop/shared';
import type { FabricObject, IText } from 'fabric';
import { useState } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { accessTokenStore } from '../../../lib/session.ts';
import { useStore } from '../../../lib/store.ts';
import { useDictData } from '../api/get-dict-data.ts';
import { cssFontFamily, fontOf, isText, keyOf, loadFont, sourceOf, warningsOf } from './design-model.ts';
import { Sketch } from './design-sketch.tsx';
import { DesignToolbar } from './design-toolbar.tsx';
import { type Layer, LayerList } from './layer-list.tsx';
import { MyDesigns } from './my-designs.tsx';
import { type Selection, SelectionPanel } from './selection-panel.tsx';
import type { Retype } from './text-settings.tsx';
import { ToolButton } from './tool-button.tsx';
import { type Panel, ShapeGrid, TextPanel, ToolTabs, UploadPanel } from './tool-panels.tsx';
import { useDesignCanvas } from './use-design-canvas.ts';
import { type Design, useDesignActions } from './use-design-actions.ts';
import { WarningList } from './warning-list.tsx';

const CLIPART = DESIGN_SHAPE_NAMES.filter((shape) => !DESIGN_BASIC_SHAPES.includes(shape));

export interface EditorProps extends Design {
  initial: TDesignContent | null;
}

/** The print data's size in mm and how many printed mm one design mm makes. */
function printScaleOf(area: TPrintArea, size: string) {
  const print = designPrintSize(area, size);
  return { print, scale: print.width / area.widthMm };
}

/** The canvas's objects top first, as the layer list names them. */
function layersOf(stack: FabricObject[], active: FabricObject | null, t: TFunction<'design'>): Layer[] {
  return stack.map((object) => {
    const source = sourceOf(object);
    const label = isText(object)
      ? object.text
      : source?.type === 'shape'
        ? t(`shape.${source.shape}`)
        : source?.type === 'image'
          ? t('layerImage')
          : '';
    return { key: keyOf(object), label, locked: Boolean(object.lockMovementX), active: object === active };
  });
}

/** The selected object as the selection panel shows it. */
function selectionOf(selected: FabricObject | null): Selection | null {
  if (!selected) return null;
  const text = isText(selected) ? selected : null;
  return {
    fill: sourceOf(selected)?.type !== 'image' ? String(selected.fill) : null,
    text: text && { text: text.text, font: fontOf(text), bold: Number(text.fontWeight) === 700, align: String(text.textAlign) },
    locked: Boolean(selected.lockMovementX),
  };
}

/**
 * The online design editor: the product's picture with the print area, tools to add pictures,
 * texts, shapes and clip-art, the selected object's colour, alignment and layer, warnings as the
 * shopper works, and Save / Use this design.
 */
export function DesignEditor({ product, area, target, method, count, designId, initial }: EditorProps) {
  const { t } = useTranslation('design');
  // The server renders the editor for a guest; a member's own tab shows once the page is live.
  const token = useStore(accessTokenStore);
  const positions = useDictData('custom_logo_position').data;
  const methods = useDictData('custom_decorating_method').data;
  const [panel, setPanel] = useState<Panel>('upload');
  const picture = area.picUrl || product.skus.find((s) => s.id === target.skuId)?.picUrl || product.picUrl;
  const editor = useDesignCanvas({ area, picture, initial });
  const { id, busy, addPicture, onSave, onUse } = useDesignActions(editor, { product, area, target, method, count, designId });
  const { print, scale } = printScaleOf(area, target.size);
  const selected = editor.active();
  const objects = editor.canvas()?.getObjects() ?? [];
  const warnings = warningsOf(objects, area, scale, method, editor.colours);
  const methodName = methods.find((m) => m.value === method)?.label ?? method;
  const positionName = positions.find((p) => p.value === target.locationId)?.label ?? target.locationId;

  const text = isText(selected) ? selected : null;
  /**
   * Changes the selected text's letters, font or weight once the font has what they need (then
   * measures it again). Only what is named changes: a font chosen while new letters load keeps them.
   */
  const retype = (next: Retype) => {
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
  const stack = [...objects].reverse();
  const addText = () => {
    // Measured in its font, not in a stand-in that happens to be there first.
    const size = Math.max(3, Math.min(area.heightMm * 0.1, area.widthMm * 0.08));
    void editor.add(async (engine) => {
      await loadFont(t('newText'), 400);
      return engine.makeText(t('newText'), { fill: '#1b2a4a', size });
    });
  };

  return (
    // The canvas starts at the shopper's first touch, click or key (use-design-canvas.ts).
    <div className="designer" onPointerDownCapture={editor.start} onKeyDownCapture={editor.start} onFocusCapture={editor.start}>
      <DesignToolbar
        product={product}
        printArea={{ position: positionName, width: print.width, height: print.height }}
        count={count}
        methodName={methodName}
        history={editor}
        busy={busy}
        canUse={objects.length > 0}
        onSave={() => void onSave()}
        onUse={() => void onUse()}
      />
      <div className="designer__body">
        <ToolTabs panel={panel} member={Boolean(token)} onChange={setPanel} />
        <section className="designer__panel" aria-label={t(panel)}>
          {panel === 'upload' && <UploadPanel uploading={busy === 'upload'} onFile={(file) => void addPicture(file)} />}
          {panel === 'text' && <TextPanel onAdd={addText} />}
          {(panel === 'shapes' || panel === 'clipart') && (
            <ShapeGrid
              shapes={panel === 'shapes' ? DESIGN_BASIC_SHAPES : CLIPART}
              onAdd={(shape) => void editor.add((engine) => engine.makeShape(shape, '#1f6feb'), 0.35)}
            />
          )}
          {panel === 'layers' && (
            <LayerList
              layers={layersOf(stack, selected, t)}
              onSelect={(i) => editor.select(stack[i]!)}
              onRestack={(i, step) => editor.restack(stack[i]!, step)}
              onLock={(i) => editor.lock(stack[i]!)}
              onDelete={(i) => {
                editor.select(stack[i]!);
                editor.remove();
              }}
            />
          )}
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
          <WarningList warnings={warnings} empty={objects.length === 0} methodName={methodName} />
          <p className="designer__shortcuts muted">{t('shortcuts')}</p>
        </main>
        <SelectionPanel
          selection={selectionOf(selected)}
          onStyle={(style) => editor.change((o) => o.set(style))}
          onRetype={retype}
          onAlign={editor.align}
          onRestack={(step) => selected && editor.restack(selected, step)}
          onLock={() => selected && editor.lock(selected)}
          onDelete={editor.remove}
        />
      </div>
    </div>
  );
}
