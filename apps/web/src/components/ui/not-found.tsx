import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { renderedMeta, usePageMeta } from '../../lib/page-meta.ts';
import { EmptyState } from './empty-state.tsx';

/** A page that does not exist (an unknown address, category or product): says so and leads home. */
export function NotFound({ title }: { title?: string }) {
  const { t } = useTranslation();
  const heading = title ?? t('notFound.title');
  usePageMeta(heading);
  // Rendered on the server: the page answers 404.
  if (typeof document === 'undefined') renderedMeta.notFound = true;
  return (
    <EmptyState title={heading}>
      <p>{t('notFound.text')}</p>
      <Link className="button" to="/">
        {t('notFound.home')}
      </Link>
    </EmptyState>
  );
}
