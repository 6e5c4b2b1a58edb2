import { invoiceAddressesFirst } from '@shop/shared';
import { useTranslation } from 'react-i18next';
import { CheckboxField } from '../../../components/ui/field.tsx';
import { useAddresses, useCompanyAddresses } from '../../member/index.ts';
import { AddressChoice } from './address-choice.tsx';

/** The billing address: the delivery address unless the shopper picks another saved one, or one of their company's (invoice addresses first). */
export function BillingSection({
  addressId,
  billingId,
  onChoose,
}: {
  addressId: number | undefined;
  billingId: number | undefined;
  onChoose: (id: number | undefined) => void;
}) {
  const { t } = useTranslation();
  const { data: addresses } = useAddresses();
  const { data: shared = [] } = useCompanyAddresses();
  const companyFirst = invoiceAddressesFirst(shared);
  return (
    <>
      <CheckboxField
        label={t('checkout.saveBilling')}
        checked={billingId === undefined}
        onChange={(e) => onChoose(e.target.checked ? undefined : addressId)}
      />
      {billingId !== undefined && addresses && (
        <>
          <h3>{t('checkout.billingAddress')}</h3>
          <AddressChoice name="billing" addresses={addresses} chosen={billingId} onChoose={onChoose} />
          {companyFirst.length > 0 && (
            <>
              <h3>{t('checkout.companyAddresses')}</h3>
              <AddressChoice name="billing" addresses={companyFirst} chosen={billingId} onChoose={onChoose} />
            </>
          )}
        </>
      )}
    </>
  );
}
