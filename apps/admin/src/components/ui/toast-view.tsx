import { useStore } from '@shop/client';
import { toastStore } from '../../lib/toast.ts';

/** The current toast, announced politely (success) or assertively (errors). */
export function ToastView() {
  const toast = useStore(toastStore);
  return (
    <div className="toast-region" aria-live="polite">
      {toast && (
        <div key={toast.id} className={`toast toast--${toast.kind}`} role={toast.kind === 'error' ? 'alert' : 'status'}>
          {toast.text}
        </div>
      )}
    </div>
  );
}
