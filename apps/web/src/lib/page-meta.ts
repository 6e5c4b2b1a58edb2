import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

function setMeta(name: string, content: string) {
  let tag = document.head.querySelector<HTMLMetaElement>(`meta[name="${name}"]`);
  if (!tag) {
    tag = document.createElement('meta');
    tag.name = name;
    document.head.appendChild(tag);
  }
  tag.content = content;
}

/** Title, description and keywords of a page, from translations. */
export function usePageMeta(title: string, description?: string, keywords?: string): void {
  const { t } = useTranslation();
  useEffect(() => {
    document.title = title ? `${title} | ${t('shop.name')}` : `${t('shop.name')} — ${t('shop.tagline')}`;
    setMeta('description', description || t('shop.description'));
    setMeta('keywords', keywords || t('shop.keywords'));
  }, [title, description, keywords, t]);
}
