import '../quotes.css';
import { MAX_BUYER_REFERENCE, type TAddressInput, type TOrderLineInput } from '@shop/shared';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { client } from '../../../lib/api-client.ts';
import { usePrice } from '../../../lib/format.ts';
import { usePageMeta } from '../../../lib/page-meta.ts';
import { accessTokenStore } from '../../../lib/session.ts';
import { useStore } from '../../../lib/store.ts';
import { parseLineList } from '../../cart/index.ts';
import { useCreateQuote } from '../api/create-quote.ts';
import { Attachments, GuestDeliveryAddress } from '../components/quote-request-fields.tsx';

type Line = TOrderLineInput & { skuId: number; count: number };

/** What is asked for, at the catalogue's prices as a first idea: the shop answers with its own. */
function RequestedLines({ lines }: { lines: Line[] }) {
  const { t } = useTranslation();
  const body = { items: lines, deliveryType: '1' };
  const { data } = useQuery({
    queryKey: client.trade.order.settlement.key(body),
    queryFn: () => client.trade.order.settlement(body),
    retry: false,
  });
  const price = usePrice();
  return (
    <ul className="quote-lines">
      {(data?.items ?? []).map((item, i) => (
        <li key={`${item.skuId}-${lines[i]?.size ?? ''}`} className="quote-line">
          <img src={item.picUrl} alt="" width="64" height="64" />
          <div className="quote-line__what">
            <strong>{item.spuName}</strong>
            <p className="muted">
              {t('quotes.pieces', { count: item.count })}
              {lines[i]?.size ? ` · ${t('quotes.withLogo')}` : ''}
            </p>
          </div>
          <p className="muted">{t('quotes.catalogue', { price: price(item.discountedPrice + item.decalsPrice) })}</p>
        </li>
      ))}
    </ul>
  );
}

/**
 * `/quoteRequest?items=`: asks the shop for a quote on these lines (a logo line with its whole
 * print order): a note, files, the PO number, and for a guest e-mail, name, company and the
 * delivery address. Then to the quote's page (a guest's by its key).
 */
export function QuoteRequestPage() {
  const { t } = useTranslation();
  usePageMeta(t('quotes.requestTitle'));
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const lines = parseLineList<Line>(params.get('items'));
  const member = useStore(accessTokenStore) !== null;
  const [note, setNote] = useState('');
  const [poNumber, setPoNumber] = useState('');
  const [attachments, setAttachments] = useState<string[]>([]);
  const [guest, setGuest] = useState({ email: '', name: '', company: '' });
  const [address, setAddress] = useState<TAddressInput | null>(null);
  const create = useCreateQuote();
  const ids = { note: useId(), po: useId(), email: useId(), name: useId(), company: useId() };
  if (lines.length === 0) return <EmptyState title={t('quotes.nothingToQuote')} />;
  const submit = () =>
    create.mutate(
      {
        items: lines,
        deliveryType: '1',
        note,
        attachments,
        ...(poNumber.trim() ? { poNumber: poNumber.trim() } : {}),
        ...(member ? {} : { ...guest, ...(address ? { address } : {}) }),
      },
      { onSuccess: (quote) => void navigate(quote.token ? `/guestQuote?key=${encodeURIComponent(quote.token)}` : `/quote?id=${quote.id}`) },
    );
  return (
    <section className="quote-request">
      <h1>{t('quotes.requestTitle')}</h1>
      <p className="muted">{t('quotes.requestIntro')}</p>
      <RequestedLines lines={lines} />
      <form
        className="quote-form"
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        {!member && (
          <>
            <div className="quote-form__field">
              <label htmlFor={ids.email}>{t('quotes.email')}</label>
              <input
                id={ids.email}
                type="email"
                required
                autoComplete="email"
                value={guest.email}
                onChange={(e) => setGuest({ ...guest, email: e.target.value })}
              />
            </div>
            <div className="quote-form__field">
              <label htmlFor={ids.name}>{t('quotes.name')}</label>
              <input
                id={ids.name}
                required
                autoComplete="name"
                maxLength={120}
                value={guest.name}
                onChange={(e) => setGuest({ ...guest, name: e.target.value })}
              />
            </div>
            <div className="quote-form__field">
              <label htmlFor={ids.company}>{t('quotes.company')}</label>
              <input
                id={ids.company}
                autoComplete="organization"
                maxLength={120}
                value={guest.company}
                onChange={(e) => setGuest({ ...guest, company: e.target.value })}
              />
            </div>
          </>
        )}
        <div className="quote-form__field">
          <label htmlFor={ids.po}>{t('quotes.poNumber')}</label>
          <input
            id={ids.po}
            maxLength={MAX_BUYER_REFERENCE}
            autoComplete="off"
            value={poNumber}
            onChange={(e) => setPoNumber(e.target.value)}
          />
        </div>
        <div className="quote-form__field quote-form__field--wide">
          <label htmlFor={ids.note}>{t('quotes.note')}</label>
          <textarea
            id={ids.note}
            rows={4}
            maxLength={2000}
            value={note}
            placeholder={t('quotes.noteHint')}
            onChange={(e) => setNote(e.target.value)}
          />
        </div>
        <Attachments value={attachments} onChange={setAttachments} member={member} />
        <button type="submit" className="button button--accent" disabled={create.isPending}>
          {t('quotes.sendRequest')}
        </button>
      </form>
      {!member && <GuestDeliveryAddress value={address} onChange={setAddress} />}
    </section>
  );
}
