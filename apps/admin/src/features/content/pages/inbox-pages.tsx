import '../content.css';
import { INBOX_STATUS, type TAdminAdvertisingRequest, type TAdminJobApplication, personName } from '@shop/shared';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, type Column } from '../../../components/ui/data-table.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { Pager } from '../../../components/ui/pager.tsx';
import { dateTime } from '../../../lib/format.ts';
import { useCan } from '../../auth/index.ts';
import { useAdRequests, useApplications, useSetAdRequestStatus, useSetApplicationStatus } from '../api/content.ts';

function StatusBadge({ status }: { status: number }) {
  const { t } = useTranslation();
  const read = status === INBOX_STATUS.read;
  return <span className={`badge badge--${read ? 'ok' : 'warn'}`}>{t(read ? 'content.read' : 'content.new')}</span>;
}

/** An inbox's state: the tab (new, read or all) with its buttons, the page, and the entry opened. */
function useInbox<Row>() {
  const { t } = useTranslation();
  const [status, setStatus] = useState<number | undefined>(INBOX_STATUS.new);
  const [pageNo, setPageNo] = useState(1);
  const [open, setOpen] = useState<Row | null>(null);
  const tabs = (
    <div className="tabs" role="tablist" aria-label={t('content.status')}>
      {(
        [
          [INBOX_STATUS.new, t('content.new')],
          [INBOX_STATUS.read, t('content.read')],
          [undefined, t('orders.all')],
        ] as const
      ).map(([value, label]) => (
        <button key={label} type="button" role="tab" aria-selected={status === value} onClick={() => setStatus(value)}>
          {label}
        </button>
      ))}
    </div>
  );
  return { tabs, query: { pageNo, pageSize: PAGE_SIZE, status }, pageNo, setPageNo, open, setOpen };
}

const PAGE_SIZE = 20;

interface InboxListProps<Row> {
  title: string;
  tabs: ReactNode;
  columns: Column<Row>[];
  data: { list: Row[]; total: number } | undefined;
  loading: boolean;
  empty: string;
  pageNo: number;
  onPage: (pageNo: number) => void;
  onOpen: (row: Row) => void;
}

function InboxList<Row extends { id: number }>({
  title,
  tabs,
  columns,
  data,
  loading,
  empty,
  pageNo,
  onPage,
  onOpen,
}: InboxListProps<Row>) {
  return (
    <>
      <PageHeader title={title} />
      {tabs}
      <DataTable columns={columns} rows={data?.list} rowKey={(r) => r.id} loading={loading} onRowClick={onOpen} empty={empty} />
      <Pager pageNo={pageNo} pageSize={PAGE_SIZE} total={data?.total ?? 0} onPage={onPage} />
    </>
  );
}

function Detail({ title, children, status, onToggle }: { title: string; children: ReactNode; status: number; onToggle?: () => void }) {
  const { t } = useTranslation();
  return (
    <article className="card message" aria-label={title}>
      <header className="message__head">
        <h2>{title}</h2>
        <StatusBadge status={status} />
      </header>
      {children}
      {onToggle && (
        <button type="button" className="link" onClick={onToggle}>
          {t(status === INBOX_STATUS.read ? 'content.markNew' : 'content.markRead')}
        </button>
      )}
    </article>
  );
}

const toggled = (status: number) => (status === INBOX_STATUS.read ? INBOX_STATUS.new : INBOX_STATUS.read);

type SetStatus = (input: { id: number; status: ReturnType<typeof toggled> }, options: { onSuccess: () => void }) => void;

/** Marks the open entry read (or new again) and shows the change once saved. */
function toggler<Row extends { id: number; status: number }>(open: Row, setOpen: (row: Row) => void, setStatus: SetStatus) {
  return () =>
    setStatus({ id: open.id, status: toggled(open.status) }, { onSuccess: () => setOpen({ ...open, status: toggled(open.status) }) });
}

/** The applications inbox: who applied for which position, with the CV to download. */
export function ApplicationsPage() {
  const { t } = useTranslation();
  const can = useCan();
  const { tabs, query, pageNo, setPageNo, open, setOpen } = useInbox<TAdminJobApplication>();
  const { data, isFetching } = useApplications(query);
  const setStatus = useSetApplicationStatus();
  const columns: Column<TAdminJobApplication>[] = [
    { key: 'createTime', header: t('content.received'), cell: (a) => dateTime(a.createTime), sortValue: (a) => a.createTime },
    { key: 'job', header: t('content.jobTitle'), cell: (a) => a.jobTitle, sortValue: (a) => a.jobTitle },
    { key: 'name', header: t('content.applicant'), cell: (a) => personName(a), sortValue: (a) => a.lastName },
    { key: 'status', header: t('content.status'), cell: (a) => <StatusBadge status={a.status} />, secondary: true },
  ];
  return (
    <>
      <InboxList
        title={t('nav.applications')}
        tabs={tabs}
        columns={columns}
        data={data}
        loading={isFetching}
        empty={t('content.noApplications')}
        pageNo={pageNo}
        onPage={setPageNo}
        onOpen={setOpen}
      />
      {open && (
        <Detail
          title={`${personName(open)} · ${open.jobTitle}`}
          status={data?.list.find((a) => a.id === open.id)?.status ?? open.status}
          onToggle={can('content:job:update') ? toggler(open, setOpen, setStatus.mutate) : undefined}
        >
          <p className="muted">
            <a href={`mailto:${open.mail}`}>{open.mail}</a>
            {open.mobile && ` · ${open.mobile}`}
            {open.countryName && ` · ${t('content.lives', { country: open.countryName })}`}
            {open.birthday && ` · ${t('content.birthday', { date: open.birthday })}`} · {t('content.language')}: {open.language} ·{' '}
            {dateTime(open.createTime)}
          </p>
          <p>
            <a href={open.resumeUrl} download>
              {t('content.downloadCv')}
            </a>
          </p>
          {open.letter && <p className="message__body">{open.letter}</p>}
        </Detail>
      )}
    </>
  );
}

/** The advertising requests inbox: company, landing page, the picture or video, and how to reach them. */
export function AdRequestsPage() {
  const { t } = useTranslation();
  const can = useCan();
  const { tabs, query, pageNo, setPageNo, open, setOpen } = useInbox<TAdminAdvertisingRequest>();
  const { data, isFetching } = useAdRequests(query);
  const setStatus = useSetAdRequestStatus();
  const columns: Column<TAdminAdvertisingRequest>[] = [
    { key: 'createTime', header: t('content.received'), cell: (a) => dateTime(a.createTime), sortValue: (a) => a.createTime },
    { key: 'company', header: t('content.company'), cell: (a) => a.companyName, sortValue: (a) => a.companyName },
    { key: 'mail', header: t('content.mail'), cell: (a) => a.mail, secondary: true },
    { key: 'status', header: t('content.status'), cell: (a) => <StatusBadge status={a.status} />, secondary: true },
  ];
  const isVideo = (url: string) => /\.(mp4|mov|mpe?g|3gp|avi)$/i.test(url);
  return (
    <>
      <InboxList
        title={t('nav.adRequests')}
        tabs={tabs}
        columns={columns}
        data={data}
        loading={isFetching}
        empty={t('content.noAdRequests')}
        pageNo={pageNo}
        onPage={setPageNo}
        onOpen={setOpen}
      />
      {open && (
        <Detail
          title={open.companyName}
          status={open.status}
          onToggle={can('content:advertising:update') ? toggler(open, setOpen, setStatus.mutate) : undefined}
        >
          <p className="muted">
            <a href={`mailto:${open.mail}`}>{open.mail}</a>
            {open.mobile && ` · ${open.mobile}`} · {dateTime(open.createTime)}
          </p>
          <p>
            {t('content.landingPage')}:{' '}
            <a href={open.landingPage} target="_blank" rel="noopener noreferrer nofollow">
              {open.landingPage}
            </a>
          </p>
          {isVideo(open.mediaUrl) ? (
            // biome-ignore lint/a11y/useMediaCaption: an advertiser's video as sent, for review
            <video src={open.mediaUrl} controls width="484" className="ad-media" />
          ) : (
            <img src={open.mediaUrl} alt={t('content.media')} className="ad-media" />
          )}
          {open.description && <p className="message__body">{open.description}</p>}
        </Detail>
      )}
    </>
  );
}
