import { z } from 'zod';

/**
 * The mails staff may choose to receive, each with the permission it needs: an admin whose roles
 * lack it is never mailed that kind, whatever they chose. `quote` and `approval` are for quotes
 * and company approvals (mailed once those exist).
 */
export const STAFF_NOTIFICATIONS = {
  /** A new order was paid. */
  'order-paid': 'trade:order:query',
  /** A buyer asked for a return or refund. */
  'after-sale': 'trade:after-sale:query',
  /** A contact message arrived. */
  'contact-message': 'content:contact-us:query',
  /** Print data was uploaded for a logo line. */
  'print-data': 'trade:order:query',
  /** A quote waits to be priced. */
  quote: 'trade:quote:query',
  /** An order waits for approval. */
  approval: 'trade:order:query',
} as const;
export type StaffNotificationKind = keyof typeof STAFF_NOTIFICATIONS;
export const STAFF_NOTIFICATION_KINDS = Object.keys(STAFF_NOTIFICATIONS) as StaffNotificationKind[];

const zKind = z.enum(STAFF_NOTIFICATION_KINDS as [StaffNotificationKind, ...StaffNotificationKind[]]);

/** One's own notification choice: what is chosen, and what one's permissions let one receive. */
export const ZAdminNotificationSettings = z.object({
  kinds: z.array(zKind),
  available: z.array(zKind),
});

/** The kinds to receive from now on (every other is off); mailed in the request's language. */
export const ZAdminNotificationUpdateRequest = z.object({
  kinds: z.array(zKind).max(STAFF_NOTIFICATION_KINDS.length),
});
