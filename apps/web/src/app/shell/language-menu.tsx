import { LANGUAGES, type Language } from '@shop/shared';
import { useTranslation } from 'react-i18next';
import { GlobeIcon } from '../../components/ui/icons.tsx';
import { Menu } from '../../components/ui/menu.tsx';
import { changeLanguage } from '../../lib/i18n.ts';

const NAMES: Record<Language, string> = { en: 'English', de: 'Deutsch', zh: '中文' };

export function LanguageMenu() {
  const { t, i18n } = useTranslation();
  return (
    <Menu label={t('header.language')} icon={<GlobeIcon />} text={NAMES[(i18n.language as Language) ?? 'en']}>
      {LANGUAGES.map((language) => (
        <button
          key={language}
          type="button"
          role="menuitemradio"
          aria-checked={i18n.language === language}
          lang={language}
          onClick={() => changeLanguage(language)}
        >
          {NAMES[language]}
        </button>
      ))}
    </Menu>
  );
}
