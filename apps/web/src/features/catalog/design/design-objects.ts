import {
  DESIGN_DEFAULT_FONT,
  DESIGN_SHAPES,
  type DesignFont,
  type DesignShape,
  type TDesignContent,
  type TPrintArea,
  ZDesignContent,
} from '@shop/shared';
import { Canvas, FabricImage, type FabricObject, IText, Path, Rect, StaticCanvas } from 'fabric';
import { cssFontFamily, loadFont, setLocked, setSource } from './design-model.ts';

/**
 * The canvas's side of the editor, with Fabric.js: its objects made from the design document and
 * the preview drawn from it. Loaded when the shopper starts designing (use-design-canvas.ts), so
 * the editor's frame answers before this larger part has arrived.
 */

const centred = { originX: 'center', originY: 'center' } as const;

/** The editor's canvas on `element`, `size` screen pixels. */
export function createCanvas(element: HTMLCanvasElement, size: { width: number; height: number }): Canvas {
  return new Canvas(element, {
    ...size,
    preserveObjectStacking: true,
    controlsAboveOverlay: true,
    backgroundColor: '#f3f1ec',
    selectionColor: 'rgba(11, 114, 133, 0.08)',
    selectionBorderColor: '#0b7285',
  });
}

/** The product picture under the design, in millimetres from the print area's corner, and the print area outlined over it. */
export async function setStage(canvas: Canvas, picture: string, area: TPrintArea): Promise<void> {
  const mmPerPx = area.widthMm / area.width;
  const background = await FabricImage.fromURL(picture, { crossOrigin: 'anonymous' });
  background.set({
    originX: 'left',
    originY: 'top',
    left: -area.x * mmPerPx,
    top: -area.y * mmPerPx,
    scaleX: mmPerPx,
    scaleY: mmPerPx,
  });
  canvas.backgroundImage = background;
  canvas.overlayImage = new Rect({
    originX: 'left',
    originY: 'top',
    left: 0,
    top: 0,
    width: area.widthMm,
    height: area.heightMm,
    fill: 'rgba(11, 114, 133, 0.04)',
    stroke: '#0b7285',
    strokeUniform: true,
    objectCaching: false,
  });
}

/** A text in one of the bundled fonts; `size` in millimetres. */
export function makeText(text: string, options: { fill: string; size: number; weight?: 400 | 700; font?: DesignFont }): IText {
  const object = new IText(text, {
    ...centred,
    fontFamily: cssFontFamily(options.font ?? DESIGN_DEFAULT_FONT),
    fontSize: options.size,
    fontWeight: options.weight ?? 400,
    fill: options.fill,
    textAlign: 'center',
  });
  setSource(object, { type: 'text' });
  return object;
}

/** A shape or clip-art drawn in its 100 × 100 box. */
export function makeShape(shape: DesignShape, fill: string): Path {
  const object = new Path(DESIGN_SHAPES[shape], { ...centred, fill });
  setSource(object, { type: 'shape', shape });
  return object;
}

/** An uploaded picture at its natural pixels (its scale makes it millimetres); an SVG's with its cleaned drawing for print. */
export async function makeImage(url: string, svgUrl?: string): Promise<FabricImage> {
  const object = await FabricImage.fromURL(url, { crossOrigin: 'anonymous' }, centred);
  setSource(object, { type: 'image', url, ...(svgUrl ? { svgUrl } : {}), width: object.width, height: object.height });
  return object;
}

/** The canvas objects of a design document; none for one that breaks the contract (a draft spoilt in the browser's storage). */
export async function fromContent(content: TDesignContent): Promise<FabricObject[]> {
  const checked = ZDesignContent.safeParse(content);
  if (!checked.success) return [];
  return Promise.all(
    checked.data.objects.map(async (item) => {
      const object =
        item.type === 'image'
          ? await makeImage(item.url, item.svgUrl)
          : item.type === 'shape'
            ? makeShape(item.shape, item.fill)
            : makeText(item.text, { fill: item.fill, size: item.fontSize, weight: item.fontWeight, font: item.fontFamily });
      if (item.type === 'text') object.set({ textAlign: item.textAlign });
      const { left, top, angle, scaleX, scaleY, flipX, flipY } = item;
      object.set({ left, top, angle, scaleX, scaleY, flipX, flipY });
      setLocked(object, item.locked);
      return object;
    }),
  );
}

/** The design alone as a PNG (transparent, the print area's shape, about 1000 px): the line's logo and the list's picture. */
export async function renderPreview(content: TDesignContent, area: TPrintArea): Promise<Blob> {
  const scale = 1000 / Math.max(area.widthMm, area.heightMm);
  const element = document.createElement('canvas');
  const canvas = new StaticCanvas(element, {
    width: Math.round(area.widthMm * scale),
    height: Math.round(area.heightMm * scale),
    enableRetinaScaling: false,
  });
  canvas.setViewportTransform([scale, 0, 0, scale, 0, 0]);
  for (const item of content.objects) if (item.type === 'text') await loadFont(item.text, item.fontWeight, item.fontFamily);
  for (const object of await fromContent(content)) canvas.add(object);
  canvas.renderAll();
  const blob = await canvas.toBlob({ format: 'png', multiplier: 1 });
  await canvas.dispose();
  if (!blob) throw new Error('preview');
  return blob;
}
