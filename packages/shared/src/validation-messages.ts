import type { Language, Translated } from './i18n.ts';

/** Field messages for failed validation, by zod issue code, with {min}/{max} filled in. */
const MESSAGES: Record<string, Translated> = {
  required: { en: 'is required', de: 'ist erforderlich', zh: '不能为空' },
  invalid_type: { en: 'has the wrong type', de: 'hat den falschen Typ', zh: '类型不正确' },
  too_small_string: { en: 'must be at least {min} characters', de: 'muss mindestens {min} Zeichen lang sein', zh: '长度不能少于 {min} 个字符' },
  too_big_string: { en: 'must be at most {max} characters', de: 'darf höchstens {max} Zeichen lang sein', zh: '长度不能超过 {max} 个字符' },
  too_small_number: { en: 'must be at least {min}', de: 'muss mindestens {min} sein', zh: '不能小于 {min}' },
  too_big_number: { en: 'must be at most {max}', de: 'darf höchstens {max} sein', zh: '不能大于 {max}' },
  too_small_array: { en: 'needs at least {min} entries', de: 'braucht mindestens {min} Einträge', zh: '至少需要 {min} 项' },
  too_big_array: { en: 'allows at most {max} entries', de: 'erlaubt höchstens {max} Einträge', zh: '最多允许 {max} 项' },
  invalid_format: { en: 'has an invalid format', de: 'hat ein ungültiges Format', zh: '格式不正确' },
  invalid_email: { en: 'must be a valid e-mail address', de: 'muss eine gültige E-Mail-Adresse sein', zh: '请输入正确的邮箱地址' },
  invalid_value: { en: 'has a value that is not allowed', de: 'hat einen unzulässigen Wert', zh: '取值不被允许' },
  unrecognized_keys: { en: 'has unknown fields', de: 'enthält unbekannte Felder', zh: '包含未知字段' },
  custom: { en: 'is not valid', de: 'ist ungültig', zh: '不正确' },
  password_rule: { en: 'needs at least 8 characters, at least 2 of them digits or special characters', de: 'braucht mindestens 8 Zeichen, davon mindestens 2 Ziffern oder Sonderzeichen', zh: '至少 8 个字符，其中至少 2 个数字或特殊字符' },
  passwords_differ: { en: 'does not match the password', de: 'stimmt nicht mit dem Passwort überein', zh: '两次输入的密码不一致' },
  code_format: { en: 'must be the 6-digit code from the e-mail', de: 'muss der 6-stellige Code aus der E-Mail sein', zh: '必须是邮件中的 6 位验证码' },
  date_invalid: { en: 'must be a real date in the past', de: 'muss ein gültiges Datum in der Vergangenheit sein', zh: '必须是过去的有效日期' },
  phone_format: { en: 'may contain only digits, spaces and + - ( )', de: 'darf nur Ziffern, Leerzeichen und + - ( ) enthalten', zh: '只能包含数字、空格和 + - ( )' },
};

export interface IssueLike {
  code: string;
  /** For custom checks: the key of their message above. */
  message?: string;
  path: PropertyKey[];
  input?: unknown;
  origin?: string;
  format?: string;
  minimum?: number | bigint;
  maximum?: number | bigint;
}

function messageKey(issue: IssueLike): string {
  if (issue.code === 'invalid_type' && issue.input === undefined) return 'required';
  if (issue.code === 'too_small' || issue.code === 'too_big') {
    const kind = issue.origin === 'string' || issue.origin === 'array' ? issue.origin : 'number';
    if (kind === 'string' && issue.code === 'too_small' && issue.minimum === 1) return 'required';
    return `${issue.code}_${kind}`;
  }
  if (issue.code === 'invalid_format' && issue.format === 'email') return 'invalid_email';
  if (issue.message && issue.message in MESSAGES) return issue.message;
  return issue.code in MESSAGES ? issue.code : 'custom';
}

export function validationMessage(issue: IssueLike, language: Language): string {
  const text = (MESSAGES[messageKey(issue)] ?? MESSAGES.custom!)[language];
  return text.replace('{min}', String(issue.minimum ?? '')).replace('{max}', String(issue.maximum ?? ''));
}
