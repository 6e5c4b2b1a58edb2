import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { EmptyState } from '../components/ui/empty-state.tsx';
import { usePageMeta } from '../lib/page-meta.ts';

export function NotFoundPage() {
  const { t } = useTranslation();
  usePageMeta(t('notFound.title'));
  return (
    <EmptyState title={t('notFound.title')}>
      <p>{t('notFound.text')}</p>
      <Link className="button" to="/">
        {t('notFound.home')}
      </Link>
    </EmptyState>
  );
}
