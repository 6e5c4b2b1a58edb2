import { LANGUAGES, type Language } from '@shop/shared';
import { useTranslation } from 'react-i18next';
import { changeLanguage, storedLanguage } from '../lib/i18n.ts';

const NAMES: Record<Language, string> = { en: 'English', de: 'Deutsch', zh: '中文' };

/** The back office's language (its texts and the API's messages). */
export function LanguageSelect() {
  const { t } = useTranslation();
  return (
    <select
      className="language-select"
      aria-label={t('nav.language')}
      value={storedLanguage()}
      onChange={(e) => changeLanguage(e.target.value as Language)}
    >
      {LANGUAGES.map((language) => (
        <option key={language} value={language}>
          {NAMES[language]}
        </option>
      ))}
    </select>
  );
}
