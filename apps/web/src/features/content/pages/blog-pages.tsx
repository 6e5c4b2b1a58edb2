import '../content.css';
import { ARTICLE_PAGE_SIZE, NEWS_TAG, pageNoOf } from '@shop/shared';
import { use } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { NotFound } from '../../../components/ui/not-found.tsx';
import { Pager } from '../../../components/ui/pager.tsx';
import { pageTextsLoaded } from '../../../lib/i18n.ts';
import { usePageMeta } from '../../../lib/page-meta.ts';
import { useDictData } from '../../catalog/index.ts';
import { useArticle, useArticleTags, useArticles } from '../api/articles.ts';

function useDate() {
  const { i18n } = useTranslation();
  // The day in UTC: the server renders the page (in its own time zone) before the browser hydrates it.
  const format = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'long', timeZone: 'UTC' });
  return (time: number) => format.format(time);
}

/** A tag's name in the shopper's language (dict article_tag), the tag itself where it has none. */
function useTagName(): (tag: string) => string {
  const names = useDictData('article_tag').data;
  return (tag) => names.find((n) => n.value === tag)?.label || tag;
}

function TagLink({ tag, className }: { tag: string; className?: string }) {
  const name = useTagName();
  return (
    <Link className={className} to={`/blogs?tag=${encodeURIComponent(tag)}`}>
      #{name(tag)}
    </Link>
  );
}

function TagLinks({ current }: { current: string }) {
  const { t } = useTranslation('pages');
  const name = useTagName();
  const { data: tags } = useArticleTags();
  if (!tags?.length) return null;
  return (
    <nav className="tag-links" aria-label={t('blog.allTags')}>
      <Link to="/blogs" aria-current={current ? undefined : 'page'}>
        {t('blog.allTags')}
      </Link>
      {tags.map((tag) => (
        <Link key={tag.name} to={`/blogs?tag=${encodeURIComponent(tag.name)}`} aria-current={tag.name === current ? 'page' : undefined}>
          #{name(tag.name)} <span className="muted">({tag.count})</span>
        </Link>
      ))}
    </nav>
  );
}

function ArticleList({ heading }: { heading: 'blog' | 'news' }) {
  const { t } = useTranslation('pages');
  const date = useDate();
  const [params, setParams] = useSearchParams();
  // News are the shop's announcements: no topics to filter by.
  const tag = heading === 'blog' ? (params.get('tag') ?? '') : '';
  const page = pageNoOf(params);
  const name = useTagName();
  usePageMeta(tag ? `#${name(tag)} · ${t(`${heading}.title`)}` : t(`${heading}.title`), t(`${heading}.description`));
  const { data, isPending } = useArticles(page, tag, heading);
  const pages = Math.max(1, Math.ceil((data?.total ?? 0) / ARTICLE_PAGE_SIZE));
  const goTo = (next: number) => {
    const nextParams = new URLSearchParams(params);
    nextParams.set('page', String(next));
    setParams(nextParams);
  };
  return (
    <section className="content-page">
      <h1>{t(`${heading}.title`)}</h1>
      <p className="content-page__intro">
        {t(`${heading}.intro`)}
        {heading === 'news' && (
          <>
            {' '}
            <Link to="/blogs">{t('news.toBlog')}</Link>
          </>
        )}
      </p>
      {heading === 'blog' && <TagLinks current={tag} />}
      {!isPending && data?.total === 0 && <EmptyState title={t('blog.empty')} />}
      <ul className="article-grid">
        {data?.list.map((article) => (
          <li key={article.id} className="article-card">
            <Link to={`/blogDetail?id=${article.id}`} className="article-card__link">
              {article.coverUrl ? (
                <img src={article.coverUrl} alt="" width="400" height="225" loading="lazy" decoding="async" />
              ) : (
                <span className="article-card__cover" aria-hidden="true">
                  {article.title.slice(0, 1)}
                </span>
              )}
              <h2>{article.title}</h2>
            </Link>
            <p className="muted">{date(article.publishTime)}</p>
            <p>{article.summary}</p>
            <p className="article-card__tags">
              {article.tags.map((tag) => (
                <TagLink key={tag} tag={tag} />
              ))}
            </p>
          </li>
        ))}
      </ul>
      <Pager page={page} pages={pages} onChange={goTo} />
    </section>
  );
}

function ArticleDetail({ id }: { id: number }) {
  const { t } = useTranslation('pages');
  const date = useDate();
  const { data: article, isError } = useArticle(id);
  usePageMeta(article?.title ?? t('blog.title'), article?.summary, article?.keywords);
  if (isError || id <= 0) return <NotFound title={t('blog.notFound')} />;
  if (!article) return <div className="page-loading" aria-busy="true" />;
  return (
    <article className="content-page article">
      {article.tags.includes(NEWS_TAG) ? <Link to="/news">← {t('news.title')}</Link> : <Link to="/blogs">← {t('blog.back')}</Link>}
      <h1>{article.title}</h1>
      <p className="muted">
        {t('blog.published', { date: date(article.publishTime) })}
        {article.tags.map((tag) => (
          <TagLink key={tag} className="article__tag" tag={tag} />
        ))}
      </p>
      {article.coverUrl && <img className="article__cover" src={article.coverUrl} alt="" width="960" height="540" />}
      <p className="article__summary">{article.summary}</p>
      {/* Sanitised on the server when the article was saved (Markdown rendered, scripts, styles and event handlers removed). */}
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: the server sends sanitised HTML only */}
      <div className="article__body" dangerouslySetInnerHTML={{ __html: article.content }} />
    </article>
  );
}

/**
 * `/blogs` (guides, paged, by `?tag=`) and `/news` (the shop's announcements: articles tagged news), newest first. Suspends until the
 * page texts are there (a server-rendered page keeps its HTML meanwhile), as the pages below.
 */
export function BlogsPage({ heading = 'blog' }: { heading?: 'blog' | 'news' }) {
  use(pageTextsLoaded());
  return <ArticleList heading={heading} />;
}

/** `/blogDetail?id=`: one article with its title, keywords and description in the page's head. */
export function BlogDetailPage() {
  use(pageTextsLoaded());
  const [params] = useSearchParams();
  const id = Number.parseInt(params.get('id') ?? '', 10);
  return <ArticleDetail id={Number.isInteger(id) ? id : 0} />;
}
