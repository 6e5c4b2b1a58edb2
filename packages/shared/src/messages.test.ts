import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { errorMessage } from './errors.ts';
import { mailText } from './mail-texts.ts';
import { validationMessage } from './validation-messages.ts';

describe('server texts render from the message catalogue', () => {
  it.each([
    ['en', 'Something went wrong on our side (reference r-17). Please try again.'],
    ['de', 'Bei uns ist ein Fehler aufgetreten (Referenz r-17). Bitte versuchen Sie es erneut.'],
    ['zh', '系统异常（编号 r-17），请稍后重试'],
  ] as const)('an error message in %s', (language, text) => {
    expect(errorMessage('INTERNAL', language, { ref: 'r-17' })).toBe(text);
  });

  it.each([
    ['en', 'Notebook A5: only 0 pieces are in stock.'],
    ['de', 'Notebook A5: nur 0 Stück auf Lager.'],
    ['zh', 'Notebook A5：库存仅剩 0 件'],
  ] as const)('numbers, zero included, as they are in %s', (language, text) => {
    expect(errorMessage('ORDER_STOCK_NOT_ENOUGH', language, { name: 'Notebook A5', stock: 0 })).toBe(text);
  });

  it.each([
    ['a short string', { code: 'too_small', origin: 'string', minimum: 8 }, 'de', 'muss mindestens 8 Zeichen lang sein'],
    ['a long list', { code: 'too_big', origin: 'array', maximum: 5 }, 'zh', '最多允许 5 项'],
    ['a small bigint', { code: 'too_small', origin: 'number', minimum: 10n }, 'en', 'must be at least 10'],
    ['a missing value', { code: 'invalid_type', input: undefined }, 'de', 'ist erforderlich'],
    ['a custom check', { code: 'custom', message: 'phone_format' }, 'zh', '只能包含数字、空格和 + - ( )'],
    ['a custom check named like an Object method', { code: 'custom', message: 'toString' }, 'en', 'is not valid'],
  ] as const)('validation message for %s in %s', (_name, issue, language, text) => {
    expect(validationMessage({ ...issue, path: ['field'] }, language)).toBe(text);
  });

  it('an e-mail subject and body', () => {
    expect(mailText('order-paid', 'subject', 'de', { no: 'O-1' })).toBe('Bestellbestätigung O-1: Zahlung erhalten');
    expect(mailText('register-code', 'body', 'zh', { code: '123456', shop: 'Paper & Craft' })).toBe(
      '您好：\n\n您的注册验证码是 123456，15 分钟内有效，仅可使用一次。\n\n如果不是您本人操作，请忽略此邮件。\n\nPaper & Craft 团队',
    );
  });

  it('inserts values as they are: not HTML-escaped, not interpolated again, not nested', () => {
    const detail = `<b>"Tom's" & co</b> $& $1 {{ref}} {x} $t(errors:NOT_FOUND)`;
    expect(errorMessage('BAD_REQUEST', 'en', { detail, ref: 'nope' })).toBe(`Invalid request: ${detail}`);
  });

  it('uses an i18next instance of its own, leaving the global one (the storefront’s) alone', () => {
    errorMessage('NOT_FOUND', 'de');
    expect(i18next.isInitialized).toBeFalsy();
  });
});
