import { z } from 'zod';
import { zOptionalText } from './common.ts';

export const UPLOAD_KINDS = ['image', 'document', 'ad', 'print'] as const;
export type UploadKind = (typeof UPLOAD_KINDS)[number];

/** Upload limits per kind: what the content must be (sniffed, not the name) and how large. */
export const UPLOAD_RULES: Record<UploadKind, { mimes: readonly string[]; maxBytes: number; guests: boolean }> = {
  image: { mimes: ['image/jpeg', 'image/png', 'image/gif'], maxBytes: 5 * 1024 * 1024, guests: true },
  document: {
    mimes: ['application/pdf', 'application/msword', 'application/x-cfb', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
    maxBytes: 10 * 1024 * 1024,
    guests: false,
  },
  ad: { mimes: ['image/jpeg', 'image/png'], maxBytes: 500 * 1024, guests: false },
  print: { mimes: ['image/jpeg', 'application/pdf', 'image/tiff'], maxBytes: 1024 * 1024 * 1024, guests: false },
};

/** The multipart fields beside `file`: `directory` names the kind (yudao's field name). */
export const ZUploadFields = z.object({ directory: z.enum(UPLOAD_KINDS).default('image') });
/** `data` is the URL the file is served from. */
export const ZUploadResponse = z.string();

export const ZContactUsCreateRequest = z.object({
  mobile: zOptionalText(40),
  lastName: zOptionalText(60),
  firstName: zOptionalText(60),
  countryId: z.union([z.number().int().positive(), z.literal('').transform(() => undefined)]).optional(),
  mail: z.union([z.email().max(120), z.literal('')]).optional().default(''),
  subject: z.union([z.string().trim().max(60), z.number().int()]).optional().transform((v) => String(v ?? '8') || '8'),
  content: z.string().trim().min(1).max(300),
  picUrl: z.array(z.string().max(500)).max(5).optional().default([]),
});
export type TContactUsCreateRequest = z.input<typeof ZContactUsCreateRequest>;
export const ZContactUsCreateResponse = z.number().int();
