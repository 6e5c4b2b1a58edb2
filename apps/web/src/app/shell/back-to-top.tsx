import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ArrowUpIcon } from '../../components/ui/icons.tsx';
import { useIsMobile } from '../../lib/use-media.ts';
import { backToTopVisible } from './back-to-top-visible.ts';

/** Appears after 150 px of scrolling; on phones only on the way back up (see `backToTopVisible`). */
export function BackToTop() {
  const { t } = useTranslation();
  const mobile = useIsMobile();
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    let lastY = window.scrollY;
    const onScroll = () => {
      const y = window.scrollY;
      const atEnd = window.innerHeight + y >= document.documentElement.scrollHeight - 4;
      setVisible(backToTopVisible({ y, lastY, atEnd, mobile }));
      lastY = y;
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [mobile]);
  if (!visible) return null;
  return (
    <button
      type="button"
      className="back-to-top"
      aria-label={t('common.backToTop')}
      onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
    >
      <ArrowUpIcon />
    </button>
  );
}
