import '../product-page.css';
import { COMMENT_TYPE } from '@shop/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Pager } from '../../../components/ui/pager.tsx';
import { useComments, useCommentStatistics } from '../api/get-comments.ts';

const TYPES = [COMMENT_TYPE.all, COMMENT_TYPE.good, COMMENT_TYPE.medium, COMMENT_TYPE.bad] as const;
const TYPE_NAMES = { [COMMENT_TYPE.all]: 'all', [COMMENT_TYPE.good]: 'good', [COMMENT_TYPE.medium]: 'medium', [COMMENT_TYPE.bad]: 'bad' };

/** Five stars, filled to the score (read as "4.5 of 5 stars"). */
function StarsView({ score }: { score: number }) {
  const { t } = useTranslation();
  return (
    <span className="stars" role="img" aria-label={t('reviews.outOfFive', { score })}>
      <span className="stars__fill" style={{ width: `${(score / 5) * 100}%` }} aria-hidden="true">
        ★★★★★
      </span>
      <span aria-hidden="true">★★★★★</span>
    </span>
  );
}

/** The product page's reviews: the mean and the good/medium/bad counts, then the reviews with their pictures and the shop's replies. */
export function ProductReviews({ spuId }: { spuId: number }) {
  const { t, i18n } = useTranslation();
  const [type, setType] = useState<number>(COMMENT_TYPE.all);
  const [page, setPage] = useState(1);
  const { data: stats } = useCommentStatistics(spuId);
  const { data } = useComments(spuId, type, page);
  const counts = {
    [COMMENT_TYPE.all]: stats?.allCount ?? 0,
    [COMMENT_TYPE.good]: stats?.goodCount ?? 0,
    [COMMENT_TYPE.medium]: stats?.mediumCount ?? 0,
    [COMMENT_TYPE.bad]: stats?.badCount ?? 0,
  };
  return (
    <section className="reviews" aria-labelledby="reviews-title">
      <h2 id="reviews-title">{t('reviews.title')}</h2>
      {stats && stats.allCount === 0 ? (
        <p className="muted">{t('reviews.none')}</p>
      ) : (
        <>
          <div className="reviews__summary" data-testid="review-summary">
            <strong className="reviews__score">{stats ? stats.scores.toFixed(1) : '–'}</strong>
            <StarsView score={stats?.scores ?? 0} />
            <span className="muted">{t('reviews.count', { count: stats?.allCount ?? 0 })}</span>
          </div>
          <div role="tablist" className="tabs reviews__types" aria-label={t('reviews.title')}>
            {TYPES.map((value) => (
              <button
                key={value}
                type="button"
                role="tab"
                aria-selected={type === value}
                onClick={() => {
                  setType(value);
                  setPage(1);
                }}
              >
                {t(`reviews.type.${TYPE_NAMES[value]}`)} ({counts[value]})
              </button>
            ))}
          </div>
          <ul className="reviews__list">
            {data?.list.map((c) => (
              <li key={c.id} className="review">
                <p className="review__head">
                  <strong>{c.anonymous || !c.userNickname ? t('reviews.anonymousName') : c.userNickname}</strong>{' '}
                  <StarsView score={c.scores} /> <span className="muted">{new Date(c.createTime).toLocaleDateString(i18n.language)}</span>
                </p>
                {c.skuProperties.length > 0 && (
                  <p className="muted">{c.skuProperties.map((p) => `${p.propertyName}: ${p.valueName}`).join(', ')}</p>
                )}
                {c.content && <p className="review__text">{c.content}</p>}
                {c.picUrls.length > 0 && (
                  <ul className="thumbs">
                    {c.picUrls.map((url) => (
                      <li key={url}>
                        <a href={url} target="_blank" rel="noreferrer">
                          <img src={url} alt={t('reviews.picture')} width="80" height="80" loading="lazy" />
                        </a>
                      </li>
                    ))}
                  </ul>
                )}
                {c.replyStatus && (
                  <p className="review__reply">
                    <strong>{t('reviews.reply')}</strong> {c.replyContent}
                  </p>
                )}
              </li>
            ))}
          </ul>
          <Pager page={page} pages={Math.ceil((data?.total ?? 0) / 5)} onChange={setPage} />
        </>
      )}
    </section>
  );
}
