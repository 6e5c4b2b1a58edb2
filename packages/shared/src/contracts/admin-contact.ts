import { z } from 'zod';
import { pageResult, zId, zQueryInt } from './common.ts';

/** A contact or feedback message: 0 new, 10 answered. */
export const CONTACT_STATUS = { new: 0, answered: 10 } as const;
const zContactStatus = z.union([z.literal(CONTACT_STATUS.new), z.literal(CONTACT_STATUS.answered)]);

export const ZAdminContactPageRequest = z.object({
  pageNo: zQueryInt(z.number().int().min(1).max(100_000)).default(1),
  pageSize: zQueryInt(z.number().int().min(1).max(100)).default(10),
  status: zQueryInt(
    z
      .number()
      .int()
      .refine((s) => s === CONTACT_STATUS.new || s === CONTACT_STATUS.answered),
  ).optional(),
  /** Part of the sender's e-mail address, any case. */
  mail: z.string().trim().max(120).optional(),
});

export const ZAdminContactMessage = z.object({
  id: z.number().int(),
  /** The member who sent it while logged in; null for a guest. */
  memberId: z.number().int().nullable(),
  firstName: z.string(),
  lastName: z.string(),
  mail: z.string(),
  mobile: z.string(),
  countryId: z.number().int().nullable(),
  /** The form's subject (dict value). */
  subject: z.string(),
  content: z.string(),
  picUrls: z.array(z.string()),
  company: z.string(),
  /** The product a question from its page is about, with its English name. */
  spuId: z.number().int().nullable(),
  spuName: z.string().nullable(),
  /** The sender's language: the reply is mailed in it. */
  language: z.string(),
  status: z.number().int(),
  replyContent: z.string().nullable(),
  /** Who answered: the admin's id and e-mail. */
  replyAdminId: z.number().int().nullable(),
  replyAdminName: z.string().nullable(),
  replyTime: z.number().int().nullable(),
  createTime: z.number().int(),
});
export const ZAdminContactPageResponse = pageResult(ZAdminContactMessage);

export const ZAdminContactReplyRequest = z.object({ id: zId, content: z.string().trim().min(1).max(5000) });
export const ZAdminContactStatusRequest = z.object({ id: zId, status: zContactStatus });
