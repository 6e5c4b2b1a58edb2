import type { TAddress, TAddressInput } from '@shop/shared';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AddressForm, useCreateAddress, useDeleteAddress, useUpdateAddress } from '../../member/index.ts';
import { AddressChoice } from './address-choice.tsx';
import { useDeliveryAddresses } from './use-delivery-addresses.ts';
import { askConfirm } from '../../../lib/confirm.ts';

/**
 * The delivery address: one of the saved ones (the default is chosen for the shopper), added,
 * edited or deleted here; beside them the delivery addresses of the member's company, to choose only.
 */
export function AddressSection({
  addressId,
  onChoose,
  onDeleted,
}: {
  addressId: number | undefined;
  onChoose: (id: number | undefined) => void;
  onDeleted: (id: number) => void;
}) {
  const { t } = useTranslation();
  const { own: addresses, company: companyDelivery, all } = useDeliveryAddresses();
  const create = useCreateAddress();
  const update = useUpdateAddress();
  const remove = useDeleteAddress();
  const [editing, setEditing] = useState<TAddress | 'new' | null>(null);

  // The default address is chosen for the shopper, and a sole address too, only while none (or one
  // deleted meanwhile) is chosen: the shopper's own choice is never replaced.
  // Without an own address, the company's first delivery address is chosen.
  useEffect(() => {
    if (!all?.length || all.some((a) => a.id === addressId)) return;
    onChoose((all.find((a) => a.defaultStatus) ?? all[0])!.id);
  }, [all, addressId, onChoose]);

  const save = (input: TAddressInput, fail: (error: unknown) => void) => {
    if (editing === 'new') {
      create.mutate(input, {
        onSuccess: (id) => {
          onChoose(id);
          setEditing(null);
        },
        onError: fail,
      });
    } else if (editing) {
      update.mutate({ ...input, id: editing.id }, { onSuccess: () => setEditing(null), onError: fail });
    }
  };
  const drop = (address: TAddress) => {
    void askConfirm(t('address.deleteAsk'), t('common.delete')).then(
      (yes) => yes && remove.mutate(address.id, { onSuccess: () => onDeleted(address.id) }),
    );
  };
  return (
    <>
      <h2>{t('checkout.address')}</h2>
      {addresses && addresses.length > 0 && (
        <AddressChoice name="address" addresses={addresses} chosen={addressId} onChoose={onChoose} onEdit={setEditing} onDelete={drop} />
      )}
      {companyDelivery.length > 0 && (
        <>
          <h3>{t('checkout.companyAddresses')}</h3>
          <AddressChoice name="address" addresses={companyDelivery} chosen={addressId} onChoose={onChoose} />
        </>
      )}
      {editing ? (
        <AddressForm
          key={editing === 'new' ? 'new' : editing.id}
          address={editing === 'new' ? undefined : editing}
          pending={create.isPending || update.isPending}
          onCancel={() => setEditing(null)}
          onSave={save}
        />
      ) : (
        <button type="button" className="button button--secondary" onClick={() => setEditing('new')}>
          {t('address.add')}
        </button>
      )}
    </>
  );
}
