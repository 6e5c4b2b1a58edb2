import { z } from 'zod';
import { zId } from './common.ts';
import { PRINT_STATUS } from '../domain/states.ts';
import { ZPrintReason } from './trade.ts';

/** The shop's verdict on print data awaiting a check: passed, or rejected with the reason the shopper reads. */
export const ZAdminPrintCheckRequest = z
  .object({ id: zId, pass: z.boolean(), reason: z.string().trim().max(500).optional().default('') })
  .refine((v) => v.pass || v.reason.length > 0, { message: 'required', path: ['reason'] });

/** Printing started (40) or finished (50). */
export const ZAdminPrintStatusRequest = z.object({
  id: zId,
  status: z.union([z.literal(PRINT_STATUS.printing), z.literal(PRINT_STATUS.printed)]),
});

/** The artwork the shop's staff prepared for a line whose shopper asked for it (a file uploaded with directory=print). */
export const ZAdminPrintArtworkRequest = z.object({ id: zId, url: z.string().trim().min(1).max(500) });

export const ZAdminPrintPageRequest = z.object({
  printStatus: z.preprocess((v) => (v === '' || v === undefined ? undefined : Number(v)), z.number().int().optional()),
  pageNo: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});

/** A custom line with its print order, its print data and what the automatic check found. */
export const ZAdminPrintLine = z.object({
  id: z.number().int(),
  orderId: z.number().int(),
  orderNo: z.string(),
  orderStatus: z.number().int(),
  memberMail: z.string(),
  spuName: z.string(),
  picUrl: z.string(),
  count: z.number().int(),
  size: z.string(),
  /** The most the line prints in mm (its tier cut to the print area); 0 for lines ordered before it was kept. */
  printWidthMm: z.number().int().optional(),
  printHeightMm: z.number().int().optional(),
  locationId: z.string(),
  decoratingMethod: z.string(),
  /** The method's and the position's names in the admin's language (dicts custom_decorating_method, custom_logo_position). */
  decoratingMethodName: z.string(),
  locationName: z.string(),
  description: z.string(),
  imgUrl: z.string(),
  printCheckLevel: z.number().int(),
  printStatus: z.number().int().nullable(),
  printDataUrl: z.string(),
  /** The print file's name as uploaded (sanitised); empty for a design's PDF the shop made. */
  printDataName: z.string().optional(),
  printReasons: z.array(ZPrintReason),
  printFindings: z.record(z.string(), z.unknown()),
  printPreviewUrl: z.string(),
  /** Epoch milliseconds. */
  createTime: z.number().int(),
});
export type TAdminPrintLine = z.infer<typeof ZAdminPrintLine>;
export const ZAdminPrintPageResponse = z.object({ list: z.array(ZAdminPrintLine), total: z.number().int() });
