import { adminContract, COMMON_STATUS, type DataOf, type ParsedInputOf } from '@shop/shared';
import { Prisma, type Coupon } from '../../generated/prisma/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { adminIdOf, type Ctx } from '../../lib/use-case.ts';
import { writeAudit } from '../system/audit.ts';

const endpoints = adminContract.promotion.coupon;
type CouponView = DataOf<typeof endpoints.get>;
type CouponInput = ParsedInputOf<typeof endpoints.create>;

const time = (d: Date | null) => (d ? d.getTime() : null);

function toView(row: Coupon, memberMail: string | null): CouponView {
  return {
    id: row.id,
    code: row.code,
    name: row.name,
    type: row.type === 'fixed' ? 'fixed' : 'percent',
    value: row.value,
    minSpend: row.minSpend,
    validFrom: time(row.validFrom),
    validTo: time(row.validTo),
    totalLimit: row.totalLimit,
    perMemberLimit: row.perMemberLimit,
    memberId: row.memberId,
    memberMail,
    mail: row.mail,
    status: row.status,
    usedCount: row.usedCount,
    createTime: row.createdAt.getTime(),
    updateTime: row.updatedAt.getTime(),
  };
}

/** What the audit log keeps of a coupon: its terms, as the back office sees them. */
function auditView(row: Coupon) {
  const { usedCount: _used, createdAt: _created, updatedAt: _updated, ...terms } = row;
  return { ...terms, validFrom: time(row.validFrom), validTo: time(row.validTo) };
}

async function withMemberMails(ctx: Ctx, rows: Coupon[]): Promise<CouponView[]> {
  const ids = [...new Set(rows.flatMap((r) => (r.memberId === null ? [] : [r.memberId])))];
  const members = ids.length ? await ctx.db.member.findMany({ where: { id: { in: ids } }, select: { id: true, mail: true } }) : [];
  const mails = new Map(members.map((m) => [m.id, m.mail]));
  return rows.map((row) => toView(row, row.memberId === null ? null : (mails.get(row.memberId) ?? null)));
}

export async function pageCoupons(ctx: Ctx, query: ParsedInputOf<typeof endpoints.page>) {
  const where: Prisma.CouponWhereInput = {
    ...(query.status !== undefined ? { status: query.status } : {}),
    ...(query.keyword
      ? { OR: [{ code: { contains: query.keyword, mode: 'insensitive' } }, { name: { contains: query.keyword, mode: 'insensitive' } }] }
      : {}),
  };
  const [rows, total] = await Promise.all([
    ctx.db.coupon.findMany({ where, orderBy: { id: 'desc' }, skip: (query.pageNo - 1) * query.pageSize, take: query.pageSize }),
    ctx.db.coupon.count({ where }),
  ]);
  return { list: await withMemberMails(ctx, rows), total };
}

export async function getCoupon(ctx: Ctx, id: number): Promise<CouponView> {
  const row = await ctx.db.coupon.findUnique({ where: { id } });
  if (!row) throw new AppError('COUPON_NOT_FOUND');
  const [view] = await withMemberMails(ctx, [row]);
  return view!;
}

/** The stored terms of the request: a code bound to a member must name one. */
async function termsOf(ctx: Ctx, input: CouponInput) {
  if (input.memberId !== null && !(await ctx.db.member.count({ where: { id: input.memberId } }))) throw new AppError('MEMBER_NOT_FOUND');
  return {
    code: input.code,
    name: input.name,
    type: input.type,
    value: input.value,
    minSpend: input.minSpend,
    validFrom: input.validFrom === null ? null : new Date(input.validFrom),
    validTo: input.validTo === null ? null : new Date(input.validTo),
    totalLimit: input.totalLimit,
    perMemberLimit: input.perMemberLimit,
    memberId: input.memberId,
    mail: input.mail,
    status: input.status,
  };
}

/**
 * Runs a change of coupon terms, turning a taken code (unique index) into its error. Settlement
 * reads the terms through the catalogue cache, which the table's trigger empties on every
 * instance; this instance forgets them at once, so the next settlement here sees the change.
 */
async function changeTerms<T>(ctx: Ctx, change: () => Promise<T>): Promise<T> {
  try {
    const result = await change();
    ctx.services.catalogCache.clear();
    return result;
  } catch (error) {
    if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === 'P2002') throw new AppError('COUPON_CODE_USED');
    throw error;
  }
}

/** Creates a promo code, written to the audit log; it works at checkout at once. */
export async function createCoupon(ctx: Ctx, input: CouponInput): Promise<number> {
  const adminId = adminIdOf(ctx);
  const data = await termsOf(ctx, input);
  return changeTerms(ctx, () =>
    ctx.db.$transaction(async (tx) => {
      const row = await tx.coupon.create({ data });
      await writeAudit(tx, { adminId, action: 'promotion:coupon:create', target: `promotion_coupon:${row.id}`, after: auditView(row) });
      return row.id;
    }),
  );
}

/** Replaces a coupon's terms; orders placed with it keep what they were priced at. */
export async function updateCoupon(ctx: Ctx, input: ParsedInputOf<typeof endpoints.update>): Promise<boolean> {
  const adminId = adminIdOf(ctx);
  const data = await termsOf(ctx, input);
  return changeTerms(ctx, () =>
    ctx.db.$transaction(async (tx) => {
      // Locks the row, so two edits of one coupon are audited in the order they were made.
      const [locked] = await tx.$queryRaw<{ id: number }[]>`SELECT id FROM promotion_coupon WHERE id = ${input.id} FOR UPDATE`;
      if (!locked) throw new AppError('COUPON_NOT_FOUND');
      const before = await tx.coupon.findUniqueOrThrow({ where: { id: input.id } });
      const after = await tx.coupon.update({ where: { id: input.id }, data });
      await writeAudit(tx, {
        adminId,
        action: 'promotion:coupon:update',
        target: `promotion_coupon:${input.id}`,
        before: auditView(before),
        after: auditView(after),
      });
      return true;
    }),
  );
}

/**
 * Deletes a coupon no order names; one that orders name (paid, open or cancelled) stays for
 * their records and is disabled instead, so it can no longer be used.
 */
export async function deleteCoupon(ctx: Ctx, id: number): Promise<'deleted' | 'disabled'> {
  const adminId = adminIdOf(ctx);
  return changeTerms(ctx, () =>
    ctx.db.$transaction(async (tx) => {
      // The row lock makes an order placed meanwhile either wait (and then see it gone or
      // disabled) or be counted here.
      const [locked] = await tx.$queryRaw<{ id: number }[]>`SELECT id FROM promotion_coupon WHERE id = ${id} FOR UPDATE`;
      if (!locked) throw new AppError('COUPON_NOT_FOUND');
      const before = await tx.coupon.findUniqueOrThrow({ where: { id } });
      const named = (await tx.tradeOrder.count({ where: { couponId: id } })) + (await tx.couponUse.count({ where: { couponId: id } }));
      const target = `promotion_coupon:${id}`;
      if (named === 0) {
        await tx.coupon.delete({ where: { id } });
        await writeAudit(tx, { adminId, action: 'promotion:coupon:delete', target, before: auditView(before) });
        return 'deleted' as const;
      }
      const after = await tx.coupon.update({ where: { id }, data: { status: COMMON_STATUS.disabled } });
      await writeAudit(tx, { adminId, action: 'promotion:coupon:disable', target, before: auditView(before), after: auditView(after) });
      return 'disabled' as const;
    }),
  );
}

/** The orders placed with a coupon, newest first, with their members' (or guests') e-mail addresses. */
export async function pageCouponUses(ctx: Ctx, query: ParsedInputOf<typeof endpoints.usePage>) {
  if (!(await ctx.db.coupon.count({ where: { id: query.couponId } }))) throw new AppError('COUPON_NOT_FOUND');
  const where = { couponId: query.couponId };
  const [orders, total] = await Promise.all([
    ctx.db.tradeOrder.findMany({
      where,
      orderBy: { id: 'desc' },
      skip: (query.pageNo - 1) * query.pageSize,
      take: query.pageSize,
      select: {
        id: true,
        no: true,
        status: true,
        memberId: true,
        email: true,
        currency: true,
        couponPrice: true,
        payPrice: true,
        createdAt: true,
      },
    }),
    ctx.db.tradeOrder.count({ where }),
  ]);
  const members = await ctx.db.member.findMany({
    where: { id: { in: [...new Set(orders.flatMap((o) => (o.memberId === null ? [] : [o.memberId])))] } },
    select: { id: true, mail: true },
  });
  const mails = new Map(members.map((m) => [m.id, m.mail]));
  return {
    list: orders.map((o) => ({
      orderId: o.id,
      orderNo: o.no,
      orderStatus: o.status,
      memberId: o.memberId,
      // A guest's order has no member: the address it was placed with.
      memberMail: (o.memberId === null ? undefined : mails.get(o.memberId)) ?? o.email,
      currency: o.currency,
      couponPrice: o.couponPrice,
      payPrice: o.payPrice,
      createTime: o.createdAt.getTime(),
    })),
    total,
  };
}
