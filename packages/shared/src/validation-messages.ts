import type { Language } from './i18n.ts';
import de from './locales/de/validation.json' with { type: 'json' };
import en from './locales/en/validation.json' with { type: 'json' };
import zh from './locales/zh/validation.json' with { type: 'json' };
import { renderMessage } from './messages.ts';

/**
 * Field messages for failed validation, by zod issue code, with {{min}}/{{max}} filled in: the
 * `validation` namespace of the message catalogue (`locales/<language>/validation.json`).
 */
const TEXTS: Record<Language, typeof en> = { en, de, zh };
type MessageKey = keyof typeof en;
const isMessageKey = (key: string): key is MessageKey => Object.hasOwn(en, key);

export interface IssueLike {
  code: string;
  /** For custom checks: the key of their message in the `validation` namespace. */
  message?: string;
  path: PropertyKey[];
  input?: unknown;
  origin?: string;
  format?: string;
  minimum?: number | bigint;
  /** A number, or a figure already formatted (an amount of money). */
  maximum?: number | bigint | string;
}

function messageKey(issue: IssueLike): MessageKey {
  if (issue.code === 'invalid_type' && issue.input === undefined) return 'required';
  if (issue.code === 'too_small' || issue.code === 'too_big') {
    const kind = issue.origin === 'string' || issue.origin === 'array' ? issue.origin : 'number';
    if (kind === 'string' && issue.code === 'too_small' && issue.minimum === 1) return 'required';
    return `${issue.code}_${kind}`;
  }
  if (issue.code === 'invalid_format' && issue.format === 'email') return 'invalid_email';
  if (issue.message && isMessageKey(issue.message)) return issue.message;
  return isMessageKey(issue.code) ? issue.code : 'custom';
}

export function validationMessage(issue: IssueLike, language: Language): string {
  return renderMessage('validation', TEXTS, messageKey(issue), language, {
    min: issue.minimum ?? '',
    max: issue.maximum ?? '',
  });
}
