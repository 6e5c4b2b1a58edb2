import {
  DESIGN_DEFAULT_FONT,
  DESIGN_FALLBACK_FONT,
  DESIGN_FONT_NAMES,
  DESIGN_FONTS,
  type DesignFont,
  type DesignShape,
  type TDesignContent,
  type TDesignObject,
  type TPrintArea,
} from '@shop/shared';
// Types only: Fabric.js itself loads with the canvas (design-objects.ts), not with the editor's frame.
import type { FabricObject, IText } from 'fabric';
import { type DesignWarnings, designWarnings, type WarnedObject } from './design-warnings.ts';

/**
 * The editor's objects on a Fabric.js canvas and the design document the shop stores: every
 * object is placed in millimetres from the print area's top left corner, by its centre.
 */

/** What an object on the canvas is in the design: the picture's address and pixels, or the shape's name. */
export type Source =
  | { type: 'image'; url: string; svgUrl?: string; width: number; height: number }
  | { type: 'shape'; shape: DesignShape }
  | { type: 'text' };
const sources = new WeakMap<FabricObject, Source>();

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

/** Records what a new canvas object is in the design. */
export function setSource(object: FabricObject, source: Source): void {
  sources.set(object, source);
}

export function isText(object: FabricObject | null): object is IText {
  return object !== null && sources.get(object)?.type === 'text';
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

/** How the stage shows the design: screen pixels per design mm, and where the print area's top left corner is. */
export interface StageView {
  scale: number;
  x: number;
  y: number;
}

/**
 * The product picture (`picture`, its pixels) fitted into a stage of `stage` pixels at zoom `level`:
 * the whole picture, brought closer (up to 1.6 times) until the print area fills half the stage,
 * centred on the print area. The canvas and the sketch shown before it share it.
 */
export function fitStage(
  area: TPrintArea,
  picture: { width: number; height: number },
  stage: { width: number; height: number },
  level: number,
): StageView {
  const mmPerPx = area.widthMm / area.width;
  const whole = Math.min(stage.width / (picture.width * mmPerPx), stage.height / (picture.height * mmPerPx)) * 0.96;
  const onArea = Math.min(stage.width / area.widthMm, stage.height / area.heightMm) * 0.5;
  const scale = Math.max(whole, Math.min(onArea, whole * 1.6)) * level;
  return { scale, x: stage.width / 2 - (area.widthMm / 2) * scale, y: stage.height / 2 - (area.heightMm / 2) * scale };
}
