import type { Language } from '@shop/shared';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Db } from '../../db/client.ts';
import type { Prisma } from '../../generated/prisma/client.ts';
import { renderMail, type MailTemplate } from './mail-templates.ts';

export interface MailMessage {
  to: string;
  template: MailTemplate;
  language: Language;
  params: Record<string, string>;
}

/**
 * Mail goes through the mail log: written with the change that causes it (same transaction),
 * then delivered after commit. Without SMTP_URL the log is the development outbox.
 */
export class Mailer {
  private readonly transport: Transporter | null;

  constructor(
    private readonly db: Db,
    smtpUrl: string | undefined,
    private readonly from: string,
    private readonly log: FastifyBaseLogger,
  ) {
    this.transport = smtpUrl ? nodemailer.createTransport(smtpUrl) : null;
  }

  get delivers(): boolean {
    return this.transport !== null;
  }

  async queue(tx: Prisma.TransactionClient | Db, message: MailMessage): Promise<number> {
    const rendered = renderMail(message.template, message.language, message.params);
    const row = await tx.mailLog.create({
      data: { toAddress: message.to, template: message.template, language: message.language, ...rendered },
    });
    return row.id;
  }

  /** Sends a queued mail; failures are recorded, never thrown at the shopper. */
  async deliver(id: number): Promise<void> {
    if (!this.transport) return;
    const mail = await this.db.mailLog.findUnique({ where: { id } });
    if (!mail || mail.status === 'sent') return;
    try {
      await this.transport.sendMail({ from: this.from, to: mail.toAddress, subject: mail.subject, text: mail.text, html: mail.html });
      await this.db.mailLog.update({ where: { id }, data: { status: 'sent', sentAt: new Date(), error: null } });
    } catch (error) {
      this.log.warn({ mailId: id, err: error }, 'mail delivery failed');
      await this.db.mailLog.update({ where: { id }, data: { status: 'failed', error: String((error as Error).message).slice(0, 500) } });
    }
  }

  close(): void {
    this.transport?.close();
  }
}
