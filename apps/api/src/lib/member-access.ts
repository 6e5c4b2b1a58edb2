import { COMMON_STATUS } from '@shop/shared';
import type { FastifyRequest } from 'fastify';

/**
 * Treats the access token of a disabled (or removed) member as no token: member routes then
 * answer 401 and public ones serve a guest. Access tokens live 30 minutes and carry no status,
 * so the status is asked here; it is kept in the catalogue cache, which a change of any member's
 * status empties on every instance (a trigger of the migrations), so a disabled account is
 * refused from its next request without a database query on every request.
 */
export async function dropDisabledMember(request: FastifyRequest): Promise<void> {
  const { memberId } = request.ctx;
  if (memberId === null) return;
  const { db, services } = request.server;
  const status = await services.catalogCache.get(`member-status:${memberId}`, async () => {
    const member = await db.member.findUnique({ where: { id: memberId }, select: { status: true } });
    return member?.status ?? null;
  });
  if (status !== COMMON_STATUS.enabled) {
    request.ctx.memberId = null;
    request.loginFamily = null;
  }
}
