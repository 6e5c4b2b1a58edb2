import { z } from 'zod';
import { pageResult, zQueryInt } from './common.ts';

/** Newsletter status: awaiting the confirmation link, subscribed, unsubscribed. */
export const NEWSLETTER_STATUS = { pending: 0, subscribed: 1, unsubscribed: 2 } as const;
/** How long a confirmation link works. */
export const NEWSLETTER_CONFIRM_TTL_MS = 60 * 60 * 1000;
/** The welcome coupon: 10 % off, valid 3 years, once. */
export const NEWSLETTER_COUPON_PERCENT = 10;

export const ZNewsletterSubscribeRequest = z.object({ email: z.string().trim().toLowerCase().pipe(z.email()).pipe(z.string().max(254)) });

export const ZNewsletterTokenQuery = z.object({ token: z.string().trim().min(16).max(128) });

/** What the confirmation answers: the e-mail now subscribed and, the first time only, its coupon code (also mailed). */
export const ZNewsletterConfirmResponse = z.object({ mail: z.string(), couponCode: z.string().nullable() });
export type TNewsletterConfirmResponse = z.infer<typeof ZNewsletterConfirmResponse>;

export const ZAdminNewsletterPageRequest = z.object({
  pageNo: zQueryInt(z.number().int().min(1).max(100_000)).default(1),
  pageSize: zQueryInt(z.number().int().min(1).max(100)).default(20),
  status: zQueryInt(z.number().int().min(0).max(2)).optional(),
  mail: z.string().trim().max(254).optional(),
});

export const ZAdminNewsletterSubscriber = z.object({
  id: z.number().int(),
  mail: z.string(),
  memberId: z.number().int().nullable(),
  status: z.number().int(),
  language: z.string(),
  couponCode: z.string().nullable(),
  confirmedAt: z.number().int().nullable(),
  unsubscribedAt: z.number().int().nullable(),
  createTime: z.number().int(),
});
export type TAdminNewsletterSubscriber = z.infer<typeof ZAdminNewsletterSubscriber>;
export const ZAdminNewsletterPageResponse = pageResult(ZAdminNewsletterSubscriber);

export const ZAdminNewsletterExportRequest = z.object({ status: zQueryInt(z.number().int().min(0).max(2)).optional() });
