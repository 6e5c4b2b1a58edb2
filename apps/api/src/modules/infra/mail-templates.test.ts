import { LANGUAGES } from '@shop/shared';
import { describe, expect, it } from 'vitest';
import { contactSignature, type MailFrame, mailFrame, renderMail, type MailTemplate } from './mail-templates.ts';

const TEMPLATES: MailTemplate[] = ['contact-ack', 'register-code', 'reset-code', 'order-created', 'order-paid', 'order-refunded'];
const params = {
  name: 'Ada',
  content: 'Hi',
  code: '123456',
  no: 'O-1',
  total: '€12.50',
  minutes: '24',
  details: '1 × Notebook: €12.50',
  hours: 'Mon–Fri',
};
const frame: MailFrame = {
  shop: 'Paper & Craft',
  url: 'https://shop.example',
  signature: '--\nCustomer service: +1 1',
  legal: ['Paper & Craft · Berlin'],
};
const bare: MailFrame = { ...frame, signature: '' };

describe('renderMail', () => {
  it.each(TEMPLATES.flatMap((template) => LANGUAGES.map((language) => [template, language] as const)))(
    '%s in %s fills every placeholder',
    (template, language) => {
      const mail = renderMail(template, language, params, frame);
      for (const part of [mail.subject, mail.text, mail.html]) expect(part).not.toMatch(/[{}]/);
    },
  );

  it('writes the plain text as it is, signed with the shop’s name, and the same text escaped into the HTML part', () => {
    const content = 'Is <b>5 & 6</b> "in stock"?\nThanks';
    const mail = renderMail('contact-ack', 'de', { name: 'Tom', content, hours: 'Montag bis Freitag, 8:00–17:30 Uhr' }, bare);
    expect(mail.subject).toBe('Wir haben Ihre Nachricht erhalten');
    expect(mail.text).toBe(
      'Hallo Tom,\n\nvielen Dank für Ihre Nachricht. Wir haben sie erhalten und antworten innerhalb eines Werktags (Montag bis Freitag, 8:00–17:30 Uhr).\n\n' +
        `Ihre Nachricht:\n${content}\n\nMit freundlichen Grüßen\nIhr Team von Paper & Craft`,
    );
    expect(mail.html).toContain('Ihre Nachricht:<br>Is &lt;b&gt;5 &amp; 6&lt;/b&gt; &quot;in stock&quot;?<br>Thanks</p>');
    expect(mail.html).toMatch(/^<!doctype html><html lang="de">/);
  });

  it('ends with the signature of the shop settings: one phone, or one per market, e-mail and hours in the mail language', () => {
    const contact = {
      phone: { US: '+1 713 555 0100', EU: '+49 30 1234567' },
      mail: 'help@shop.example',
      hours: { en: 'Mon–Fri', de: 'Mo–Fr', zh: '周一至周五' },
    };
    const signature = contactSignature(contact, 'de');
    expect(signature).toBe('--\nKundenservice: +1 713 555 0100 (US) · +49 30 1234567 (EU) · help@shop.example · Mo–Fr');
    expect(contactSignature({ ...contact, phone: { US: '+1 1', EU: '+1 1' } }, 'en')).toBe(
      '--\nCustomer service: +1 1 · help@shop.example · Mon–Fri',
    );
    const legal = {
      name: 'Paper & Craft Shop GmbH',
      address: 'Lagerstraße 12\n10115 Berlin',
      vatId: 'DE123456788',
      registration: '',
      bank: '',
    };
    const settingsFrame = mailFrame({ contact, legal }, 'https://shop.example', 'de');
    expect(settingsFrame).toEqual({
      shop: 'Paper & Craft Shop GmbH',
      url: 'https://shop.example',
      signature,
      legal: ['Paper & Craft Shop GmbH · Lagerstraße 12 · 10115 Berlin', 'DE123456788'],
    });
    const mail = renderMail('order-created', 'de', params, settingsFrame);
    expect(mail.text.endsWith(`Ihr Team von Paper & Craft Shop GmbH\n\n${signature}`)).toBe(true);
    // The HTML part carries the contact and the seller's lines at its foot.
    expect(mail.html).toContain('Kundenservice: +1 713 555 0100 (US)');
    expect(mail.html).toContain('DE123456788');
  });

  it('renders the order mail in Chinese', () => {
    const mail = renderMail('order-created', 'zh', params, bare);
    expect(mail.subject).toBe('您的订单 O-1 等待支付');
    expect(mail.text).toBe(
      'Ada，您好：\n\n感谢您的订单 O-1。我们尚未收到 €12.50 的付款：请在 24 分钟内在订单页面完成支付，超时订单将自动取消，商品重新上架。\n\n1 × Notebook: €12.50\n\nPaper & Craft 团队',
    );
  });

  it('frames the HTML part as a page of one column at most 600 px wide, with the shop’s heading, its lines pictured once and a button to the next step', () => {
    const order = {
      lines: [{ name: 'Notebook <A5>', picUrl: '/uploads/notebook.png', detail: '2 × $4.50 (Colour: Blue)', amount: '$9.00' }],
      details: 'Total: $9.00',
    };
    const link = 'https://shop.example/orderDetail?id=7';
    const mail = renderMail('order-created', 'en', { ...params, details: '2 × Notebook <A5>: $9.00\n\nTotal: $9.00', link }, frame, {
      order,
    });
    // The text keeps the lines in words.
    expect(mail.text).toContain('2 × Notebook <A5>: $9.00');
    expect(mail.html).toContain('<meta name="viewport" content="width=device-width,initial-scale=1">');
    expect(mail.html).toContain('max-width:600px');
    expect(mail.html).toContain('<a href="https://shop.example" style="color:#ffffff;text-decoration:none">Paper &amp; Craft</a>');
    expect(mail.html).toContain('<img src="https://shop.example/uploads/notebook.png" width="56" height="56" alt=""');
    expect(mail.html.match(/Notebook &lt;A5&gt;/g)).toHaveLength(1);
    expect(mail.html).toContain('2 × $4.50 (Colour: Blue)');
    expect(mail.html).toMatch(new RegExp(`<a href="${link.replace(/[?]/g, '\\?')}" style="display:inline-block[^"]*">Pay now</a>`));
    // The button comes before the sign-off.
    expect(mail.html.indexOf('Pay now')).toBeLessThan(mail.html.indexOf('Your team at Paper &amp; Craft'));
  });

  it('leads the parcel’s button to the carrier’s tracking page; mails without a next step have none', () => {
    const trackingUrl = 'https://carrier.example/track?n=JD1';
    const dispatched = renderMail(
      'order-dispatched',
      'de',
      { ...params, carrier: 'DHL', trackingNo: 'JD1', tracking: trackingUrl, trackingUrl, link: 'https://shop.example/o' },
      frame,
    );
    expect(dispatched.html).toContain(`<a href="${trackingUrl.replace('&', '&amp;')}" style="display:inline-block`);
    expect(dispatched.html).toContain('>Sendung verfolgen</a>');
    const code = renderMail('register-code', 'en', params, frame);
    expect(code.html).not.toContain('display:inline-block');
  });
});
