import type { TQuote } from '@shop/shared';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useUploadFile } from '../../../lib/upload-file.ts';
import { useQuoteMessage } from '../api/quote-actions.ts';
import type { QuoteAccess } from '../api/get-quote.ts';

const dateTime = (ms: number, language: string) =>
  new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(ms);

/** The quote's thread, oldest first: the buyer's and the shop's messages with their pictures, and a form to write. */
export function QuoteThread({ quote, access }: { quote: TQuote; access: QuoteAccess }) {
  const { t, i18n } = useTranslation();
  const ids = { content: useId(), pictures: useId() };
  const [content, setContent] = useState('');
  const [picUrls, setPicUrls] = useState<string[]>([]);
  const upload = useUploadFile();
  const send = useQuoteMessage(access);
  return (
    <section className="quote-thread" aria-labelledby={`${ids.content}-title`}>
      <h2 id={`${ids.content}-title`}>{t('quotes.thread')}</h2>
      {quote.messages.length === 0 && <p className="muted">{t('quotes.threadEmpty')}</p>}
      <ol className="quote-thread__messages">
        {quote.messages.map((message) => (
          <li key={message.id} className={message.fromShop ? 'quote-message quote-message--shop' : 'quote-message'}>
            <p className="muted">
              {message.fromShop ? t('quotes.fromShop') : t('quotes.fromYou')} · {dateTime(message.createTime, i18n.language)}
            </p>
            <p className="quote-message__text">{message.content}</p>
            {message.picUrls.map((url) => (
              <a key={url} href={url} target="_blank" rel="noreferrer">
                <img src={url} alt={t('quotes.picture')} width="96" height="96" />
              </a>
            ))}
          </li>
        ))}
      </ol>
      <form
        className="quote-thread__form"
        onSubmit={(event) => {
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
        }}
      >
        <label htmlFor={ids.content}>{t('quotes.message')}</label>
        <textarea id={ids.content} rows={3} maxLength={2000} value={content} onChange={(e) => setContent(e.target.value)} />
        <label htmlFor={ids.pictures}>{t('quotes.addPicture')}</label>
        <input
          id={ids.pictures}
          type="file"
          accept="image/png,image/jpeg,image/gif"
          onChange={(event) => {
            const file = event.target.files?.[0];
            if (file) upload.mutate(file, { onSuccess: (url) => setPicUrls((urls) => [...urls, url].slice(0, 9)) });
          }}
        />
        {picUrls.length > 0 && <p className="muted">{t('quotes.picturesAdded', { count: picUrls.length })}</p>}
        <button type="submit" className="button" disabled={send.isPending || upload.isPending || !content.trim()}>
          {t('quotes.send')}
        </button>
      </form>
    </section>
  );
}
