import { useStore } from '../../lib/store.ts';
import { toastStore } from '../../lib/toast.ts';

export function ToastView() {
  const toast = useStore(toastStore);
  return (
    <div className="toast-area" role="status" aria-live="polite">
      {toast && (
        <div key={toast.id} className={`toast toast--${toast.kind}`}>
          {toast.text}
        </div>
      )}
    </div>
  );
}
