import { z } from 'zod';
import {
  DESIGN_DEFAULT_FONT,
  DESIGN_FONT_NAMES,
  DESIGN_SHAPE_NAMES,
  type DesignFont,
  type DesignShape,
  designFontHasWeight,
} from '../domain/design.ts';
import { pageResult, zId, zQueryInt } from './common.ts';

/**
 * A print area on a product's picture for one logo position (dict custom_logo_position): the
 * rectangle in the picture's own pixels (an SVG's viewBox units) and the largest print there.
 */
export const ZPrintArea = z.object({
  locationId: z.string().trim().min(1).max(10),
  /** The picture the area is drawn on; "" is the product's main picture. */
  picUrl: z.string().trim().max(500).default(''),
  x: z.number().int().min(0).max(20_000),
  y: z.number().int().min(0).max(20_000),
  width: z.number().int().min(1).max(20_000),
  height: z.number().int().min(1).max(20_000),
  widthMm: z.number().int().min(1).max(5_000),
  heightMm: z.number().int().min(1).max(5_000),
});
export type TPrintArea = z.infer<typeof ZPrintArea>;

/** The back office sets a product's print areas together: one per position at most. */
export const ZAdminPrintAreaSaveRequest = z.object({
  spuId: zId,
  areas: z
    .array(ZPrintArea)
    .max(20)
    .refine((areas) => new Set(areas.map((a) => a.locationId)).size === areas.length, { message: 'print_area_position_twice' }),
});
export const ZAdminPrintAreaListRequest = z.object({ spuId: zQueryInt(zId) });
export const ZAdminPrintAreaListResponse = z.array(ZPrintArea);

const zColour = z.string().regex(/^#[0-9a-fA-F]{6}$/);
const zMm = z.number().min(-10_000).max(10_000);

/**
 * Where an object of a design stands, as the editor places it: its centre in millimetres from the
 * print area's top left corner, its turn in degrees and its scale (object units to millimetres).
 */
const placement = {
  left: zMm,
  top: zMm,
  angle: z.number().min(-360).max(360).default(0),
  scaleX: z.number().positive().max(10_000),
  scaleY: z.number().positive().max(10_000),
  flipX: z.boolean().default(false),
  flipY: z.boolean().default(false),
  /** Locked in the editor (it cannot be moved by mistake); printed all the same. */
  locked: z.boolean().default(false),
};

/**
 * An uploaded picture: `width` × `height` are its pixels (printed at `width × scaleX` mm). An SVG
 * upload is shown as the PNG at `url` and printed as vectors from the cleaned SVG at `svgUrl`.
 */
const ZDesignImage = z.object({
  type: z.literal('image'),
  url: z.string().min(1).max(500),
  svgUrl: z.string().min(1).max(500).optional(),
  width: z.number().int().min(1).max(20_000),
  height: z.number().int().min(1).max(20_000),
  ...placement,
});

/**
 * A text in one of the bundled fonts (DESIGN_FONTS, in a weight it has); `width` × `height` in mm
 * as the editor laid it out, `fontSize` in mm.
 */
const ZDesignText = z.object({
  type: z.literal('text'),
  text: z.string().min(1).max(500),
  fontFamily: z.enum(DESIGN_FONT_NAMES as [DesignFont, ...DesignFont[]]).default(DESIGN_DEFAULT_FONT),
  fontWeight: z.union([z.literal(400), z.literal(700)]).default(400),
  fontSize: z.number().min(0.5).max(1_000),
  fill: zColour,
  textAlign: z.enum(['left', 'center', 'right']).default('center'),
  width: z.number().positive().max(20_000),
  height: z.number().positive().max(20_000),
  ...placement,
});

/** A shape or clip-art drawn in its 100 × 100 box. */
const ZDesignShape = z.object({
  type: z.literal('shape'),
  shape: z.enum(DESIGN_SHAPE_NAMES as [DesignShape, ...DesignShape[]]),
  fill: zColour,
  ...placement,
});

export const ZDesignObject = z.discriminatedUnion('type', [ZDesignImage, ZDesignText, ZDesignShape]);
export type TDesignObject = z.infer<typeof ZDesignObject>;

/** A design: its objects bottom to top (the last is drawn on top). */
export const ZDesignContent = z.object({
  version: z.literal(1),
  objects: z
    .array(ZDesignObject)
    .max(100)
    .superRefine((objects, issues) => {
      objects.forEach((object, at) => {
        if (object.type === 'text' && !designFontHasWeight(object.fontFamily, object.fontWeight))
          issues.addIssue({ code: 'custom', message: 'design_font_weight', path: [at, 'fontWeight'] });
      });
    }),
});
export type TDesignContent = z.infer<typeof ZDesignContent>;

/** What a design is for: the product, its SKU, the logo position and the print size (tier or W×H cm). */
const designTarget = {
  name: z.string().trim().max(60).default(''),
  spuId: zId,
  skuId: zId.optional(),
  locationId: z.string().trim().min(1).max(10),
  size: z.string().trim().max(20).default(''),
  content: ZDesignContent,
  /** A PNG of the design the storefront rendered and uploaded (shown in lists, used as the line's logo). */
  previewUrl: z.string().max(500).default(''),
};
export const ZDesignCreateRequest = z.object(designTarget);
export type TDesignCreateRequest = z.input<typeof ZDesignCreateRequest>;
export const ZDesignUpdateRequest = z.object({ id: zId, ...designTarget });

export const ZDesign = z.object({
  id: z.number().int(),
  name: z.string(),
  spuId: z.number().int(),
  skuId: z.number().int().nullable(),
  locationId: z.string(),
  size: z.string(),
  content: ZDesignContent,
  previewUrl: z.string(),
  createTime: z.number().int(),
  updateTime: z.number().int(),
});
export type TDesign = z.infer<typeof ZDesign>;

export const ZDesignPageRequest = z.object({
  pageNo: zQueryInt(z.number().int().min(1).max(100_000)).default(1),
  pageSize: zQueryInt(z.number().int().min(1).max(100)).default(10),
  spuId: zQueryInt(zId).optional(),
});
export const ZDesignPageResponse = pageResult(ZDesign);

/**
 * An SVG taken for the editor: the PNG drawn from it (shown and used for the preview) and, when
 * it is a drawing the print can keep as vectors, the cleaned SVG (else "").
 */
export const ZDesignSvgUploadResponse = z.object({ url: z.string(), svgUrl: z.string() });
export type TDesignSvgUploadResponse = z.infer<typeof ZDesignSvgUploadResponse>;
