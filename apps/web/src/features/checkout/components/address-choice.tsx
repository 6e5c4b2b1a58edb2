import type { TAddress } from '@shop/shared';
import { useTranslation } from 'react-i18next';
import { formatAddress } from '../../../lib/address-format.ts';

/** Saved addresses as radio cards; the chosen one offers edit and delete where the caller allows. */
export function AddressChoice({
  name,
  addresses,
  chosen,
  onChoose,
  onEdit,
  onDelete,
}: {
  name: string;
  addresses: TAddress[];
  chosen: number | undefined;
  onChoose: (id: number) => void;
  onEdit?: (address: TAddress) => void;
  onDelete?: (address: TAddress) => void;
}) {
  const { t } = useTranslation();
  return (
    <ul className="address-list">
      {addresses.map((a) => (
        <li key={a.id} className="address-card">
          <label className="checkbox">
            <input type="radio" name={name} checked={chosen === a.id} onChange={() => onChoose(a.id)} />
            <span>
              <strong>{a.name}</strong> {a.defaultStatus && <span className="tag tag--ok">{t('address.default')}</span>}
              <br />
              {`${formatAddress(a)} · ${a.mobile}`}
            </span>
          </label>
          {chosen === a.id && onEdit && onDelete && (
            <span className="address-card__actions">
              <button type="button" className="link-button" onClick={() => onEdit(a)}>
                {t('common.edit')}
              </button>
              <button type="button" className="link-button" onClick={() => onDelete(a)}>
                {t('common.delete')}
              </button>
            </span>
          )}
        </li>
      ))}
    </ul>
  );
}
