import type { Db } from '../../db/client.ts';
import type { MailAttachmentRef } from '../infra/mailer.ts';
import type { FileStorage } from '../infra/storage.ts';
import { documentFile } from './documents.ts';
import { quotePdf } from './quote-document.ts';

/** The stored invoice, credit note or sent quote a mail carries (the mailer reads it when it sends the mail). */
export function documentAttachments(deps: { db: Db; storage: FileStorage }) {
  return async (ref: MailAttachmentRef) => {
    if (ref.kind === 'quote') return quotePdf(await deps.db.tradeQuote.findUniqueOrThrow({ where: { id: ref.id } }));
    const row =
      ref.kind === 'invoice'
        ? await deps.db.tradeInvoice.findUniqueOrThrow({ where: { id: ref.id } })
        : await deps.db.tradeCreditNote.findUniqueOrThrow({ where: { id: ref.id } });
    return documentFile(deps, ref.kind, row);
  };
}
