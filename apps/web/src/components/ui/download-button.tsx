import type { Route } from '@shop/shared';
import { useState, type ReactNode } from 'react';
import { downloadFile } from '../../lib/api-client.ts';

/**
 * A button that saves a document the API answers as a file (invoice, credit note, offer): busy
 * while it is drawn; a refusal shows the server's message.
 */
export function DownloadButton({
  route,
  input,
  children,
  disabled = false,
  testId,
}: {
  route: Route;
  input: Record<string, unknown>;
  children: ReactNode;
  disabled?: boolean;
  testId?: string;
}) {
  const [busy, setBusy] = useState(false);
  const run = async () => {
    setBusy(true);
    try {
      await downloadFile(route, input);
    } catch {
      // The toast has said why.
    } finally {
      setBusy(false);
    }
  };
  return (
    <button
      type="button"
      className="button button--secondary"
      disabled={busy || disabled}
      aria-busy={busy}
      data-testid={testId}
      onClick={() => void run()}
    >
      {children}
    </button>
  );
}
