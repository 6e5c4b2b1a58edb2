import { DESIGN_MAX_COLOURS, dpiAt, PRINT_MIN_DPI } from '@shop/shared';

/** What the shopper is warned of while designing. */
export interface DesignWarnings {
  /** Objects reaching beyond the print area. */
  outside: number;
  /** The lowest resolution of a picture at the print size, when below what printing needs. */
  lowDpi: number | null;
  /** Colours counted when the decorating method limits them, and the limit. */
  colours: { count: number; max: number } | null;
}

/** What the warnings need of an object on the canvas: its corners in design mm, and its picture or its colour. */
export interface WarnedObject {
  corners: { x: number; y: number }[];
  /** A picture: its address (for its colours), its width in pixels and its scale (design mm per pixel). */
  picture?: { url: string; width: number; scaleX: number };
  /** A text's or shape's colour (#rrggbb). */
  fill?: string;
}

/** Millimetres an object may reach beyond the area's edge before it counts as outside (anti-aliasing). */
const EDGE_TOLERANCE_MM = 0.2;

/**
 * The warnings for a design: objects outside the print area (they would be cut off), pictures
 * below the resolution printing needs at `printScale` (print mm per design mm), and more colours
 * than the decorating method prints (screen and pad print; pictures count with their colours).
 */
export function designWarnings(
  objects: WarnedObject[],
  area: { widthMm: number; heightMm: number },
  printScale: number,
  method: string,
  pictureColours: ReadonlyMap<string, string[]>,
): DesignWarnings {
  let outside = 0;
  let lowDpi: number | null = null;
  const colours = new Set<string>();
  const t = EDGE_TOLERANCE_MM;
  for (const { corners, picture, fill } of objects) {
    const xs = corners.map((p) => p.x);
    const ys = corners.map((p) => p.y);
    if (Math.min(...xs) < -t || Math.min(...ys) < -t || Math.max(...xs) > area.widthMm + t || Math.max(...ys) > area.heightMm + t)
      outside += 1;
    if (picture) {
      const dpi = dpiAt(picture.width, picture.width * picture.scaleX * printScale);
      if (dpi < PRINT_MIN_DPI && (lowDpi === null || dpi < lowDpi)) lowDpi = dpi;
      for (const colour of pictureColours.get(picture.url) ?? []) colours.add(colour.toLowerCase());
    } else if (fill) colours.add(fill.toLowerCase());
  }
  const max = DESIGN_MAX_COLOURS[method];
  return { outside, lowDpi, colours: max !== undefined && colours.size > max ? { count: colours.size, max } : null };
}
