import { mailButton, mailText, orderDetailText, translate, type Language, type MailTemplate, type TSettings } from '@shop/shared';
import { escapeHtml } from '../../lib/html.ts';

export type { MailTemplate };

/** What frames every mail: the shop's name (signing it, heading its HTML part), its web address, the contact line and the seller's lines. */
export interface MailFrame {
  shop: string;
  /** PUBLIC_URL: the heading links there, and pictures are fetched from there. */
  url: string;
  /** The contact line every mail ends with (see `contactSignature`). */
  signature: string;
  /** The seller's name, address and VAT ID, small in the HTML part's footer. */
  legal: string[];
}

/** An order line as the HTML part pictures it. */
export interface MailLine {
  name: string;
  /** The product's picture: a path of the shop or an absolute address. */
  picUrl: string;
  /** "2 × at $4.50", the variant, the logo. */
  detail: string;
  amount: string;
}

export interface MailOptions {
  /** To an address that is not the member's own: the neutral text (see `MailMessage.neutral`). */
  neutral?: boolean;
  /** An order mail's lines, pictured in the HTML part, and its `details` without them (prices, address, link). */
  order?: { lines: MailLine[]; details: string };
}

const INK = '#1f2933';
const BRAND = '#234e52';
const FONT = "font-family:-apple-system,'Segoe UI',Helvetica,Arial,'PingFang SC','Microsoft YaHei',sans-serif";
/** Where the HTML part's order block goes: a paragraph of its own that no text contains. */
const ORDER_BLOCK = '\u2063order\u2063';

/** The shop's own links (the order's page, an unsubscribe address, the carrier's tracking page) become clickable; no other text of a mail does. */
function paragraphs(text: string, links: string[]): string {
  return text
    .split(/\n{2,}/)
    .map((part) => {
      let html = escapeHtml(part).replace(/\n/g, '<br>');
      for (const url of links)
        html = html.replaceAll(escapeHtml(url), `<a href="${escapeHtml(url)}" style="color:${BRAND}">${escapeHtml(url)}</a>`);
      return `<p style="margin:0 0 16px">${html}</p>`;
    })
    .join('');
}

const absolute = (url: string, base: string) =>
  /^https?:\/\//.test(url) || !base ? url : `${base.replace(/\/$/, '')}/${url.replace(/^\//, '')}`;

function lineRows(lines: MailLine[], base: string): string {
  const rows = lines.map(
    (line) =>
      `<tr><td width="64" style="padding:8px 12px 8px 0;vertical-align:top">` +
      (line.picUrl
        ? `<img src="${escapeHtml(absolute(line.picUrl, base))}" width="56" height="56" alt="" style="display:block;border-radius:6px;border:1px solid #e4e7eb;object-fit:cover">`
        : '') +
      `</td><td style="padding:8px 0;vertical-align:top"><strong>${escapeHtml(line.name)}</strong><br><span style="color:#52606d;font-size:14px">${escapeHtml(line.detail)}</span></td>` +
      `<td align="right" style="padding:8px 0 8px 12px;vertical-align:top;white-space:nowrap">${escapeHtml(line.amount)}</td></tr>`,
  );
  return `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="border-top:1px solid #e4e7eb;border-bottom:1px solid #e4e7eb;margin:0 0 16px">${rows.join('')}</table>`;
}

function button(label: string, href: string): string {
  return (
    `<table role="presentation" cellpadding="0" cellspacing="0" style="margin:8px 0 24px"><tr><td style="border-radius:6px;background:${BRAND}">` +
    `<a href="${escapeHtml(href)}" style="display:inline-block;padding:12px 24px;color:#ffffff;text-decoration:none;font-weight:bold;border-radius:6px">${escapeHtml(label)}</a>` +
    '</td></tr></table>'
  );
}

/** A responsive page of one column, at most 600 px wide, readable without its styles (many mail programs drop them). */
function page(language: Language, subject: string, frame: MailFrame, content: string): string {
  const heading = frame.url
    ? `<a href="${escapeHtml(frame.url)}" style="color:#ffffff;text-decoration:none">${escapeHtml(frame.shop)}</a>`
    : escapeHtml(frame.shop);
  const footer = [frame.signature.replace(/^--\n/, ''), ...frame.legal].filter(Boolean).map(escapeHtml).join('<br>');
  return (
    `<!doctype html><html lang="${language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">` +
    `<meta name="color-scheme" content="light"><title>${escapeHtml(subject)}</title></head>` +
    `<body style="margin:0;padding:0;background:#f3f1ec;${FONT};color:${INK};-webkit-text-size-adjust:100%">` +
    `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f3f1ec"><tr><td align="center" style="padding:24px 8px">` +
    `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:600px;background:#ffffff;border-radius:8px;overflow:hidden">` +
    `<tr><td style="padding:18px 24px;background:${BRAND};color:#ffffff;font-size:20px;font-weight:bold">${heading}</td></tr>` +
    `<tr><td style="padding:24px;font-size:16px;line-height:1.55;word-break:break-word;hyphens:auto">${content}</td></tr>` +
    `<tr><td style="padding:16px 24px;background:#faf9f6;color:#52606d;font-size:12px;line-height:1.5">${footer}</td></tr>` +
    '</table></td></tr></table></body></html>'
  );
}

/**
 * An e-mail in the recipient's language from the `mail` texts of the shared message catalogue,
 * signed with the shop's name: the plain text, and an HTML page of the same text with the shop's
 * heading, the order's lines pictured, a button to the mail's next step and the contact and
 * seller's lines at its foot.
 */
export function renderMail(
  template: MailTemplate,
  language: Language,
  params: Record<string, string>,
  frame: MailFrame,
  options: MailOptions = {},
) {
  const values = { ...params, shop: frame.shop };
  const neutral = options.neutral ?? false;
  const text = [mailText(template, 'body', language, values, neutral), frame.signature].filter(Boolean).join('\n\n');
  const subject = mailText(template, 'subject', language, values);
  const links = [params.link, params.unsubscribe, params.trackingUrl].filter((url): url is string => Boolean(url));
  let content = paragraphs(
    mailText(template, 'body', language, options.order ? { ...values, details: ORDER_BLOCK } : values, neutral),
    links,
  );
  if (options.order) {
    const block = lineRows(options.order.lines, frame.url) + paragraphs(options.order.details, links);
    content = content.replace(`<p style="margin:0 0 16px">${ORDER_BLOCK}</p>`, block);
  }
  const label = mailButton(template, language);
  // The parcel's button leads to the carrier's page; every other to the mail's own link.
  const href = template === 'order-dispatched' ? (params.trackingUrl ?? params.link) : params.link;
  if (label && href) {
    // Before the closing words: the last paragraph is the sign-off.
    const end = content.lastIndexOf('<p style="margin:0 0 16px">');
    content = `${content.slice(0, end)}${button(label, href)}${content.slice(end)}`;
  }
  return { subject, text, html: page(language, subject, frame, content) };
}

/** The line every mail ends with: the shop's support phone (one, or per market), e-mail and hours from the settings. */
export function contactSignature(contact: TSettings['contact'], language: Language): string {
  const { US, EU } = contact.phone;
  const phones = US === EU ? US : `${US} (US) · ${EU} (EU)`;
  return `--\n${orderDetailText('contact', language, { phones, mail: contact.mail, hours: translate(contact.hours, language) })}`;
}

/** The frame of the shop's mails from its settings: its name, the contact line and the seller's lines. */
export function mailFrame(settings: Pick<TSettings, 'contact' | 'legal'>, url: string, language: Language): MailFrame {
  const { name, address, vatId } = settings.legal;
  return {
    shop: name,
    url,
    signature: contactSignature(settings.contact, language),
    legal: [
      [name, ...address.split('\n')]
        .map((line) => line.trim())
        .filter(Boolean)
        .join(' · '),
      vatId,
    ],
  };
}
