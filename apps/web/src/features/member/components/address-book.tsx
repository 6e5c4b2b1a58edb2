import type { TAddress, TAddressInput } from '@shop/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { addressLines } from '../../../lib/address-format.ts';
import { showToast } from '../../../lib/toast.ts';
import { useAddresses, useCreateAddress, useDeleteAddress, useUpdateAddress } from '../api/addresses.ts';
import { AddressForm } from './address-form.tsx';
import { askConfirm } from '../../../lib/confirm.ts';

function AddressCard({ address, onEdit }: { address: TAddress; onEdit: () => void }) {
  const { t } = useTranslation();
  const remove = useDeleteAddress();
  const confirmDelete = () => {
    void askConfirm(t('address.deleteAsk'), t('common.delete')).then(
      (yes) => yes && remove.mutate(address.id, { onSuccess: () => showToast(t('message.operateSuccess'), 'success') }),
    );
  };
  return (
    <li className="address-card">
      <p>
        <strong>{address.name}</strong> {address.defaultStatus && <span className="tag tag--ok">{t('address.default')}</span>}
      </p>
      {addressLines(address).map((line) => (
        <p key={line}>{line}</p>
      ))}
      <p>{address.mobile}</p>
      <div className="form__actions">
        <button type="button" className="link-button" onClick={onEdit}>
          {t('common.edit')}
        </button>
        <button type="button" className="link-button" onClick={confirmDelete}>
          {t('common.delete')}
        </button>
      </div>
    </li>
  );
}

/** The member's addresses: list, add, edit, delete with confirmation, default tag. */
export function AddressBook() {
  const { t } = useTranslation();
  const { data: addresses = [], isPending } = useAddresses();
  const create = useCreateAddress();
  const update = useUpdateAddress();
  const [editing, setEditing] = useState<TAddress | 'new' | null>(null);
  const saved = () => {
    setEditing(null);
    showToast(t('message.saveSuccess'), 'success');
  };
  const save = (input: TAddressInput, fail: (error: unknown) => void) =>
    editing === 'new'
      ? create.mutate(input, { onSuccess: saved, onError: fail })
      : editing && update.mutate({ ...input, id: editing.id }, { onSuccess: saved, onError: fail });
  if (editing)
    return (
      <AddressForm
        address={editing === 'new' ? undefined : editing}
        pending={create.isPending || update.isPending}
        onSave={save}
        onCancel={() => setEditing(null)}
      />
    );
  return (
    <div>
      {!isPending && addresses.length === 0 && <EmptyState title={t('address.none')} />}
      <ul className="address-list">
        {addresses.map((a) => (
          <AddressCard key={a.id} address={a} onEdit={() => setEditing(a)} />
        ))}
      </ul>
      <button type="button" className="button" onClick={() => setEditing('new')}>
        {t('address.add')}
      </button>
    </div>
  );
}
