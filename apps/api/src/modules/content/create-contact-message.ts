import { translate, type ZContactUsCreateRequest, personName } from '@shop/shared';
import type { z } from 'zod';
import { AppError } from '../../lib/app-error.ts';
import type { Ctx } from '../../lib/use-case.ts';
import type { MailMessage } from '../infra/mailer.ts';
import { deliverStaffNotifications, queueStaffNotification } from '../system/staff-notifications.ts';

type Input = z.output<typeof ZContactUsCreateRequest>;

/** Pictures must be files this shop issued (uploaded through infra/file/upload). */
async function assertOwnPictures(ctx: Ctx, urls: string[]): Promise<void> {
  if (urls.length === 0) return;
  const known = await ctx.db.uploadedFile.count({ where: { url: { in: urls }, kind: 'image' } });
  if (known !== new Set(urls).size) throw new AppError('FILE_NOT_OURS');
}

/** Whether `mail` is the logged-in member's own address. */
async function isOwnAddress(ctx: Ctx, mail: string): Promise<boolean> {
  if (ctx.memberId === null || !mail) return false;
  const member = await ctx.db.member.findUnique({ where: { id: ctx.memberId }, select: { mail: true } });
  return member?.mail === mail.toLowerCase();
}

/** Stores a feedback or contact message and acknowledges it by e-mail when an address is given. */
export async function createContactMessage(ctx: Ctx, input: Input): Promise<number> {
  await assertOwnPictures(ctx, input.picUrl);
  if (input.countryId !== undefined && !(await ctx.db.country.findUnique({ where: { id: input.countryId } }))) {
    throw new AppError('COUNTRY_NOT_FOUND');
  }
  if (input.spuId !== undefined && !(await ctx.db.spu.findUnique({ where: { id: input.spuId }, select: { id: true } }))) {
    throw new AppError('PRODUCT_NOT_FOUND');
  }
  const { mailer } = ctx.services;
  const ownAddress = await isOwnAddress(ctx, input.mail);
  const { message, mailId, staffMailIds } = await ctx.db.$transaction(async (tx) => {
    const message = await tx.contactMessage.create({
      data: {
        memberId: ctx.memberId,
        firstName: input.firstName,
        lastName: input.lastName,
        mail: input.mail,
        mobile: input.mobile,
        countryId: input.countryId ?? null,
        subject: input.subject,
        content: input.content,
        picUrls: input.picUrl,
        company: input.company,
        spuId: input.spuId ?? null,
        language: ctx.language,
      },
    });
    const name = personName(input) || input.mail;
    // Only the member's own address gets the message quoted back; any other address (a guest's
    // included) a neutral acknowledgement, so the form cannot send anyone's text to others.
    const hours = translate((await ctx.services.settings.read()).contact.hours, ctx.language);
    const ack: Pick<MailMessage, 'params' | 'neutral'> = ownAddress
      ? { params: { name, content: input.content, hours } }
      : { params: { hours }, neutral: true };
    const mailId = input.mail ? await mailer.queue(tx, { to: input.mail, template: 'contact-ack', language: ctx.language, ...ack }) : null;
    const staffMailIds = await queueStaffNotification(tx, ctx.services, 'contact-message', `/messages?status=&id=${message.id}`, () => ({
      from: name,
    }));
    return { message, mailId, staffMailIds };
  });
  if (mailId !== null) mailer.deliverLater(mailId);
  deliverStaffNotifications(ctx.services, staffMailIds);
  return message.id;
}
