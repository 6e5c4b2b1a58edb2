import {
  adminContract,
  CONTACT_STATUS,
  LANGUAGES,
  translate,
  type DataOf,
  type Language,
  type ParsedInputOf,
  personName,
} from '@shop/shared';
import type { ContactMessage, Prisma } from '../../generated/prisma/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { adminIdOf, type Ctx } from '../../lib/use-case.ts';
import { writeAudit } from '../system/audit.ts';

const endpoints = adminContract.system.contactUs;
type MessageView = DataOf<typeof endpoints.get>;

function toView(row: ContactMessage, admins: Map<number, string>, products: Map<number, string>): MessageView {
  return {
    id: row.id,
    memberId: row.memberId,
    firstName: row.firstName,
    lastName: row.lastName,
    mail: row.mail,
    mobile: row.mobile,
    countryId: row.countryId,
    subject: row.subject,
    content: row.content,
    picUrls: row.picUrls,
    company: row.company,
    spuId: row.spuId,
    spuName: row.spuId === null ? null : (products.get(row.spuId) ?? null),
    language: row.language,
    status: row.status,
    replyContent: row.replyContent,
    replyAdminId: row.replyAdminId,
    replyAdminName: row.replyAdminId === null ? null : (admins.get(row.replyAdminId) ?? null),
    replyTime: row.replyTime ? row.replyTime.getTime() : null,
    createTime: row.createdAt.getTime(),
  };
}

/** The messages with the e-mail addresses of the admins who answered them and the names of the products asked about. */
async function withAdmins(ctx: Ctx, rows: ContactMessage[]): Promise<MessageView[]> {
  const ids = [...new Set(rows.flatMap((r) => (r.replyAdminId === null ? [] : [r.replyAdminId])))];
  const spuIds = [...new Set(rows.flatMap((r) => (r.spuId === null ? [] : [r.spuId])))];
  const [admins, spus] = await Promise.all([
    ids.length ? ctx.db.adminUser.findMany({ where: { id: { in: ids } }, select: { id: true, username: true } }) : [],
    spuIds.length ? ctx.db.spu.findMany({ where: { id: { in: spuIds } }, select: { id: true, name: true } }) : [],
  ]);
  const names = new Map(admins.map((a) => [a.id, a.username]));
  const products = new Map(spus.map((p) => [p.id, translate(p.name, 'en')]));
  return rows.map((row) => toView(row, names, products));
}

/** A page of the inbox, newest first, by status and part of the sender's address. */
export async function pageContactMessages(ctx: Ctx, query: ParsedInputOf<typeof endpoints.page>) {
  const where: Prisma.ContactMessageWhereInput = {
    ...(query.status !== undefined ? { status: query.status } : {}),
    ...(query.mail ? { mail: { contains: query.mail, mode: 'insensitive' } } : {}),
  };
  const [rows, total] = await Promise.all([
    ctx.db.contactMessage.findMany({ where, orderBy: { id: 'desc' }, skip: (query.pageNo - 1) * query.pageSize, take: query.pageSize }),
    ctx.db.contactMessage.count({ where }),
  ]);
  return { list: await withAdmins(ctx, rows), total };
}

export async function getContactMessage(ctx: Ctx, id: number): Promise<MessageView> {
  const row = await ctx.db.contactMessage.findUnique({ where: { id } });
  if (!row) throw new AppError('CONTACT_MESSAGE_NOT_FOUND');
  const [view] = await withAdmins(ctx, [row]);
  return view!;
}

const auditView = (m: Pick<ContactMessage, 'status' | 'replyContent' | 'replyAdminId'>) => ({
  status: m.status,
  replyContent: m.replyContent,
  replyAdminId: m.replyAdminId,
});

const languageOf = (value: string): Language => ((LANGUAGES as readonly string[]).includes(value) ? (value as Language) : 'en');

/**
 * Answers a new message by e-mail in the sender's language and marks it answered, with the
 * reply and its author kept and audited. Only a new message is answered (one conditional
 * update), so a double click sends one mail; to answer again, mark it new first. The mail is
 * queued in the transaction and delivered after the commit, retried like every mail.
 */
export async function replyContactMessage(ctx: Ctx, input: ParsedInputOf<typeof endpoints.reply>): Promise<boolean> {
  const adminId = adminIdOf(ctx);
  const { mailer } = ctx.services;
  const mailId = await ctx.db.$transaction(async (tx) => {
    const before = await tx.contactMessage.findUnique({ where: { id: input.id } });
    if (!before) throw new AppError('CONTACT_MESSAGE_NOT_FOUND');
    if (!before.mail) throw new AppError('CONTACT_MESSAGE_NO_MAIL');
    const data = { status: CONTACT_STATUS.answered, replyContent: input.content, replyAdminId: adminId, replyTime: ctx.services.clock() };
    const { count } = await tx.contactMessage.updateMany({ where: { id: before.id, status: CONTACT_STATUS.new }, data });
    if (count === 0) throw new AppError('CONTACT_MESSAGE_ANSWERED');
    await writeAudit(tx, {
      adminId,
      action: 'content:contact-us:reply',
      target: `content_contact_message:${before.id}`,
      before: auditView(before),
      after: auditView(data),
    });
    const name = personName(before) || before.mail;
    return mailer.queue(tx, {
      to: before.mail,
      template: 'contact-reply',
      language: languageOf(before.language),
      params: { name, reply: input.content, content: before.content },
    });
  });
  mailer.deliverLater(mailId);
  return true;
}

/** Marks a message answered without a reply (handled another way), or new again; audited. */
export async function updateContactMessageStatus(ctx: Ctx, input: ParsedInputOf<typeof endpoints.updateStatus>): Promise<boolean> {
  const adminId = adminIdOf(ctx);
  await ctx.db.$transaction(async (tx) => {
    const before = await tx.contactMessage.findUnique({ where: { id: input.id } });
    if (!before) throw new AppError('CONTACT_MESSAGE_NOT_FOUND');
    if (before.status === input.status) return;
    const after = await tx.contactMessage.update({ where: { id: before.id }, data: { status: input.status } });
    await writeAudit(tx, {
      adminId,
      action: 'content:contact-us:update-status',
      target: `content_contact_message:${before.id}`,
      before: auditView(before),
      after: auditView(after),
    });
  });
  return true;
}
