import { LANGUAGES } from '@shop/shared';
import { describe, expect, it } from 'vitest';
import { contactSignature, renderMail, type MailTemplate } from './mail-templates.ts';

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

describe('renderMail', () => {
  it.each(TEMPLATES.flatMap((template) => LANGUAGES.map((language) => [template, language] as const)))(
    '%s in %s fills every placeholder',
    (template, language) => {
      const mail = renderMail(template, language, params);
      for (const part of [mail.subject, mail.text, mail.html]) expect(part).not.toMatch(/[{}]/);
    },
  );

  it('writes the plain text as it is and the same text escaped into the HTML part', () => {
    const content = 'Is <b>5 & 6</b> "in stock"?\nThanks';
    const mail = renderMail('contact-ack', 'de', { name: 'Tom', content, hours: 'Montag bis Freitag, 8:00–17:30 Uhr' });
    expect(mail.subject).toBe('Wir haben Ihre Nachricht erhalten');
    expect(mail.text).toBe(
      'Hallo Tom,\n\nvielen Dank für Ihre Nachricht. Wir haben sie erhalten und antworten innerhalb eines Werktags (Montag bis Freitag, 8:00–17:30 Uhr).\n\n' +
        `Ihre Nachricht:\n${content}\n\nMit freundlichen Grüßen\nIhr Shop-Team`,
    );
    expect(mail.html).toContain('Ihre Nachricht:<br>Is &lt;b&gt;5 &amp; 6&lt;/b&gt; &quot;in stock&quot;?<br>Thanks<br><br>');
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
    const mail = renderMail('order-created', 'de', params, false, signature);
    expect(mail.text.endsWith(`Ihr Shop-Team\n\n${signature}`)).toBe(true);
  });

  it('renders the order mail in Chinese', () => {
    const mail = renderMail('order-created', 'zh', params);
    expect(mail.subject).toBe('您的订单 O-1 等待支付');
    expect(mail.text).toBe(
      'Ada，您好：\n\n感谢您的订单 O-1。我们尚未收到 €12.50 的付款：请在 24 分钟内在订单页面完成支付，超时订单将自动取消，商品重新上架。\n\n1 × Notebook: €12.50\n\n商店团队',
    );
  });
});
