import {
  adminContract,
  COMMON_STATUS,
  type DataOf,
  type Language,
  type MailTemplate,
  type ParsedInputOf,
  pickLanguage,
  permissionGranted,
  STAFF_NOTIFICATION_KINDS,
  STAFF_NOTIFICATIONS,
  type StaffNotificationKind,
} from '@shop/shared';
import type { Db } from '../../db/client.ts';
import type { Prisma } from '../../generated/prisma/client.ts';
import { adminPermissions } from '../../lib/admin-access.ts';
import { AppError } from '../../lib/app-error.ts';
import { adminIdOf, type Ctx } from '../../lib/use-case.ts';
import type { Services } from '../../services.ts';

const endpoints = adminContract.system.user.profile;

/** The kinds a set of permissions lets an admin receive. */
const availableTo = (permissions: string[]) =>
  STAFF_NOTIFICATION_KINDS.filter((kind) => permissionGranted(permissions, STAFF_NOTIFICATIONS[kind]));

/** One's notification choice and what one's permissions cover. */
export async function getNotificationSettings(ctx: Ctx): Promise<DataOf<typeof endpoints.notificationGet>> {
  const adminId = adminIdOf(ctx);
  const [admin, permissions] = await Promise.all([
    ctx.db.adminUser.findUniqueOrThrow({ where: { id: adminId }, select: { notifyKinds: true } }),
    adminPermissions(ctx.db, adminId),
  ]);
  if (permissions === null) throw new AppError('UNAUTHORIZED');
  const chosen = new Set(admin.notifyKinds);
  return { kinds: STAFF_NOTIFICATION_KINDS.filter((kind) => chosen.has(kind)), available: availableTo(permissions) };
}

/** Stores one's choice and the language of the mails (the back office's language now). */
export async function updateNotificationSettings(ctx: Ctx, input: ParsedInputOf<typeof endpoints.notificationUpdate>): Promise<boolean> {
  await ctx.db.adminUser.update({
    where: { id: adminIdOf(ctx) },
    data: { notifyKinds: [...new Set(input.kinds)], notifyLanguage: ctx.language },
  });
  return true;
}

/**
 * Queues a staff notification, in the transaction of the change it tells of, to every enabled admin
 * who chose its kind and whose permissions cover it now (a role changed since the choice counts);
 * answers the mails' ids, to be delivered after the commit. `params` fill the mail's text in the
 * admin's language (money formatted for it), and `path` is the back-office page it links to (`/orders/12`).
 */
export async function queueStaffNotification(
  tx: Prisma.TransactionClient | Db,
  services: Services,
  kind: StaffNotificationKind,
  path: string,
  params: (language: Language) => Record<string, string>,
  /** The mail of the kind's event (default `staff-<kind>`; a kind may have several, such as a quote's new message). */
  template: MailTemplate = `staff-${kind}`,
): Promise<number[]> {
  const admins = await tx.$queryRaw<{ username: string; language: string; permissions: string[] }[]>`
    SELECT u.username, u.notify_language AS language,
           coalesce(array_agg(DISTINCT p.permission) FILTER (WHERE p.permission IS NOT NULL), '{}') AS permissions
    FROM system_admin_user u
    LEFT JOIN system_admin_user_role ur ON ur.user_id = u.id
    LEFT JOIN system_admin_role r ON r.id = ur.role_id
    LEFT JOIN LATERAL unnest(r.permissions) AS p(permission) ON true
    WHERE u.status = ${COMMON_STATUS.enabled} AND ${kind} = ANY(u.notify_kinds)
    GROUP BY u.id ORDER BY u.id`;
  const link = `${services.config.PUBLIC_URL}/admin${path}`;
  const ids: number[] = [];
  for (const admin of admins) {
    if (!permissionGranted(admin.permissions, STAFF_NOTIFICATIONS[kind])) continue;
    const language = pickLanguage(admin.language);
    ids.push(await services.mailer.queue(tx, { to: admin.username, template, language, params: { ...params(language), link } }));
  }
  return ids;
}

/** Hands the queued notifications to delivery once their change is committed. */
export function deliverStaffNotifications(services: Services, ids: number[]): void {
  for (const id of ids) services.mailer.deliverLater(id);
}
