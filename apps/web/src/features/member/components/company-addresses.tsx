import { COMPANY_ADDRESS_KINDS, type CompanyAddressKind, type TAddressInput, type TCompanyAddress } from '@shop/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SelectField } from '../../../components/ui/field.tsx';
import { addressLines } from '../../../lib/address-format.ts';
import { askConfirm } from '../../../lib/confirm.ts';
import { showToast } from '../../../lib/toast.ts';
import {
  useCompanyAddresses,
  useCreateCompanyAddress,
  useDeleteCompanyAddress,
  useUpdateCompanyAddress,
} from '../api/company-addresses.ts';
import { AddressForm } from './address-form.tsx';

function CompanyAddressCard({ address, admin, onEdit }: { address: TCompanyAddress; admin: boolean; onEdit: () => void }) {
  const { t } = useTranslation();
  const remove = useDeleteCompanyAddress();
  const confirmDelete = () => {
    void askConfirm(t('company.addresses.deleteAsk', { name: address.name }), t('common.delete')).then(
      (yes) => yes && remove.mutate(address.id, { onSuccess: () => showToast(t('message.operateSuccess'), 'success') }),
    );
  };
  return (
    <li className="address-card" aria-label={address.name}>
      <p>
        <strong>{address.name}</strong> <span className="tag">{t(`company.addresses.kinds.${address.kind}`)}</span>
      </p>
      {addressLines(address).map((line) => (
        <p key={line}>{line}</p>
      ))}
      <p>{address.mobile}</p>
      {admin && (
        <div className="form__actions">
          <button type="button" className="link-button" onClick={onEdit}>
            {t('common.edit')}
          </button>
          <button type="button" className="link-button" onClick={confirmDelete}>
            {t('common.delete')}
          </button>
        </div>
      )}
    </li>
  );
}

/** The address form with what the address is for (delivery or invoice). */
function CompanyAddressForm({
  address,
  pending,
  onSave,
  onCancel,
}: {
  address?: TCompanyAddress;
  pending: boolean;
  onSave: (input: TAddressInput, kind: CompanyAddressKind, fail: (error: unknown) => void) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const [kind, setKind] = useState<CompanyAddressKind>(address?.kind ?? 'delivery');
  return (
    <div aria-label={t(address ? 'company.addresses.editTitle' : 'company.addresses.add')} role="group">
      <SelectField label={t('company.addresses.kind')} value={kind} onChange={(e) => setKind(e.target.value as CompanyAddressKind)}>
        {COMPANY_ADDRESS_KINDS.map((k) => (
          <option key={k} value={k}>
            {t(`company.addresses.kinds.${k}`)}
          </option>
        ))}
      </SelectField>
      {/* A shared address is nobody's default: the form's "guest" variant leaves that choice out. */}
      <AddressForm address={address} pending={pending} guest onSave={(input, fail) => onSave(input, kind, fail)} onCancel={onCancel} />
    </div>
  );
}

/**
 * The company's shared delivery and invoice addresses on the company page: every member sees them
 * (checkout offers them beside their own), the admins add, change and remove them.
 */
export function CompanyAddresses({ admin }: { admin: boolean }) {
  const { t } = useTranslation();
  const { data: addresses = [], isPending } = useCompanyAddresses();
  const create = useCreateCompanyAddress();
  const update = useUpdateCompanyAddress();
  const [editing, setEditing] = useState<TCompanyAddress | 'new' | null>(null);
  const saved = () => {
    setEditing(null);
    showToast(t('message.saveSuccess'), 'success');
  };
  const save = (input: TAddressInput, kind: CompanyAddressKind, fail: (error: unknown) => void) => {
    const { defaultStatus: _default, ...fields } = input;
    if (editing === 'new') create.mutate({ ...fields, kind }, { onSuccess: saved, onError: fail });
    else if (editing) update.mutate({ ...fields, kind, id: editing.id }, { onSuccess: saved, onError: fail });
  };
  return (
    <section aria-label={t('company.addresses.title')}>
      <h2>{t('company.addresses.title')}</h2>
      <p className="muted">{t(admin ? 'company.addresses.intro' : 'company.addresses.introMember')}</p>
      {editing ? (
        <CompanyAddressForm
          key={editing === 'new' ? 'new' : editing.id}
          address={editing === 'new' ? undefined : editing}
          pending={create.isPending || update.isPending}
          onSave={save}
          onCancel={() => setEditing(null)}
        />
      ) : (
        <>
          {!isPending && addresses.length === 0 && <p role="status">{t('company.addresses.none')}</p>}
          <ul className="address-list">
            {addresses.map((a) => (
              <CompanyAddressCard key={a.id} address={a} admin={admin} onEdit={() => setEditing(a)} />
            ))}
          </ul>
          {admin && (
            <button type="button" className="button button--secondary" onClick={() => setEditing('new')}>
              {t('company.addresses.add')}
            </button>
          )}
        </>
      )}
    </section>
  );
}
