import '../checkout.css';
import { personName, type TAddress, type TAddressInput } from '@shop/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { addressLines } from '../../../lib/address-format.ts';
import { AddressForm, useCountries } from '../../member/index.ts';

/** An address a guest typed, as one line (US: "Houston, TX 77002"). */
export function GuestAddressText({ address }: { address: TAddressInput }) {
  const { countries } = useCountries();
  const country = countries.find((c) => c.id === Number(address.areaId));
  const lines = addressLines({ ...address, countryCode: country?.code });
  // The guest sees the country's name where cards show its code.
  if (country) lines[lines.length - 1] = country.countryName;
  return (
    <span>
      <strong>{personName(address)}</strong>
      <br />
      {`${lines.join(', ')} · ${address.mobile}`}
    </span>
  );
}

const asFormAddress = (a: TAddressInput): TAddress => ({
  ...a,
  id: 0,
  name: '',
  countryCode: '',
  areaId: Number(a.areaId),
  state: a.state ?? '',
  mobileId: a.mobileId ? Number(a.mobileId) : null,
  defaultStatus: false,
});

/** A guest's delivery or billing address: typed once, shown as a card, changed on demand. */
export function GuestAddress({
  title,
  address,
  onChange,
  draftKey,
}: {
  title: string;
  address: TAddressInput | null;
  onChange: (address: TAddressInput) => void;
  /** Where the form keeps what is typed for the tab (AddressForm's `draftKey`). */
  draftKey?: string;
}) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState(address === null);
  return (
    <section className="guest-address" aria-label={title}>
      <h2>{title}</h2>
      {editing || !address ? (
        <AddressForm
          guest
          draftKey={draftKey}
          address={address ? asFormAddress(address) : undefined}
          pending={false}
          onSave={(input) => {
            onChange(input);
            setEditing(false);
          }}
          onCancel={address ? () => setEditing(false) : undefined}
        />
      ) : (
        <div className="address-card">
          <GuestAddressText address={address} />
          <span className="address-card__actions">
            <button type="button" className="link-button" onClick={() => setEditing(true)}>
              {t('common.edit')}
            </button>
          </span>
        </div>
      )}
    </section>
  );
}
