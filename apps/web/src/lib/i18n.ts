import { htmlLang, LANGUAGES, type Language } from '@shop/shared';
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import englishTexts from '../locales/en/translation.json';
import { readStored, STORAGE_KEYS, writeStored } from './storage.ts';

export function storedLanguage(): Language {
  const stored = readStored(STORAGE_KEYS.language);
  return (LANGUAGES as readonly string[]).includes(stored ?? '') ? (stored as Language) : 'en';
}

/** A link to a page in another language (`?lang=de`, the pages' hreflang alternates) switches the shop to it. */
export function adoptLanguageFromAddress(): void {
  const asked = new URLSearchParams(window.location.search).get('lang');
  if ((LANGUAGES as readonly (string | null)[]).includes(asked)) writeStored(STORAGE_KEYS.language, asked);
}

/**
 * English ships with the app (it is the fallback of every language, and the first page needs no
 * second round trip); another stored language loads before the first render.
 */
export async function initI18n(): Promise<void> {
  const language = storedLanguage();
  const texts = language === 'en' ? null : ((await import(`../locales/${language}/translation.json`)).default as Record<string, unknown>);
  const resources = { en: { translation: englishTexts }, ...(texts ? { [language]: { translation: texts } } : {}) };
  // Synchronous with the texts at hand: a server-rendered page is hydrated without waiting a turn.
  await i18n
    .use(initReactI18next)
    .init({ resources, lng: language, fallbackLng: 'en', interpolation: { escapeValue: false }, initAsync: false });
  document.documentElement.lang = htmlLang(language);
}

/** Long page texts load with the page that needs them, not with the shell. */
export async function loadPageTexts(): Promise<void> {
  const language = storedLanguage();
  if (i18n.hasResourceBundle(language, 'pages')) return;
  const texts = await import(`../locales/${language}/pages.json`);
  i18n.addResourceBundle(language, 'pages', texts.default);
}

let laterTextsLoading: Promise<void> | null = null;

/**
 * The texts of the pages rendered in the browser (checkout, orders, the member's pages), which no
 * server-rendered page shows on its first render (`pnpm lint` checks it): loaded once, with the first
 * of those pages, into the same texts. A failed download is tried again with the next page.
 */
export function laterTextsLoaded(): Promise<void> {
  laterTextsLoading ??= import(`../locales/${storedLanguage()}/later.json`).then(
    (texts) => void i18n.addResourceBundle(storedLanguage(), 'translation', texts.default, true, false),
    (error: unknown) => {
      laterTextsLoading = null;
      throw error;
    },
  );
  return laterTextsLoading;
}

let pageTextsLoading: Promise<void> | null = null;

/** The long page texts, loaded once: a page that needs them suspends on this promise (React's `use`). */
export function pageTextsLoaded(): Promise<void> {
  pageTextsLoading ??= loadPageTexts();
  return pageTextsLoading;
}

/** Stores the choice and reloads the page after ~200 ms, in the new language. */
export function changeLanguage(language: Language): void {
  writeStored(STORAGE_KEYS.language, language);
  setTimeout(() => window.location.reload(), 200);
}

export default i18n;
