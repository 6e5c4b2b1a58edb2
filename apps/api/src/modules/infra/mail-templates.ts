import { mailText, orderDetailText, translate, type Language, type MailTemplate, type TSettings } from '@shop/shared';
import { escapeHtml } from '../../lib/html.ts';

export type { MailTemplate };

/**
 * An e-mail in the recipient's language from the `mail` texts of the shared message catalogue:
 * the plain text, and the same text escaped into a small HTML page. `neutral`: the text for an
 * address that is not the member's own, without any text from the request.
 */
export function renderMail(template: MailTemplate, language: Language, params: Record<string, string>, neutral = false, signature = '') {
  const text = [mailText(template, 'body', language, params, neutral), signature].filter(Boolean).join('\n\n');
  let body = escapeHtml(text).replace(/\n/g, '<br>');
  // The shop's own links (`link`, e.g. the order's page, a marketing mail's `unsubscribe`, the
  // carrier's tracking page of the settings) are clickable; no other text of a mail becomes a link.
  for (const url of [params.link, params.unsubscribe, params.trackingUrl]) {
    if (url) body = body.replaceAll(escapeHtml(url), `<a href="${escapeHtml(url)}">${escapeHtml(url)}</a>`);
  }
  const html = `<!doctype html><html lang="${language}"><body style="font-family:Helvetica,Arial,sans-serif;line-height:1.5;color:#222">${body}</body></html>`;
  return { subject: mailText(template, 'subject', language, params), text, html };
}

/** The line every mail ends with: the shop's support phone (one, or per market), e-mail and hours from the settings. */
export function contactSignature(contact: TSettings['contact'], language: Language): string {
  const { US, EU } = contact.phone;
  const phones = US === EU ? US : `${US} (US) · ${EU} (EU)`;
  return `--\n${orderDetailText('contact', language, { phones, mail: contact.mail, hours: translate(contact.hours, language) })}`;
}
