import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { loadPageTexts } from './i18n.ts';

/** Whether the long page texts (the `pages` namespace) are loaded; loads them on first use. */
export function usePageTexts(): boolean {
  const { i18n } = useTranslation();
  const [ready, setReady] = useState(() => i18n.hasResourceBundle(i18n.language, 'pages'));
  useEffect(() => {
    if (!ready) void loadPageTexts().then(() => setReady(true));
  }, [ready]);
  return ready;
}
