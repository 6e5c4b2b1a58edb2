import type { Language } from '@shop/shared';
import { escapeHtml } from '../../lib/html.ts';

interface Template {
  subject: Record<Language, string>;
  body: Record<Language, string>;
}

/** E-mail texts in every language; {placeholders} are filled from the message's params. */
export const MAIL_TEMPLATES = {
  'contact-ack': {
    subject: {
      en: 'We received your message',
      de: 'Wir haben Ihre Nachricht erhalten',
      zh: '我们已收到您的留言',
    },
    body: {
      en: 'Hello {name},\n\nthank you for contacting us. We received your message and will answer within one working day (Monday to Friday, 8:00–17:30).\n\nYour message:\n{content}\n\nKind regards\nYour shop team',
      de: 'Hallo {name},\n\nvielen Dank für Ihre Nachricht. Wir haben sie erhalten und antworten innerhalb eines Werktags (Montag bis Freitag, 8:00–17:30 Uhr).\n\nIhre Nachricht:\n{content}\n\nMit freundlichen Grüßen\nIhr Shop-Team',
      zh: '{name}，您好：\n\n感谢您联系我们。我们已收到您的留言，将在一个工作日内回复（周一至周五 8:00–17:30）。\n\n您的留言：\n{content}\n\n此致\n商店团队',
    },
  },
  'register-code': {
    subject: { en: 'Your registration code: {code}', de: 'Ihr Registrierungscode: {code}', zh: '您的注册验证码：{code}' },
    body: {
      en: 'Hello,\n\nyour code to create your account is {code}. It is valid for 15 minutes and can be used once.\n\nIf you did not ask for it, ignore this e-mail.\n\nYour shop team',
      de: 'Hallo,\n\nIhr Code zum Anlegen Ihres Kontos lautet {code}. Er ist 15 Minuten gültig und kann einmal verwendet werden.\n\nWenn Sie ihn nicht angefordert haben, ignorieren Sie diese E-Mail.\n\nIhr Shop-Team',
      zh: '您好：\n\n您的注册验证码是 {code}，15 分钟内有效，仅可使用一次。\n\n如果不是您本人操作，请忽略此邮件。\n\n商店团队',
    },
  },
  'reset-code': {
    subject: { en: 'Your password reset code: {code}', de: 'Ihr Code zum Zurücksetzen des Passworts: {code}', zh: '您的重置密码验证码：{code}' },
    body: {
      en: 'Hello,\n\nyour code to set a new password is {code}. It is valid for 15 minutes and can be used once.\n\nIf you did not ask for it, ignore this e-mail: your password stays as it is.\n\nYour shop team',
      de: 'Hallo,\n\nIhr Code zum Festlegen eines neuen Passworts lautet {code}. Er ist 15 Minuten gültig und kann einmal verwendet werden.\n\nWenn Sie ihn nicht angefordert haben, ignorieren Sie diese E-Mail: Ihr Passwort bleibt unverändert.\n\nIhr Shop-Team',
      zh: '您好：\n\n您的重置密码验证码是 {code}，15 分钟内有效，仅可使用一次。\n\n如果不是您本人操作，请忽略此邮件，您的密码不会改变。\n\n商店团队',
    },
  },
  'order-created': {
    subject: { en: 'Your order {no}', de: 'Ihre Bestellung {no}', zh: '您的订单 {no}' },
    body: {
      en: 'Hello {name},\n\nthank you for your order {no} of {total}. Please pay within 30 minutes; after that the order is cancelled and the goods go back on sale.\n\nYour shop team',
      de: 'Hallo {name},\n\nvielen Dank für Ihre Bestellung {no} über {total}. Bitte bezahlen Sie innerhalb von 30 Minuten; danach wird die Bestellung storniert und die Ware wieder freigegeben.\n\nIhr Shop-Team',
      zh: '{name}，您好：\n\n感谢您的订单 {no}，金额 {total}。请在 30 分钟内完成支付，超时订单将自动取消。\n\n商店团队',
    },
  },
  'order-paid': {
    subject: { en: 'Payment received for order {no}', de: 'Zahlung für Bestellung {no} erhalten', zh: '订单 {no} 已收到付款' },
    body: {
      en: 'Hello {name},\n\nwe received your payment of {total} for order {no}. We prepare your parcel and e-mail you when it ships.\n\nYour shop team',
      de: 'Hallo {name},\n\nwir haben Ihre Zahlung von {total} für die Bestellung {no} erhalten. Wir packen Ihr Paket und informieren Sie per E-Mail über den Versand.\n\nIhr Shop-Team',
      zh: '{name}，您好：\n\n我们已收到订单 {no} 的付款 {total}。我们正在备货，发货时会发邮件通知您。\n\n商店团队',
    },
  },
  'order-refunded': {
    subject: { en: 'Order {no} cancelled and refunded', de: 'Bestellung {no} storniert und erstattet', zh: '订单 {no} 已取消并退款' },
    body: {
      en: 'Hello {name},\n\nas you asked, we cancelled order {no} and paid back {total} to the way you paid. Depending on your bank or PayPal it reaches your account within a few days.\n\nYour shop team',
      de: 'Hallo {name},\n\nwie gewünscht haben wir die Bestellung {no} storniert und {total} auf Ihr Zahlungsmittel zurückerstattet. Je nach Bank oder PayPal ist der Betrag in wenigen Tagen auf Ihrem Konto.\n\nIhr Shop-Team',
      zh: '{name}，您好：\n\n已按您的要求取消订单 {no}，并将 {total} 原路退回。根据银行或 PayPal 的处理时间，款项将在几天内到账。\n\n商店团队',
    },
  },
} as const satisfies Record<string, Template>;

export type MailTemplate = keyof typeof MAIL_TEMPLATES;

function fill(text: string, params: Record<string, string>): string {
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => params[name] ?? whole);
}

export function renderMail(template: MailTemplate, language: Language, params: Record<string, string>) {
  const { subject, body } = MAIL_TEMPLATES[template];
  const text = fill(body[language], params);
  const html = `<!doctype html><html lang="${language}"><body style="font-family:Helvetica,Arial,sans-serif;line-height:1.5;color:#222">${escapeHtml(text).replace(/\n/g, '<br>')}</body></html>`;
  return { subject: fill(subject[language], params), text, html };
}
