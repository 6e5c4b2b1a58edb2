import type { Language } from '@shop/shared';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Db } from '../../db/client.ts';
import type { Prisma } from '../../generated/prisma/client.ts';
import { type MailFrame, type MailOptions, renderMail, type MailTemplate } from './mail-templates.ts';

export interface MailMessage {
  to: string;
  template: MailTemplate;
  language: Language;
  params: Record<string, string>;
  /**
   * To an address that is not the member's own (a guest's, or one typed into a form): the neutral
   * text, which echoes nothing from the request, so the shop relays no one's text to others.
   */
  neutral?: boolean;
  /** A marketing mail's one-click unsubscribe address: sent as the List-Unsubscribe header (with List-Unsubscribe-Post). */
  listUnsubscribe?: string;
  /** Stored documents sent with the mail (an invoice, a credit note), read when the mail is sent. */
  attachments?: MailAttachmentRef[];
  /** An order mail's lines, pictured in the HTML part. */
  order?: MailOptions['order'];
}

/** A stored document a mail carries: its kind and id. */
export interface MailAttachmentRef {
  kind: 'invoice' | 'credit-note' | 'quote';
  id: number;
}

/** Reads a mail's stored document: its file name and bytes. */
export type AttachmentLoader = (ref: MailAttachmentRef) => Promise<{ filename: string; content: Buffer }>;

/** Attempts before a mail is given up; the waits between them double from one minute. */
export const MAIL_ATTEMPTS = 5;
const FIRST_RETRY_MS = 60_000;
/** How long a sender holds a mail it is sending: after that another instance may try it. */
const SENDING_HOLD_MS = 2 * 60_000;

/**
 * Mail goes through the mail log: written with the change that causes it (same transaction),
 * then delivered by a job after commit; failed deliveries are tried again by `retryDue` (a
 * scheduled job; each attempt is claimed by one sender). Without SMTP_URL the log is the
 * development outbox.
 */
export class Mailer {
  private readonly transport: Transporter | null;
  private closed = false;

  constructor(
    private readonly db: Db,
    smtpUrl: string | undefined,
    private readonly from: string,
    private readonly log: FastifyBaseLogger,
    /** Puts a mail's delivery on the job queue. */
    private readonly enqueue: (id: number) => Promise<void>,
    private readonly loadAttachment: AttachmentLoader = () => Promise.reject(new Error('this mailer sends no attachments')),
    /** The shop's name, contact and seller's lines every mail carries (the settings), read when the mail is written. */
    private readonly frame: (language: Language) => Promise<MailFrame>,
  ) {
    this.transport = smtpUrl ? nodemailer.createTransport(smtpUrl) : null;
  }

  get delivers(): boolean {
    return this.transport !== null;
  }

  async queue(tx: Prisma.TransactionClient | Db, message: MailMessage): Promise<number> {
    const frame = await this.frame(message.language);
    const rendered = renderMail(message.template, message.language, message.params, frame, {
      neutral: message.neutral ?? false,
      ...(message.order ? { order: message.order } : {}),
    });
    const row = await tx.mailLog.create({
      data: {
        toAddress: message.to,
        template: message.template,
        language: message.language,
        listUnsubscribe: message.listUnsubscribe ?? null,
        attachments: (message.attachments ?? []) as unknown as Prisma.InputJsonValue,
        ...rendered,
      },
    });
    return row.id;
  }

  /**
   * Has a queued mail delivered by the job queue once the change that wrote it is committed, so
   * no answer waits for the mail server (and takes as long whether a mail went out or not). Never
   * rejects: a mail whose job could not be queued is found by `retryDue` a minute later.
   */
  deliverLater(id: number): void {
    if (!this.transport || this.closed) return;
    this.enqueue(id).catch((error: unknown) => this.log.error({ mailId: id, err: error }, 'mail delivery could not be queued'));
  }

  /** Sends a queued mail when it is due and no other sender holds it; failures are recorded, never thrown at the shopper. */
  async deliver(id: number, now = new Date()): Promise<void> {
    if (!this.transport) return;
    const claimed = await this.db.mailLog.updateMany({
      where: { id, status: 'pending', OR: [{ nextAttemptAt: null }, { nextAttemptAt: { lte: now } }] },
      data: { attempts: { increment: 1 }, nextAttemptAt: new Date(now.getTime() + SENDING_HOLD_MS) },
    });
    if (claimed.count === 0) return;
    const mail = await this.db.mailLog.findUniqueOrThrow({ where: { id } });
    try {
      const attachments = await Promise.all((mail.attachments as unknown as MailAttachmentRef[]).map(this.loadAttachment));
      await this.transport.sendMail({
        from: this.from,
        to: mail.toAddress,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        // Marketing mails: the unsubscribe address, which takes a one-click POST without login (RFC 8058).
        ...(mail.listUnsubscribe
          ? { list: { unsubscribe: mail.listUnsubscribe }, headers: { 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' } }
          : {}),
        ...(attachments.length > 0 ? { attachments: attachments.map((a) => ({ ...a, contentType: 'application/pdf' })) } : {}),
      });
      await this.db.mailLog.update({ where: { id }, data: { status: 'sent', sentAt: new Date(), error: null, nextAttemptAt: null } });
    } catch (error) {
      this.log.warn({ mailId: id, attempt: mail.attempts, err: error }, 'mail delivery failed');
      const givenUp = mail.attempts >= MAIL_ATTEMPTS;
      await this.db.mailLog.update({
        where: { id },
        data: {
          status: givenUp ? 'failed' : 'pending',
          error: String((error as Error).message).slice(0, 500),
          nextAttemptAt: givenUp ? null : new Date(now.getTime() + FIRST_RETRY_MS * 2 ** (mail.attempts - 1)),
        },
      });
    }
  }

  /**
   * Tries again the mails whose wait is over, and those whose delivery never started (the process
   * stopped between commit and sending). Answers how many were tried.
   */
  async retryDue(now = new Date()): Promise<number> {
    if (!this.transport) return 0;
    const due = await this.db.mailLog.findMany({
      where: {
        status: 'pending',
        OR: [{ nextAttemptAt: { lte: now } }, { nextAttemptAt: null, createdAt: { lt: new Date(now.getTime() - FIRST_RETRY_MS) } }],
      },
      select: { id: true },
      orderBy: { id: 'asc' },
      take: 100,
    });
    for (const { id } of due) await this.deliver(id, now);
    return due.length;
  }

  close(): void {
    this.closed = true;
    this.transport?.close();
  }
}
