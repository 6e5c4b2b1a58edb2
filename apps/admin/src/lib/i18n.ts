import { htmlLang, LANGUAGES, type Language } from '@shop/shared';
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import englishTexts from '../locales/en/translation.json';
import { readStored, STORAGE_KEYS, writeStored } from './storage.ts';

export function storedLanguage(): Language {
  const stored = readStored(STORAGE_KEYS.language);
  return (LANGUAGES as readonly string[]).includes(stored ?? '') ? (stored as Language) : 'en';
}

/** English ships with the app (the fallback of every language); another stored language loads before the first render. */
export async function initI18n(): Promise<void> {
  const language = storedLanguage();
  const texts = language === 'en' ? null : ((await import(`../locales/${language}/translation.json`)).default as Record<string, unknown>);
  const resources = { en: { translation: englishTexts }, ...(texts ? { [language]: { translation: texts } } : {}) };
  await i18n.use(initReactI18next).init({ resources, lng: language, fallbackLng: 'en', interpolation: { escapeValue: false } });
  document.documentElement.lang = htmlLang(language);
}

/** Stores the choice and reloads in the new language (the API answers messages in it too). */
export function changeLanguage(language: Language): void {
  writeStored(STORAGE_KEYS.language, language);
  window.location.reload();
}

export default i18n;
