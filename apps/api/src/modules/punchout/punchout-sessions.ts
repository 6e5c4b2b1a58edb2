import { createHash, randomBytes } from 'node:crypto';
import { COMMON_STATUS, PUNCHOUT_SESSION_HOURS } from '@shop/shared';
import type { PunchoutOrganisation, PunchoutSession } from '../../generated/prisma/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Db } from '../../db/client.ts';
import type { Prisma } from '../../generated/prisma/client.ts';
import type { Ctx } from '../../lib/use-case.ts';
import { passwordMatches } from '../member/passwords.ts';
import { createPunchoutAccount, deleteSessionAccounts } from './punchout-account.ts';

export const SESSION_MS = PUNCHOUT_SESSION_HOURS * 60 * 60_000;

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/**
 * The organisation a login names, when its secret matches: argon2id compares in constant time, and
 * an unknown login is compared against a dummy hash, so a wrong name costs as long as a wrong secret.
 */
export async function organisationByLogin(
  ctx: Ctx,
  protocol: 'oci' | 'cxml',
  login: string,
  secret: string,
): Promise<PunchoutOrganisation | null> {
  const row =
    login === ''
      ? null
      : await ctx.db.punchoutOrganisation.findFirst({
          where: protocol === 'oci' ? { protocol, username: login } : { protocol, fromIdentity: login },
        });
  const hash = row ? (protocol === 'oci' ? row.passwordHash : row.sharedSecretHash) : null;
  const matches = await passwordMatches(hash || null, secret);
  return matches ? row : null;
}

/** The purchasing system's return address: an absolute http(s) URL. */
export function returnUrlOf(text: string): string {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new AppError('PUNCHOUT_RETURN_URL_INVALID');
  }
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || text.length > 2000) throw new AppError('PUNCHOUT_RETURN_URL_INVALID');
  return url.toString();
}

export interface SessionStart {
  returnUrl: string;
  target?: string;
  ociVersion?: string;
  buyerCookie?: string;
  /** cXML create, or edit (the cart starts as the requisition's lines). */
  operation: 'create' | 'edit';
  /** cXML: the StartPage is opened later with a one-time key; OCI logs in at once. */
  withStartKey: boolean;
  /** cXML edit: the cart becomes these lines (the requisition's ItemOut), when given. */
  cartLines?: { skuId: number; count: number }[];
}

/**
 * Opens a punchout session of 2 hours for the organisation, with an account of its own: its cart
 * is empty (OCI, cXML create) or the requisition's lines (cXML edit), and no other buyer of the
 * organisation sees it. Answers the session and, for cXML, the one-time key of its StartPage.
 */
export async function openSession(
  ctx: Ctx,
  org: PunchoutOrganisation,
  start: SessionStart,
): Promise<{ session: PunchoutSession; startKey: string | null }> {
  const startKey = start.withStartKey ? randomBytes(24).toString('base64url') : null;
  const now = ctx.services.clock();
  return ctx.db.$transaction(async (tx) => {
    // Sessions that ended are forgotten, with their carts, as new ones start (and by the background job).
    await forgetEndedSessions(tx, now);
    const memberId = await createPunchoutAccount(tx, org, 'Punchout session');
    if (start.cartLines?.length)
      await tx.cartItem.createMany({ data: start.cartLines.map((line) => ({ memberId, skuId: line.skuId, count: line.count })) });
    const session = await tx.punchoutSession.create({
      data: {
        id: randomBytes(18).toString('base64url'),
        organisationId: org.id,
        protocol: org.protocol,
        returnUrl: start.returnUrl,
        target: start.target ?? '',
        ociVersion: start.ociVersion ?? '',
        buyerCookie: start.buyerCookie ?? '',
        operation: start.operation,
        startKeyHash: startKey === null ? null : sha256(startKey),
        memberId,
        expiresAt: new Date(now.getTime() + SESSION_MS),
      },
    });
    return { session, startKey };
  });
}

const FORGET_BATCH = 500;

/**
 * Removes sessions that ended, with their accounts and carts, a batch at a time (locked rows are
 * skipped: another instance removes them). Answers how many went.
 */
export async function forgetEndedSessions(db: Db | Prisma.TransactionClient, now: Date): Promise<number> {
  const run = async (tx: Prisma.TransactionClient) => {
    const ended = await tx.$queryRaw<{ id: string; member_id: number | null }[]>`
      SELECT id, member_id FROM promotion_punchout_session WHERE expires_at <= ${now}
      ORDER BY expires_at LIMIT ${FORGET_BATCH} FOR UPDATE SKIP LOCKED`;
    if (ended.length === 0) return 0;
    await tx.punchoutSession.deleteMany({ where: { id: { in: ended.map((s) => s.id) } } });
    await deleteSessionAccounts(
      tx,
      ended.flatMap((s) => (s.member_id === null ? [] : [s.member_id])),
    );
    return ended.length;
  };
  return '$transaction' in db ? db.$transaction(run) : run(db);
}

/** The account a session shops as: its own (sessions opened before they had one: the organisation's). */
export const sessionAccount = (session: PunchoutSession, org: PunchoutOrganisation) => session.memberId ?? org.memberId;

/** The session a cXML StartPage key opens, once; refused when used, unknown or expired. */
export async function sessionOfStartKey(ctx: Ctx, key: string): Promise<PunchoutSession> {
  const [session] = await ctx.db.$queryRaw<{ id: string }[]>`
    UPDATE promotion_punchout_session SET start_key_hash = NULL
    WHERE start_key_hash = ${sha256(key)} AND expires_at > ${ctx.services.clock()} RETURNING id`;
  if (!session) throw new AppError('PUNCHOUT_SESSION_EXPIRED');
  return ctx.db.punchoutSession.findUniqueOrThrow({ where: { id: session.id } });
}

/** A session that still runs, with its organisation (whose account is enabled). */
export async function liveSession(ctx: Ctx, id: string): Promise<{ session: PunchoutSession; org: PunchoutOrganisation }> {
  const session = await ctx.db.punchoutSession.findUnique({ where: { id } });
  if (!session || session.expiresAt <= ctx.services.clock()) throw new AppError('PUNCHOUT_SESSION_EXPIRED');
  const org = await ctx.db.punchoutOrganisation.findUnique({ where: { id: session.organisationId } });
  if (!org) throw new AppError('PUNCHOUT_SESSION_EXPIRED');
  // The organisation's account (disabled with the organisation) and the session's own.
  const ids = [...new Set([org.memberId, sessionAccount(session, org)])];
  const enabled = await ctx.db.member.count({ where: { id: { in: ids }, status: COMMON_STATUS.enabled } });
  if (enabled !== ids.length) throw new AppError('PUNCHOUT_SESSION_EXPIRED');
  return { session, org };
}
