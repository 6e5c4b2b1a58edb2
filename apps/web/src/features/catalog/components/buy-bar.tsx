import '../product-page.css';
import { type ReactNode, type RefObject, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useIsMobile } from '../../../lib/use-media.ts';

/**
 * Whether the element is on screen; on desktop (wide screens) always true, so the bar never shows.
 * Without IntersectionObserver it counts as visible.
 */
function useVisible(ref: RefObject<HTMLElement | null>): boolean {
  const mobile = useIsMobile();
  const [visible, setVisible] = useState(true);
  useEffect(() => {
    const element = ref.current;
    if (!mobile || !element || typeof IntersectionObserver !== 'function') return setVisible(true);
    const observer = new IntersectionObserver(([entry]) => setVisible(entry?.isIntersecting ?? true));
    observer.observe(element);
    return () => observer.disconnect();
  }, [mobile, ref]);
  return visible || !mobile;
}

/**
 * On a phone the buttons scroll away with the picture and texts: this bar keeps them in reach while
 * they are off screen. It watches them itself, so showing or hiding it renders only the bar.
 */
export function BuyBar({ actionsRef, children }: { actionsRef: RefObject<HTMLElement | null>; children: ReactNode }) {
  const { t } = useTranslation();
  const actionsVisible = useVisible(actionsRef);
  if (actionsVisible) return null;
  return (
    <div className="buy-bar" role="region" aria-label={t('product.buyBar')}>
      {children}
    </div>
  );
}
