import { pickLanguage, type MailTemplate } from '@shop/shared';
import type { Prisma } from '../../generated/prisma/client.ts';
import type { MailAttachmentRef } from '../infra/mailer.ts';
import type { Services } from '../../services.ts';
import { quotePageUrl } from './quote-link.ts';

type QuoteAddressee = { id: number; no: string; email: string; memberId: number | null; language: string };

/**
 * Queues a mail about a quote to its buyer, in the language of the request, with the link to the
 * quote (a guest's a fresh signed key); delivered after the caller's commit (`deliverLater`).
 */
export function queueQuoteMail(
  tx: Prisma.TransactionClient,
  services: Services,
  quote: QuoteAddressee,
  template: Extract<MailTemplate, `quote-${string}`>,
  params: Record<string, string> = {},
  attachments: MailAttachmentRef[] = [],
): Promise<number> {
  return services.mailer.queue(tx, {
    to: quote.email,
    template,
    language: pickLanguage(quote.language),
    params: { no: quote.no, link: quotePageUrl(services.config, quote, services.clock()), ...params },
    attachments,
  });
}

/** The back office's page of a quote, as staff notifications link it. */
export const adminQuotePath = (id: number) => `/quotes/${id}`;
