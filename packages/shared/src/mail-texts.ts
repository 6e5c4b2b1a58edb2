import type { Language } from './i18n.ts';
import de from './locales/de/mail.json' with { type: 'json' };
import en from './locales/en/mail.json' with { type: 'json' };
import zh from './locales/zh/mail.json' with { type: 'json' };
import { renderMessage, type MessageParams } from './messages.ts';

/** The shop's e-mails, each a subject and a plain-text body: the `mail` namespace of the message catalogue. */
const TEXTS: Record<Language, typeof en> = { en, de, zh };

/** The order mails' shared block (lines, prices, address, link) is a part of them, not a mail. */
export type MailTemplate = Exclude<keyof typeof en, 'order-details'>;
export type OrderDetailPart = keyof (typeof en)['order-details'];

/**
 * The subject or the plain-text body of an e-mail, its {{placeholders}} filled from `params`.
 * `neutral`: the body for an address that is not the member's own (`body_neutral`, where the
 * template has one), which carries no text from the request: no name, no quoted message.
 */
export function mailText(
  template: MailTemplate,
  part: 'subject' | 'body',
  language: Language,
  params: MessageParams,
  neutral = false,
): string {
  return renderMessage('mail', TEXTS, `${template}.${part}`, language, params, neutral ? 'neutral' : undefined);
}

/** One row of the order block of the order mails (a line, a price row, the address heading, the link). */
export function orderDetailText(part: OrderDetailPart, language: Language, params: MessageParams): string {
  return renderMessage('mail', TEXTS, `order-details.${part}`, language, params);
}

/** The label of a mail's button to its link ("Pay now"), where the mail has one. */
export function mailButton(template: MailTemplate, language: Language): string | undefined {
  return (TEXTS[language][template] as { button?: string }).button;
}
