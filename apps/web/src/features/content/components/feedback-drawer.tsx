import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Drawer } from '../../../components/ui/drawer.tsx';
import { laterTextsLoaded } from '../../../lib/i18n.ts';
import { createStore, useStore } from '../../../lib/store.ts';

// The form and its texts (see lib/i18n.ts) load together when the drawer first opens.
const FeedbackForm = lazy(() =>
  Promise.all([import('./feedback-form.tsx'), laterTextsLoaded()]).then(([m]) => ({ default: m.FeedbackForm })),
);

const feedbackOpenStore = createStore(false);

/** Opens the feedback drawer (footer, contact page, "ask a question"). */
export const openFeedback = () => feedbackOpenStore.set(true);

/** Feedback with screenshots; the form loads when the drawer first opens. */
export function FeedbackDrawer() {
  const { t } = useTranslation();
  const open = useStore(feedbackOpenStore);
  const [sent, setSent] = useState(false);
  const close = () => {
    feedbackOpenStore.set(false);
    setSent(false);
  };
  return (
    <Drawer open={open} onClose={close} title={t('feedback.title')}>
      {sent ? (
        <div className="success-panel" role="alertdialog" aria-labelledby="feedback-thanks">
          <p id="feedback-thanks">{t('feedback.thanks')}</p>
          <button type="button" className="button" onClick={close} autoFocus>
            {t('common.ok')}
          </button>
        </div>
      ) : (
        <Suspense fallback={<div className="page-loading" aria-busy="true" />}>
          <FeedbackForm onSent={() => setSent(true)} />
        </Suspense>
      )}
    </Drawer>
  );
}
