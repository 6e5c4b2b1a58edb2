import { useTranslation } from 'react-i18next';
import { EmptyState } from '../components/ui/empty-state.tsx';

/** What a page shows when it fails to render: a way on instead of a stack trace. */
export function ErrorPage() {
  const { t } = useTranslation();
  return (
    <EmptyState title={t('error.title')}>
      <p>{t('error.text')}</p>
      <button type="button" className="button" onClick={() => window.location.reload()}>
        {t('error.reload')}
      </button>
    </EmptyState>
  );
}
