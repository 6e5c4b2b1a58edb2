import { invoiceAddressesFirst, personName, type TAddress } from '@shop/shared';
import { useTranslation } from 'react-i18next';
import { SelectField, TextField } from '../../../components/ui/field.tsx';
import { useAreas, useMemberAddresses } from '../api/new-order.ts';

/** An address typed for the order, as the checkout sends it. */
export interface TypedAddress {
  firstName: string;
  lastName: string;
  mobile: string;
  areaId: number;
  state: string;
  city: string;
  zipCode: string;
  detailAddress: string;
}

export const EMPTY_ADDRESS: TypedAddress = {
  firstName: '',
  lastName: '',
  mobile: '',
  areaId: 0,
  state: '',
  city: '',
  zipCode: '',
  detailAddress: '',
};

const TEXT_FIELDS = ['firstName', 'lastName', 'mobile', 'detailAddress', 'zipCode', 'city'] as const;

/** The fields of a typed address: country and, where it has them, its states from the shop's reference data. */
function TypedAddressFields({ value, onChange }: { value: TypedAddress; onChange: (value: TypedAddress) => void }) {
  const { t } = useTranslation();
  const areas = useAreas();
  const country = areas.data?.find((a) => a.id === value.areaId);
  return (
    <div className="new-order__address">
      {TEXT_FIELDS.map((field) => (
        <TextField
          key={field}
          label={t(`address.${field}`)}
          value={value[field]}
          onChange={(e) => onChange({ ...value, [field]: e.target.value })}
        />
      ))}
      <SelectField
        label={t('address.country')}
        value={value.areaId || ''}
        onChange={(e) => onChange({ ...value, areaId: Number(e.target.value), state: '' })}
      >
        <option value="">—</option>
        {areas.data?.map((a) => (
          <option key={a.id} value={a.id}>
            {a.name}
          </option>
        ))}
      </SelectField>
      {country?.children?.length ? (
        <SelectField label={t('address.state')} value={value.state} onChange={(e) => onChange({ ...value, state: e.target.value })}>
          <option value="">—</option>
          {country.children.map((s) => (
            <option key={s.id} value={s.code}>
              {s.name}
            </option>
          ))}
        </SelectField>
      ) : null}
    </div>
  );
}

interface NewOrderAddressProps {
  /** The member whose saved addresses are offered (none for an e-mail address). */
  memberId: number | undefined;
  savedId: number | undefined;
  onSaved: (id: number | undefined) => void;
  typed: TypedAddress;
  onTyped: (value: TypedAddress) => void;
}

const addressLabel = (a: TAddress) => `${personName(a)}, ${a.detailAddress}, ${a.zipCode} ${a.city}`;

/** The member's own addresses, then their company's (shared by its members) in a group of their own. */
function AddressOptions({ own, company }: { own: TAddress[]; company: TAddress[] }) {
  const { t } = useTranslation();
  return (
    <>
      {own.map((a) => (
        <option key={a.id} value={a.id}>
          {addressLabel(a)}
        </option>
      ))}
      {company.length > 0 && (
        <optgroup label={t('newOrder.companyAddresses')}>
          {company.map((a) => (
            <option key={a.id} value={a.id}>
              {addressLabel(a)}
            </option>
          ))}
        </optgroup>
      )}
    </>
  );
}

/** A member's saved address (their own, or one of their company's delivery addresses), or one typed. */
export function NewOrderAddress({ memberId, savedId, onSaved, typed, onTyped }: NewOrderAddressProps) {
  const { t } = useTranslation();
  const member = useMemberAddresses(memberId);
  const own = member.data?.addresses ?? [];
  const company = (member.data?.companyAddresses ?? []).filter((a) => a.kind === 'delivery');
  return (
    <div>
      {own.length + company.length > 0 && (
        <SelectField
          label={t('newOrder.savedAddress')}
          value={savedId ?? ''}
          onChange={(e) => onSaved(e.target.value ? Number(e.target.value) : undefined)}
        >
          <option value="">{t('newOrder.typedAddress')}</option>
          <AddressOptions own={own} company={company} />
        </SelectField>
      )}
      {savedId === undefined && <TypedAddressFields value={typed} onChange={onTyped} />}
    </div>
  );
}

/**
 * The billing address: the delivery address, or one the member may bill to (their own, or any of
 * their company's, invoice addresses first), as at checkout. Offered once the member has one.
 */
export function NewOrderBilling({
  memberId,
  billingId,
  onChange,
}: {
  memberId: number | undefined;
  billingId: number | undefined;
  onChange: (id: number | undefined) => void;
}) {
  const { t } = useTranslation();
  const member = useMemberAddresses(memberId);
  const own = member.data?.addresses ?? [];
  const shared = member.data?.companyAddresses ?? [];
  const company = invoiceAddressesFirst(shared);
  if (own.length + company.length === 0) return null;
  return (
    <SelectField
      label={t('newOrder.billingAddress')}
      value={billingId ?? ''}
      onChange={(e) => onChange(e.target.value ? Number(e.target.value) : undefined)}
    >
      <option value="">{t('newOrder.sameAsDelivery')}</option>
      <AddressOptions own={own} company={company} />
    </SelectField>
  );
}
