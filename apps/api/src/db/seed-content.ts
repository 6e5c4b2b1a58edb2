import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { LANGUAGES, type Translated } from '@shop/shared';
import { renderMarkdown } from '../modules/content/markdown.ts';
import type { Db } from './client.ts';
import { seedDir } from './paths.ts';

interface SeedArticle {
  slug: string;
  tags: string[];
  publishedDaysAgo: number;
  title: Translated;
  summary: Translated;
  keywords: Translated;
}
interface SeedJob {
  title: Translated;
  description: Translated;
  location: string;
  company: string;
  category: string;
}

const readJson = async <T>(file: string): Promise<T> => JSON.parse(await readFile(join(seedDir, file), 'utf8')) as T;

/** An article's body per language from `articles/<slug>.<language>.md`. */
async function bodies(slug: string): Promise<Translated> {
  const texts = await Promise.all(LANGUAGES.map((l) => readFile(join(seedDir, 'articles', `${slug}.${l}.md`), 'utf8')));
  return Object.fromEntries(LANGUAGES.map((l, i) => [l, texts[i]!.trim()])) as Translated;
}

const rendered = (body: Translated) => Object.fromEntries(LANGUAGES.map((l) => [l, renderMarkdown(body[l])])) as Translated;

/** The demo blog articles and open positions, only into a shop that has none of either. */
export async function seedDemoContent(db: Db): Promise<void> {
  const now = Date.now();
  if ((await db.article.count()) === 0) {
    const articles = await readJson<SeedArticle[]>('articles.json');
    for (const article of articles) {
      const body = await bodies(article.slug);
      await db.article.create({
        data: {
          title: article.title,
          summary: article.summary,
          keywords: article.keywords,
          body,
          bodyHtml: rendered(body),
          tags: article.tags,
          status: 1,
          publishedAt: new Date(now - article.publishedDaysAgo * 86_400_000),
        },
      });
    }
  }
  if ((await db.job.count()) === 0) await db.job.createMany({ data: await readJson<SeedJob[]>('jobs.json') });
}
