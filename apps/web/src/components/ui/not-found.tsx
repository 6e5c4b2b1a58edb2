import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { usePageMeta } from '../../lib/page-meta.ts';
import { EmptyState } from './empty-state.tsx';

/** A page that does not exist (an unknown address, category or product): says so and leads home. */
export function NotFound({ title }: { title?: string }) {
  const { t } = useTranslation();
  const heading = title ?? t('notFound.title');
  usePageMeta(heading);
  return (
    <EmptyState title={heading}>
      <p>{t('notFound.text')}</p>
      <Link className="button" to="/">
        {t('notFound.home')}
      </Link>
    </EmptyState>
  );
}
