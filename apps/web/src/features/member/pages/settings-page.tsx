import '../member.css';
import type { TMemberSettings } from '@shop/shared';
import { Fragment, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CheckboxField, SelectField } from '../../../components/ui/field.tsx';
import { usePageMeta } from '../../../lib/page-meta.ts';
import { showToast } from '../../../lib/toast.ts';
import { useProfile, useSettings, useUpdateSettings } from '../api/profile.ts';
import { AddressBook } from '../components/address-book.tsx';
import { PasswordForm } from '../components/password-form.tsx';
import { CompanyLink } from '../components/company-link.tsx';
import { ProfileForm } from '../components/profile-form.tsx';
import { YourData } from '../components/your-data.tsx';

const SECTIONS = ['account', 'notification', 'privacy', 'settlement', 'advanced', 'addresses'] as const;
type Section = (typeof SECTIONS)[number];

/**
 * The switches that change something (the rest stay in the settings for older clients): dispatch
 * mails, the newsletter, the browsing history.
 */
const SHOWN = { notification: ['orderUpdates', 'newsletter'], advanced: ['keepBrowsingHistory'] } as const;

/** The yes/no switches of one settings group, each with a line saying what it does, saved as soon as one changes. */
function Toggles<G extends keyof typeof SHOWN>({ group, settings }: { group: G; settings: TMemberSettings }) {
  const { t } = useTranslation();
  const save = useUpdateSettings();
  const values = settings[group] as Record<string, boolean>;
  const toggle = (key: string, value: boolean) =>
    save.mutate(
      { ...settings, [group]: { ...values, [key]: value } },
      {
        // The newsletter turns on once its mailed link is confirmed (double opt-in).
        onSuccess: (saved) =>
          showToast(
            t(key === 'newsletter' && value && !saved.notification.newsletter ? 'newsletter.checkInbox' : 'message.saveSuccess'),
            'success',
          ),
      },
    );
  return (
    <fieldset className="settings-group">
      <legend>{t(`settings.${group}`)}</legend>
      {SHOWN[group]
        .map((key) => [key, values[key] ?? false] as const)
        .map(([key, value]) => (
          <Fragment key={key}>
            <CheckboxField
              label={t(`settings.${group}Options.${key}`)}
              checked={value}
              aria-describedby={`settings-hint-${key}`}
              onChange={(e) => toggle(key, e.target.checked)}
            />
            <p className="note settings-hint" id={`settings-hint-${key}`}>
              {t(`settings.hints.${key}`)}
            </p>
          </Fragment>
        ))}
    </fieldset>
  );
}

function Settlement({ settings }: { settings: TMemberSettings }) {
  const { t } = useTranslation();
  const save = useUpdateSettings();
  const change = (patch: Partial<TMemberSettings['settlement']>) =>
    save.mutate(
      { ...settings, settlement: { ...settings.settlement, ...patch } },
      { onSuccess: () => showToast(t('message.saveSuccess'), 'success') },
    );
  return (
    <fieldset className="settings-group">
      <legend>{t('settings.settlement')}</legend>
      <SelectField
        label={t('settings.defaultDelivery')}
        value={settings.settlement.defaultDeliveryType}
        onChange={(e) => change({ defaultDeliveryType: e.target.value as '1' | '2' | '3' })}
      >
        <option value="1">{t('settings.delivery1')}</option>
        <option value="2">{t('settings.delivery2')}</option>
        <option value="3">{t('settings.delivery3')}</option>
      </SelectField>
      <CheckboxField
        label={t('settings.invoiceByEmail')}
        checked={settings.settlement.invoiceByEmail}
        onChange={(e) => change({ invoiceByEmail: e.target.checked })}
      />
      <p className="note">{t('settings.paymentNote')}</p>
    </fieldset>
  );
}

export function SettingsPage() {
  const { t } = useTranslation();
  usePageMeta(t('settings.title'));
  const [section, setSection] = useState<Section>('account');
  const { data: profile } = useProfile();
  const { data: settings } = useSettings();
  return (
    <section className="settings-page">
      <h1>{t('settings.title')}</h1>
      <div className="settings-layout">
        <nav aria-label={t('settings.title')} className="settings-nav">
          {SECTIONS.map((key) => (
            <button key={key} type="button" aria-current={section === key ? 'page' : undefined} onClick={() => setSection(key)}>
              {t(`settings.${key}`)}
            </button>
          ))}
        </nav>
        <div className="settings-panel">
          {section === 'account' && profile && (
            <>
              <ProfileForm profile={profile} />
              <CompanyLink />
              <PasswordForm />
            </>
          )}
          {settings && (section === 'notification' || section === 'advanced') && <Toggles group={section} settings={settings} />}
          {section === 'privacy' && <YourData />}
          {settings && section === 'settlement' && <Settlement settings={settings} />}
          {section === 'addresses' && <AddressBook />}
        </div>
      </div>
    </section>
  );
}
