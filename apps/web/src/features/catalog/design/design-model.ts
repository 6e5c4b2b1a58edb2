import {
  DESIGN_DEFAULT_FONT,
  DESIGN_FALLBACK_FONT,
  DESIGN_FONT_NAMES,
  DESIGN_FONTS,
  DESIGN_SHAPES,
  type DesignFont,
  type DesignShape,
  type TDesignContent,
  type TDesignObject,
  type TPrintArea,
} from '@shop/shared';
import { FabricImage, type FabricObject, IText, Path, StaticCanvas } from 'fabric';
import { type DesignWarnings, designWarnings, type WarnedObject } from './design-warnings.ts';

/**
 * The editor's objects on a Fabric.js canvas and the design document the shop stores: every
 * object is placed in millimetres from the print area's top left corner, by its centre.
 */

/** What an object on the canvas is in the design: the picture's address and pixels, or the shape's name. */
type Source =
  | { type: 'image'; url: string; svgUrl?: string; width: number; height: number }
  | { type: 'shape'; shape: DesignShape }
  | { type: 'text' };
const sources = new WeakMap<FabricObject, Source>();

const centred = { originX: 'center', originY: 'center' } as const;

const keys = new WeakMap<FabricObject, number>();
let lastKey = 0;

/** A stable key of a canvas object for lists (the layers). */
export function keyOf(object: FabricObject): number {
  if (!keys.has(object)) keys.set(object, ++lastKey);
  return keys.get(object) ?? 0;
}

export function sourceOf(object: FabricObject): Source | undefined {
  return sources.get(object);
}

/**
 * The CSS font family of a bundled font: a Latin-only one lists Noto Sans SC after it, so the
 * browser writes Chinese letters in it, letter by letter, as the server's outlines do.
 */
export function cssFontFamily(font: DesignFont): string {
  const own = `"${DESIGN_FONTS[font].family}"`;
  return DESIGN_FONTS[font].chinese ? own : `${own}, "${DESIGN_FONTS[DESIGN_FALLBACK_FONT].family}"`;
}

/** The bundled font of a text on the canvas. */
export function fontOf(text: IText): DesignFont {
  return DESIGN_FONT_NAMES.find((font) => cssFontFamily(font) === text.fontFamily) ?? DESIGN_DEFAULT_FONT;
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
  sources.set(object, { type: 'text' });
  return object;
}

/** A shape or clip-art drawn in its 100 × 100 box. */
export function makeShape(shape: DesignShape, fill: string): Path {
  const object = new Path(DESIGN_SHAPES[shape], { ...centred, fill });
  sources.set(object, { type: 'shape', shape });
  return object;
}

/** An uploaded picture at its natural pixels (its scale makes it millimetres); an SVG's with its cleaned drawing for print. */
export async function makeImage(url: string, svgUrl?: string): Promise<FabricImage> {
  const object = await FabricImage.fromURL(url, { crossOrigin: 'anonymous' }, centred);
  sources.set(object, { type: 'image', url, ...(svgUrl ? { svgUrl } : {}), width: object.width, height: object.height });
  return object;
}

const placement = (object: FabricObject) => ({
  left: object.left,
  top: object.top,
  angle: object.angle,
  scaleX: object.scaleX,
  scaleY: object.scaleY,
  flipX: object.flipX,
  flipY: object.flipY,
  locked: Boolean(object.lockMovementX),
});

/** The design document of the canvas's objects, bottom to top. */
export function toContent(objects: FabricObject[]): TDesignContent {
  const list: TDesignObject[] = [];
  for (const object of objects) {
    const source = sources.get(object);
    if (!source) continue;
    if (source.type === 'image') list.push({ ...source, ...placement(object) });
    else if (source.type === 'shape') list.push({ type: 'shape', shape: source.shape, fill: String(object.fill), ...placement(object) });
    else {
      const text = object as IText;
      if (!text.text.trim()) continue;
      list.push({
        type: 'text',
        text: text.text,
        fontFamily: fontOf(text),
        fontWeight: Number(text.fontWeight) === 700 ? 700 : 400,
        fontSize: text.fontSize,
        fill: String(text.fill),
        textAlign: text.textAlign === 'left' || text.textAlign === 'right' ? text.textAlign : 'center',
        width: text.width,
        height: text.height,
        ...placement(object),
      });
    }
  }
  return { version: 1, objects: list };
}

/** Locks an object against moving, turning and scaling (it stays selectable to be unlocked). */
export function setLocked(object: FabricObject, locked: boolean): void {
  object.set({
    lockMovementX: locked,
    lockMovementY: locked,
    lockRotation: locked,
    lockScalingX: locked,
    lockScalingY: locked,
    hasControls: !locked,
  });
}

/** The canvas objects of a design document. */
export async function fromContent(content: TDesignContent): Promise<FabricObject[]> {
  return Promise.all(
    content.objects.map(async (item) => {
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

/**
 * The fonts' `@font-face` rules (a Chinese font has a hundred, one per slice of characters),
 * fetched when a text first uses the font: the editor's own stylesheet stays small.
 */
const FONT_FACES: Record<DesignFont, () => Promise<unknown>> = {
  'noto-sans-sc': () => Promise.all([import('@fontsource/noto-sans-sc/400.css'), import('@fontsource/noto-sans-sc/700.css')]),
  'noto-serif-sc': () => Promise.all([import('@fontsource/noto-serif-sc/400.css'), import('@fontsource/noto-serif-sc/700.css')]),
  oswald: () => Promise.all([import('@fontsource/oswald/400.css'), import('@fontsource/oswald/700.css')]),
  pacifico: () => import('@fontsource/pacifico/400.css'),
};
const fontFaces = new Map<DesignFont, Promise<unknown>>();

/**
 * Loads a text's font (and for a Latin-only one the font of its Chinese letters) before it is
 * measured: the font's rules once, then the subsets its letters need.
 */
export async function loadFont(text: string, weight: number, font: DesignFont = DESIGN_DEFAULT_FONT): Promise<void> {
  const fonts = DESIGN_FONTS[font].chinese ? [font] : [font, DESIGN_FALLBACK_FONT];
  for (const name of fonts)
    if (!fontFaces.has(name))
      fontFaces.set(
        name,
        FONT_FACES[name]().catch(() => fontFaces.delete(name)),
      );
  await Promise.all(fonts.map((name) => fontFaces.get(name)));
  await document.fonts.load(`${weight} 16px ${cssFontFamily(font)}`, text).catch(() => undefined);
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

/** The warnings for the canvas's objects (see designWarnings). */
export function warningsOf(
  objects: FabricObject[],
  area: TPrintArea,
  printScale: number,
  method: string,
  pictureColours: Map<string, string[]>,
): DesignWarnings {
  const warned = objects.flatMap((object): WarnedObject[] => {
    const source = sources.get(object);
    if (!source) return [];
    const corners = object.getCoords();
    return source.type === 'image'
      ? [{ corners, picture: { url: source.url, width: source.width, scaleX: object.scaleX } }]
      : [{ corners, fill: String(object.fill) }];
  });
  return designWarnings(warned, area, printScale, method, pictureColours);
}

/**
 * The distinct colours of a picture as a screen printer counts them: opaque pixels rounded to
 * 32 steps per channel, ignoring colours on less than 1 % of them (edges, noise).
 */
export function pictureColours(image: HTMLImageElement): string[] {
  const side = 96;
  const canvas = document.createElement('canvas');
  canvas.width = side;
  canvas.height = side;
  const context = canvas.getContext('2d', { willReadFrequently: true });
  if (!context) return [];
  // Sampled, not blended: scaling with smoothing would invent the in-between colours of every edge.
  context.imageSmoothingEnabled = false;
  context.drawImage(image, 0, 0, side, side);
  const { data } = context.getImageData(0, 0, side, side);
  const counts = new Map<string, number>();
  let opaque = 0;
  for (let i = 0; i < data.length; i += 4) {
    if ((data[i + 3] ?? 0) < 128) continue;
    opaque += 1;
    const key = [0, 1, 2].map((c) => (((data[i + c] ?? 0) >> 3) << 3).toString(16).padStart(2, '0')).join('');
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return [...counts].filter(([, n]) => n >= opaque * 0.01).map(([key]) => `#${key}`);
}
