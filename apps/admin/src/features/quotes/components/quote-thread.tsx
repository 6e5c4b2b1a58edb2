import type { TAdminQuote } from '@shop/shared';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TextAreaField } from '../../../components/ui/field.tsx';
import { client } from '../../../lib/api-client.ts';
import { dateTime } from '../../../lib/format.ts';
import { useQuoteMessage } from '../api/change-quote.ts';

/** The quote's thread with the buyer, oldest first, and the shop's answer (text and pictures; mailed to the buyer). */
export function QuoteThread({ quote }: { quote: TAdminQuote }) {
  const { t } = useTranslation();
  const send = useQuoteMessage(quote.id);
  const [content, setContent] = useState('');
  const [picUrls, setPicUrls] = useState<string[]>([]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!content.trim()) return;
    send.mutate(
      { content: content.trim(), picUrls },
      {
        onSuccess: () => {
          setContent('');
          setPicUrls([]);
        },
      },
    );
  };
  return (
    <section className="panel" aria-label={t('quotes.thread')}>
      <h2>{t('quotes.thread')}</h2>
      <ol className="timeline">
        {quote.messages.map((message) => (
          <li key={message.id}>
            <strong>{message.fromShop ? t('quotes.fromShop') : t('quotes.fromBuyer')}</strong>{' '}
            <span className="muted">{dateTime(message.createTime)}</span>
            <p className="quote-pre">{message.content}</p>
            {message.picUrls.map((url) => (
              <a key={url} href={url} target="_blank" rel="noreferrer">
                <img src={url} alt={t('quotes.picture')} width="80" height="80" />
              </a>
            ))}
          </li>
        ))}
      </ol>
      <form onSubmit={submit}>
        <TextAreaField label={t('quotes.answer')} rows={3} maxLength={2000} value={content} onChange={(e) => setContent(e.target.value)} />
        <input
          type="file"
          aria-label={t('quotes.addPicture')}
          accept="image/png,image/jpeg,image/gif"
          onChange={(event) => {
            const file = event.target.files?.[0];
            if (!file) return;
            const form = new FormData();
            form.append('file', file);
            void client.infra.file.upload(form).then((url) => setPicUrls((urls) => [...urls, url].slice(0, 9)));
          }}
        />
        {picUrls.length > 0 && <p className="muted">{t('quotes.picturesAdded', { count: picUrls.length })}</p>}
        <button type="submit" className="primary" disabled={send.isPending || !content.trim()}>
          {t('quotes.sendMessage')}
        </button>
      </form>
    </section>
  );
}
