import { z } from 'zod';
import { zId, zOptionalText } from './common.ts';
import { UPLOAD_KINDS } from '../uploads.ts';

/** The multipart fields beside `file` (or query parameters): `directory` names the kind (yudao's field name). */
export const ZUploadFields = z.object({
  directory: z.enum(UPLOAD_KINDS).default('image'),
  /** A guest's print data: the signed key of their order (the link they were mailed), which alone lets a guest upload it. */
  orderKey: z.string().max(200).optional(),
});
/** `data` is the URL the file is served from. */
export const ZUploadResponse = z.string();

/** The contact form's subjects (a message's `subject`); 8, "other", is the feedback form's. */
export const CONTACT_SUBJECTS = ['1', '2', '3', '4', '5', '6', '7', '8'] as const;

export const ZContactUsCreateRequest = z.object({
  mobile: zOptionalText(40),
  lastName: zOptionalText(60),
  firstName: zOptionalText(60),
  countryId: z.union([z.number().int().positive(), z.literal('').transform(() => undefined)]).optional(),
  mail: z
    .union([z.email().max(120), z.literal('')])
    .optional()
    .default(''),
  subject: z
    .union([z.string().trim().max(60), z.number().int()])
    .optional()
    .transform((v) => String(v ?? '8') || '8'),
  content: z.string().trim().min(1).max(300),
  picUrl: z.array(z.string().max(500)).max(5).optional().default([]),
  /** The contact form's company field. */
  company: zOptionalText(120),
  /** "Ask a question" on a product's page: the product it is about. */
  spuId: zId.optional(),
});
export type TContactUsCreateRequest = z.input<typeof ZContactUsCreateRequest>;
export const ZContactUsCreateResponse = z.number().int();
