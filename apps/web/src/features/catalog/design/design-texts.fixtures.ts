import { initReactI18next } from 'react-i18next';
import i18n from '../../../lib/i18n.ts';
import designTexts from '../../../locales/en/design.json';
import { englishTexts } from '../../../locales/texts.fixtures.ts';

/** For the editor's component tests: the shop's and the editor's English texts. */
export async function initDesignTexts(): Promise<void> {
  await i18n.use(initReactI18next).init({ resources: { en: { translation: englishTexts, design: designTexts } }, lng: 'en' });
}
