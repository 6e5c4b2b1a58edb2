import type { Route } from '@shop/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { downloadFile } from '../../lib/api-client.ts';

/**
 * Downloads an export (a CSV file) under the list's filters; busy while the file is being written.
 * A refusal shows its message as every call does.
 */
export function ExportButton({ route, input }: { route: Route; input: Record<string, unknown> }) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const download = () => {
    setBusy(true);
    downloadFile(route, input)
      .catch(() => undefined)
      .finally(() => setBusy(false));
  };
  return (
    <button type="button" onClick={download} disabled={busy}>
      {busy ? t('exports.downloading') : t('exports.download')}
    </button>
  );
}
