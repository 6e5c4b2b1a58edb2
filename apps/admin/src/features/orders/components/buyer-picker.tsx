import { LANGUAGES, type Language, personName } from '@shop/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SelectField, TextField } from '../../../components/ui/field.tsx';
import { useMemberSearch } from '../api/new-order.ts';

/** Who the order is for: a member found here, or an e-mail address (a member's makes it theirs on the server). */
export type Buyer = { memberId: number; label: string } | { email: string; language: Language };

interface BuyerPickerProps {
  buyer: Buyer | null;
  onChange: (buyer: Buyer | null) => void;
  /** Members can be looked up only with member:user:query; without it only the e-mail address is offered. */
  canSearch: boolean;
}

/** Finds a member by name, e-mail or phone, or takes an e-mail address and the language of its mails. */
export function BuyerPicker({ buyer, onChange, canSearch }: BuyerPickerProps) {
  const { t, i18n } = useTranslation();
  const [keyword, setKeyword] = useState('');
  const found = useMemberSearch(keyword, canSearch && (buyer === null || 'email' in buyer));
  if (buyer && 'memberId' in buyer)
    return (
      <p className="new-order__buyer">
        {t('newOrder.member')}: <strong>{buyer.label}</strong>{' '}
        <button type="button" onClick={() => onChange(null)}>
          {t('newOrder.change')}
        </button>
      </p>
    );
  const email = buyer?.email ?? '';
  const language = buyer?.language ?? (i18n.language as Language);
  return (
    <div className="new-order__buyer">
      {canSearch && (
        <>
          <TextField label={t('newOrder.findMember')} type="search" value={keyword} onChange={(e) => setKeyword(e.target.value)} />
          <ul className="plain-list">
            {found.data?.list.map((m) => (
              <li key={m.id}>
                <button type="button" onClick={() => onChange({ memberId: m.id, label: `${personName(m)} <${m.mail}>` })}>
                  {personName(m)} &lt;{m.mail}&gt;
                </button>
              </li>
            ))}
          </ul>
        </>
      )}
      <TextField
        label={t('newOrder.email')}
        type="email"
        hint={t('newOrder.emailHint')}
        value={email}
        onChange={(e) => onChange(e.target.value.trim() ? { email: e.target.value.trim(), language } : null)}
      />
      <SelectField
        label={t('newOrder.language')}
        value={language}
        onChange={(e) => email && onChange({ email, language: e.target.value as Language })}
      >
        {LANGUAGES.map((l) => (
          <option key={l} value={l}>
            {t(`newOrder.languages.${l}`)}
          </option>
        ))}
      </SelectField>
    </div>
  );
}
