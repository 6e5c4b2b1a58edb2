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

/**
 * The title and description the page asked for while the server rendered it (the server writes them
 * into the page's head), and whether it showed that what was asked for does not exist (HTTP 404).
 */
export const renderedMeta = { title: '', description: '', notFound: false };

/** Title, description and keywords of a page, from translations. */
export function usePageMeta(title: string, description?: string, keywords?: string): void {
  const { t } = useTranslation();
  const fullTitle = title ? `${title} | ${t('shop.name')}` : `${t('shop.name')} — ${t('shop.tagline')}`;
  const fullDescription = description || t('shop.description');
  if (typeof document === 'undefined') Object.assign(renderedMeta, { title: fullTitle, description: fullDescription });
  useEffect(() => {
    document.title = fullTitle;
    setMeta('description', fullDescription);
    setMeta('keywords', keywords || t('shop.keywords'));
  }, [fullTitle, fullDescription, keywords, t]);
}
