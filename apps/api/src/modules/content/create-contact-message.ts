import type { ZContactUsCreateRequest } from '@shop/shared';
import type { z } from 'zod';
import { AppError } from '../../lib/app-error.ts';
import type { Ctx } from '../../lib/use-case.ts';

type Input = z.output<typeof ZContactUsCreateRequest>;

/** Pictures must be files this shop issued (uploaded through infra/file/upload). */
async function assertOwnPictures(ctx: Ctx, urls: string[]): Promise<void> {
  if (urls.length === 0) return;
  const known = await ctx.db.uploadedFile.count({ where: { url: { in: urls }, kind: 'image' } });
  if (known !== new Set(urls).size) throw new AppError('FILE_NOT_OURS');
}

/** Stores a feedback or contact message and acknowledges it by e-mail when an address is given. */
export async function createContactMessage(ctx: Ctx, input: Input): Promise<number> {
  await assertOwnPictures(ctx, input.picUrl);
  if (input.countryId !== undefined && !(await ctx.db.country.findUnique({ where: { id: input.countryId } }))) {
    throw new AppError('COUNTRY_NOT_FOUND');
  }
  const { mailer } = ctx.services;
  const { message, mailId } = await ctx.db.$transaction(async (tx) => {
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
        language: ctx.language,
      },
    });
    const name = [input.firstName, input.lastName].filter(Boolean).join(' ') || input.mail;
    const mailId = input.mail
      ? await mailer.queue(tx, { to: input.mail, template: 'contact-ack', language: ctx.language, params: { name, content: input.content } })
      : null;
    return { message, mailId };
  });
  if (mailId !== null) await mailer.deliver(mailId);
  return message.id;
}
