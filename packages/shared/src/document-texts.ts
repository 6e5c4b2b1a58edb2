import type { Language } from './i18n.ts';
import de from './locales/de/documents.json' with { type: 'json' };
import en from './locales/en/documents.json' with { type: 'json' };
import zh from './locales/zh/documents.json' with { type: 'json' };
import { renderMessage, type MessageParams } from './messages.ts';

/** The texts of the shop's PDF documents (invoices, credit notes, offers): the `documents` namespace of the message catalogue. */
const TEXTS: Record<Language, typeof en> = { en, de, zh };

type Keys<T> = { [K in keyof T & string]: T[K] extends string ? K : `${K}.${Keys<T[K]>}` }[keyof T & string];
export type DocumentTextKey = Keys<typeof en>;

/** One text of a PDF document in `language`, its {{placeholders}} filled from `params`. */
export function documentText(key: DocumentTextKey, language: Language, params: MessageParams = {}): string {
  return renderMessage('documents', TEXTS, key, language, params);
}
