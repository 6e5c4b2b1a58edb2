import { CONTACT_STATUS, ZAdminContactReplyRequest, type ZAdminContactMessage, personName } from '@shop/shared';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import type { z } from 'zod';
import type { Column } from '../../../components/ui/data-table.tsx';
import { TextAreaField } from '../../../components/ui/field.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { SplitList } from '../../../components/ui/split-list.tsx';
import { useContractForm } from '../../../lib/contract-form.ts';
import { dateTime } from '../../../lib/format.ts';
import { showToast } from '../../../lib/toast.ts';
import { useCan } from '../../auth/index.ts';
import { useMessage, useMessages, useReply, useSetMessageStatus } from '../api/messages.ts';
import { useFilteredPages } from '../../../lib/filtered-pages.ts';

type Message = z.infer<typeof ZAdminContactMessage>;

function StatusBadge({ status }: { status: number }) {
  const { t } = useTranslation();
  const answered = status === CONTACT_STATUS.answered;
  return <span className={`badge badge--${answered ? 'ok' : 'warn'}`}>{t(answered ? 'messages.answered' : 'messages.new')}</span>;
}

function ReplyForm({ message }: { message: Message }) {
  const { t } = useTranslation();
  const reply = useReply();
  const form = useContractForm(ZAdminContactReplyRequest, {
    defaultValues: { content: '' },
    toInput: (values: { content: string }) => ({ id: message.id, content: values.content }),
  });
  const submit = form.handleSubmit(async (input) => {
    await reply.mutateAsync(input);
    showToast(t('messages.sent', { mail: message.mail }), 'success');
  });
  return (
    <form onSubmit={(e) => void submit(e).catch(() => undefined)} noValidate>
      <TextAreaField
        label={t('messages.reply')}
        rows={6}
        hint={t('messages.replyHint', { language: message.language })}
        error={form.formState.errors.content?.message}
        {...form.register('content')}
      />
      <button type="submit" className="primary" disabled={form.formState.isSubmitting}>
        {t('messages.send')}
      </button>
    </form>
  );
}

function MessageView({ id }: { id: number }) {
  const { t } = useTranslation();
  const can = useCan();
  const { data: message } = useMessage(id);
  const setStatus = useSetMessageStatus();
  if (!message) return <p aria-busy="true">{t('common.loading')}</p>;
  const answered = message.status === CONTACT_STATUS.answered;
  const canReply = can('content:contact-us:update');
  return (
    <article className="card message" aria-label={t('messages.message')}>
      <header className="message__head">
        <div>
          <h2>{t(`messages.subjects.${message.subject}`, { defaultValue: message.subject })}</h2>
          <p className="muted">
            {personName(message)} · <a href={`mailto:${message.mail}`}>{message.mail}</a>
            {message.mobile && ` · ${message.mobile}`}
            {message.company && ` · ${message.company}`} · {dateTime(message.createTime)}
          </p>
          {message.spuId !== null && <p>{t('messages.aboutProduct', { name: message.spuName ?? `#${message.spuId}` })}</p>}
        </div>
        <StatusBadge status={message.status} />
      </header>
      <p className="message__body">{message.content}</p>
      {message.picUrls.length > 0 && (
        <p className="message__pictures">
          {message.picUrls.map((url) => (
            <a key={url} href={url} target="_blank" rel="noreferrer">
              <img src={url} alt="" width="72" height="72" />
            </a>
          ))}
        </p>
      )}
      {message.replyContent ? (
        <section className="message__reply">
          <h3>{t('messages.yourReply', { name: message.replyAdminName ?? '', time: dateTime(message.replyTime) })}</h3>
          <p className="message__body">{message.replyContent}</p>
        </section>
      ) : (
        !answered && canReply && <ReplyForm key={message.id} message={message} />
      )}
      {can('content:contact-us:update') && (
        <button
          type="button"
          className="link"
          onClick={() => setStatus.mutate({ id: message.id, status: answered ? CONTACT_STATUS.new : CONTACT_STATUS.answered })}
        >
          {t(answered ? 'messages.markNew' : 'messages.markAnswered')}
        </button>
      )}
    </article>
  );
}

/** The inbox of contact and feedback messages: new first by default; a message opens beside the list. */
export function MessagesPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const status = params.get('status') ?? String(CONTACT_STATUS.new);
  const selected = Number(params.get('id') ?? 0);
  const [mail, setMail] = useState('');
  const { filter, filterBy, page, setPage } = useFilteredPages('');
  const { data, isFetching } = useMessages({ ...page, status: status === '' ? undefined : Number(status), mail: filter || undefined });
  const set = (changes: Record<string, string | null>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes)) value === null ? next.delete(key) : next.set(key, value);
    setParams(next);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    filterBy(mail.trim());
  };
  const columns: Column<Message>[] = [
    { key: 'createTime', header: t('messages.received'), cell: (m) => dateTime(m.createTime), sortValue: (m) => m.createTime },
    { key: 'from', header: t('messages.from'), cell: (m) => m.mail, sortValue: (m) => m.mail },
    {
      key: 'subject',
      header: t('messages.subject'),
      cell: (m) => t(`messages.subjects.${m.subject}`, { defaultValue: m.subject }),
      sortValue: (m) => m.subject,
      secondary: true,
    },
    { key: 'status', header: t('admins.status'), cell: (m) => <StatusBadge status={m.status} />, sortValue: (m) => m.status },
  ];
  const tabs: [string, string][] = [
    [String(CONTACT_STATUS.new), t('messages.new')],
    [String(CONTACT_STATUS.answered), t('messages.answered')],
    ['', t('orders.all')],
  ];
  return (
    <>
      <PageHeader title={t('nav.messages')} />
      <div className="tabs" role="tablist" aria-label={t('admins.status')}>
        {tabs.map(([value, label]) => (
          <button key={value} type="button" role="tab" aria-selected={status === value} onClick={() => set({ status: value, id: null })}>
            {label}
          </button>
        ))}
      </div>
      <form className="filters" onSubmit={submit} role="search">
        <input
          aria-label={t('messages.from')}
          placeholder={t('messages.searchMail')}
          value={mail}
          onChange={(e) => setMail(e.target.value)}
        />
        <button type="submit">{t('common.search')}</button>
      </form>
      <SplitList
        columns={columns}
        data={data}
        rowKey={(m) => m.id}
        loading={isFetching}
        page={page}
        onPage={(pageNo) => setPage({ ...page, pageNo })}
        selected={selected}
        onSelect={(m) => set({ id: String(m.id) })}
        detail={(id) => <MessageView id={id} />}
        hint={t('messages.pick')}
        empty={t('messages.none')}
      />
    </>
  );
}
