import i18next, { type i18n } from 'i18next';
import { LANGUAGES, type Language } from './i18n.ts';

/**
 * The server's message catalogue: `locales/<language>/<namespace>.json` (errors, validation, mail,
 * pricing), rendered with i18next like the storefront's texts. Each namespace is handed over by the
 * module that renders it, on first use, so a bundle carries only the namespaces it renders.
 */
interface MessageTree {
  readonly [key: string]: string | MessageTree;
}

/** The dotted key of every text of a namespace. */
type MessageKey<T> = {
  [K in keyof T & string]: T[K] extends string ? K : `${K}.${MessageKey<T[K]>}`;
}[keyof T & string];

export type MessageParams = Readonly<Record<string, string | number | bigint>>;

let catalogue: i18n | undefined;

/**
 * An i18next instance of its own (never the global one the storefront configures), initialised
 * synchronously. Values are not escaped: the texts are plain text (the mail's HTML part escapes the
 * whole rendered text).
 */
function instance(): i18n {
  if (!catalogue) {
    catalogue = i18next.createInstance();
    void catalogue.init({
      initAsync: false,
      resources: {},
      ns: [],
      lng: 'en',
      fallbackLng: 'en',
      supportedLngs: [...LANGUAGES],
      interpolation: { escapeValue: false },
    });
  }
  return catalogue;
}

/**
 * Renders `key` of `namespace` in `language`, filling its {{placeholders}} from `params`; with a
 * `context`, the text `<key>_<context>` where there is one.
 */
export function renderMessage<T extends MessageTree>(
  namespace: string,
  texts: Record<Language, T>,
  key: MessageKey<T>,
  language: Language,
  params: MessageParams = {},
  context?: string,
): string {
  const i18n = instance();
  if (!i18n.hasResourceBundle('en', namespace)) {
    for (const lng of LANGUAGES) i18n.addResourceBundle(lng, namespace, texts[lng]);
  }
  // `replace` keeps the params apart from t()'s own options (count, context, lng, ns …).
  return i18n.t(key as string, { lng: language, ns: namespace, replace: params, ...(context ? { context } : {}) });
}
