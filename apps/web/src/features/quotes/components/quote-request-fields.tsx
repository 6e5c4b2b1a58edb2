import { personName, type TAddressInput } from '@shop/shared';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { client } from '../../../lib/api-client.ts';
import { AddressForm } from '../../member/index.ts';

/** Files sent with a request: pictures (anyone) or PDF and Word documents (members), uploaded at once. */
export function Attachments({ value, onChange, member }: { value: string[]; onChange: (urls: string[]) => void; member: boolean }) {
  const { t } = useTranslation();
  const id = useId();
  const [busy, setBusy] = useState(false);
  return (
    <div className="quote-form__field">
      <label htmlFor={id}>{t('quotes.attachments')}</label>
      <input
        id={id}
        type="file"
        accept={member ? 'image/png,image/jpeg,image/gif,application/pdf,.doc,.docx' : 'image/png,image/jpeg,image/gif'}
        onChange={(event) => {
          const file = event.target.files?.[0];
          if (!file) return;
          const form = new FormData();
          form.append('kind', file.type.startsWith('image/') ? 'image' : 'document');
          form.append('file', file);
          setBusy(true);
          client.infra.file
            .upload(form)
            .then((url) => onChange([...value, url].slice(0, 10)))
            .catch(() => undefined)
            .finally(() => setBusy(false));
        }}
      />
      <p className="muted">{busy ? t('customise.uploading') : t(member ? 'quotes.attachmentsHint' : 'quotes.attachmentsHintGuest')}</p>
      {value.length > 0 && (
        <ul className="quote-form__files">
          {value.map((url) => (
            <li key={url}>
              <a href={url} target="_blank" rel="noreferrer">
                {url.split('/').pop()}
              </a>{' '}
              <button type="button" className="link-button" onClick={() => onChange(value.filter((u) => u !== url))}>
                {t('quotes.remove')}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** A guest's delivery address for the order the quote may become: typed once, changed on demand. */
export function GuestDeliveryAddress({ value, onChange }: { value: TAddressInput | null; onChange: (address: TAddressInput) => void }) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState(value === null);
  return (
    <section className="quote-form__address" aria-label={t('quotes.deliveryAddress')}>
      <h2>{t('quotes.deliveryAddress')}</h2>
      {editing ? (
        <AddressForm
          guest
          pending={false}
          onSave={(input) => {
            onChange(input);
            setEditing(false);
          }}
          onCancel={value ? () => setEditing(false) : undefined}
        />
      ) : (
        <p>
          {value && personName(value)}, {value?.detailAddress}, {value?.zipCode} {value?.city}{' '}
          <button type="button" className="link-button" onClick={() => setEditing(true)}>
            {t('common.edit')}
          </button>
        </p>
      )}
    </section>
  );
}
