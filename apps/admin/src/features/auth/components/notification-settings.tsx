import type { StaffNotificationKind } from '@shop/shared';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showToast } from '../../../lib/toast.ts';
import { useNotificationSettings, useSaveNotificationSettings } from '../api/notification-settings.ts';

/** The form once the settings are known: one box per kind one's permissions cover. */
function NotificationForm({ available, chosen }: { available: StaffNotificationKind[]; chosen: StaffNotificationKind[] }) {
  const { t } = useTranslation();
  const save = useSaveNotificationSettings();
  const [kinds, setKinds] = useState(() => new Set(chosen.filter((kind) => available.includes(kind))));
  const toggle = (kind: StaffNotificationKind, on: boolean) => {
    const next = new Set(kinds);
    if (on) next.add(kind);
    else next.delete(kind);
    setKinds(next);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate([...kinds], { onSuccess: () => showToast(t('notifications.saved'), 'success') });
  };
  if (available.length === 0) return <p className="muted">{t('notifications.none')}</p>;
  return (
    <form onSubmit={submit}>
      <fieldset className="choices">
        <legend>{t('notifications.legend')}</legend>
        {available.map((kind) => (
          <label key={kind}>
            <input type="checkbox" checked={kinds.has(kind)} onChange={(e) => toggle(kind, e.target.checked)} />{' '}
            {t(`notifications.kind.${kind}`)}
          </label>
        ))}
      </fieldset>
      <button type="submit" className="primary" disabled={save.isPending}>
        {t('common.save')}
      </button>
    </form>
  );
}

/** One's staff notifications by mail, on one's own account page. */
export function NotificationSettings() {
  const { t } = useTranslation();
  const { data } = useNotificationSettings();
  return (
    <section className="card narrow" aria-labelledby="notifications-title">
      <h2 id="notifications-title">{t('notifications.title')}</h2>
      <p>{t('notifications.intro')}</p>
      {data && <NotificationForm available={data.available} chosen={data.kinds} />}
    </section>
  );
}
