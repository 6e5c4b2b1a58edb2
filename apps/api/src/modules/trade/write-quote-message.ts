import type { ZQuoteMessageRequest } from '@shop/shared';
import type { z } from 'zod';
import { AppError } from '../../lib/app-error.ts';
import type { Ctx } from '../../lib/use-case.ts';
import { queueStaffNotification } from '../system/staff-notifications.ts';
import type { QuoteRow } from './quote-access.ts';
import { adminQuotePath, queueQuoteMail } from './quote-mail.ts';

type Message = Omit<z.output<typeof ZQuoteMessageRequest>, 'id'>;

/** Pictures in a thread must be images this shop issued (their type read from their content on upload). */
async function assertOwnPictures(ctx: Ctx, urls: string[]): Promise<void> {
  const unique = [...new Set(urls)];
  if (unique.length === 0) return;
  const ours = await ctx.db.uploadedFile.count({ where: { url: { in: unique }, mime: { startsWith: 'image/' } } });
  if (ours !== unique.length) throw new AppError('FILE_NOT_OURS');
}

/**
 * A message in a quote's thread, by the shop (an admin) or by the buyer, with pictures: the other
 * side is mailed (the buyer with the text and the link; staff who chose quote mails with the link
 * to the back office).
 */
export async function writeQuoteMessage(ctx: Ctx, quote: QuoteRow, message: Message, fromShop: boolean): Promise<boolean> {
  await assertOwnPictures(ctx, message.picUrls);
  const { mailIds } = await ctx.db.$transaction(async (tx) => {
    await tx.tradeQuoteMessage.create({
      data: { quoteId: quote.id, fromShop, adminId: fromShop ? ctx.adminId : null, content: message.content, picUrls: message.picUrls },
    });
    if (fromShop) return { mailIds: [await queueQuoteMail(tx, ctx.services, quote, 'quote-message', { content: message.content })] };
    const ids = await queueStaffNotification(
      tx,
      ctx.services,
      'quote',
      adminQuotePath(quote.id),
      () => ({ no: quote.no, content: message.content }),
      'staff-quote-message',
    );
    return { mailIds: ids };
  });
  for (const id of mailIds) ctx.services.mailer.deliverLater(id);
  return true;
}
