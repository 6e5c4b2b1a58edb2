import '../reviews.css';
import type { ZAdminComment } from '@shop/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { Pager } from '../../../components/ui/pager.tsx';
import { dateTime } from '../../../lib/format.ts';
import { showToast } from '../../../lib/toast.ts';
import { useCan } from '../../auth/index.ts';
import { useReplyReview, useReviews, useSetVisible } from '../api/reviews.ts';

type Review = z.infer<typeof ZAdminComment>;

/** One review with who wrote it (also when anonymous), its pictures, and hiding (with a reason) and replying. */
function ReviewCard({ review: r }: { review: Review }) {
  const { t } = useTranslation();
  const can = useCan();
  const setVisible = useSetVisible();
  const reply = useReplyReview();
  const [reason, setReason] = useState('');
  const [answer, setAnswer] = useState(r.replyContent);
  const mayChange = can('product:comment:update');
  const hide = () => {
    if (!reason.trim()) return showToast(t('reviews.reasonNeeded'));
    setVisible.mutate({ id: r.id, visible: false, reason: reason.trim() }, { onSuccess: () => showToast(t('reviews.hidden'), 'success') });
  };
  const sendReply = () => {
    if (!answer.trim()) return;
    reply.mutate({ id: r.id, replyContent: answer.trim() }, { onSuccess: () => showToast(t('reviews.replied'), 'success') });
  };
  return (
    <li className="card review-card" aria-label={t('reviews.one')}>
      <header className="message__head">
        <div>
          <h2>
            {'★'.repeat(r.scores)}
            <span className="muted">{'★'.repeat(5 - r.scores)}</span> · {r.spuName}
          </h2>
          <p className="muted">
            {r.memberName} {r.anonymous && <span className="badge badge--neutral">{t('reviews.anonymous')}</span>} ·{' '}
            {dateTime(r.createTime)} · {t('reviews.scores', { description: r.descriptionScores, benefit: r.benefitScores })}
          </p>
        </div>
        <span className={`badge badge--${r.visible ? 'ok' : 'danger'}`}>{t(r.visible ? 'reviews.visible' : 'reviews.hiddenBadge')}</span>
      </header>
      {r.content && <p className="message__body">{r.content}</p>}
      {r.picUrls.length > 0 && (
        <p className="message__pictures">
          {r.picUrls.map((url) => (
            <a key={url} href={url} target="_blank" rel="noreferrer">
              <img src={url} alt="" width="72" height="72" />
            </a>
          ))}
        </p>
      )}
      {!r.visible && r.hideReason && (
        <p>
          <strong>{t('reviews.hiddenBecause')}</strong> {r.hideReason}
        </p>
      )}
      {mayChange ? (
        <div className="review-card__actions">
          <label>
            <span>{t('reviews.reply')}</span>
            <textarea rows={2} maxLength={1000} value={answer} onChange={(e) => setAnswer(e.target.value)} />
          </label>
          <div className="row-actions actions-bar">
            <button type="button" className="primary" disabled={reply.isPending || !answer.trim()} onClick={sendReply}>
              {r.replyStatus ? t('reviews.updateReply') : t('reviews.sendReply')}
            </button>
            {r.visible ? (
              <>
                <input
                  aria-label={t('reviews.reason')}
                  placeholder={t('reviews.reason')}
                  value={reason}
                  onChange={(e) => setReason(e.target.value)}
                />
                <button type="button" className="danger" disabled={setVisible.isPending} onClick={hide}>
                  {t('reviews.hide')}
                </button>
              </>
            ) : (
              <button type="button" disabled={setVisible.isPending} onClick={() => setVisible.mutate({ id: r.id, visible: true })}>
                {t('reviews.show')}
              </button>
            )}
          </div>
        </div>
      ) : (
        r.replyStatus && (
          <p>
            <strong>{t('reviews.reply')}:</strong> {r.replyContent}
          </p>
        )
      )}
    </li>
  );
}

/** Reviews: all, visible or hidden, answered or not, by rating. */
export function ReviewsPage() {
  const { t } = useTranslation();
  const [filter, setFilter] = useState<{ visible?: 'true' | 'false'; replyStatus?: 'true' | 'false'; type: number }>({ type: 0 });
  const [pageNo, setPageNo] = useState(1);
  const { data, isFetching } = useReviews({ ...filter, pageNo, pageSize: 20 });
  const change = (next: Partial<typeof filter>) => {
    setFilter({ ...filter, ...next });
    setPageNo(1);
  };
  return (
    <>
      <PageHeader title={t('nav.reviews')} />
      <form className="filters" role="search" onSubmit={(e) => e.preventDefault()}>
        <select
          aria-label={t('reviews.visibility')}
          value={filter.visible ?? ''}
          onChange={(e) => change({ visible: (e.target.value || undefined) as 'true' | 'false' | undefined })}
        >
          <option value="">{t('reviews.anyVisibility')}</option>
          <option value="true">{t('reviews.visible')}</option>
          <option value="false">{t('reviews.hiddenBadge')}</option>
        </select>
        <select
          aria-label={t('reviews.replyFilter')}
          value={filter.replyStatus ?? ''}
          onChange={(e) => change({ replyStatus: (e.target.value || undefined) as 'true' | 'false' | undefined })}
        >
          <option value="">{t('reviews.anyReply')}</option>
          <option value="false">{t('reviews.unanswered')}</option>
          <option value="true">{t('reviews.answered')}</option>
        </select>
        <select aria-label={t('reviews.rating')} value={filter.type} onChange={(e) => change({ type: Number(e.target.value) })}>
          <option value={0}>{t('reviews.anyRating')}</option>
          <option value={1}>{t('reviews.good')}</option>
          <option value={2}>{t('reviews.medium')}</option>
          <option value={3}>{t('reviews.bad')}</option>
        </select>
      </form>
      {data?.list.length === 0 && !isFetching && <p className="muted">{t('reviews.none')}</p>}
      <ul className="review-list" aria-busy={isFetching}>
        {data?.list.map((r) => (
          <ReviewCard key={`${r.id}-${r.visible}-${r.replyContent}`} review={r} />
        ))}
      </ul>
      {data && <Pager pageNo={pageNo} pageSize={20} total={data.total} onPage={setPageNo} />}
    </>
  );
}
