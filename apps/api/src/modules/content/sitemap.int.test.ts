import { productPath } from '@shop/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStaff } from '../../../test/admin-staff.ts';
import { createTestApp, postJson, type TestApp } from '../../../test/helpers.ts';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp({ RATE_LIMIT_LOGINS_PER_MINUTE: '10000' });
});
afterAll(async () => app.close());

const texts = (en: string) => ({ en, de: '', zh: '' });

describe('sitemap.xml and robots.txt', () => {
  it('lists content pages, categories, products by their slug address, published articles and open jobs, each with its language versions', async () => {
    const staff = await createStaff(app, 'support');
    const article = (status: number) => ({
      title: texts('A'),
      summary: texts('S'),
      body: texts('B'),
      keywords: texts('k'),
      coverUrl: '',
      tags: [],
      status,
      publishTime: null,
    });
    const draft = (await postJson(app, '/admin-api/promotion/article/create', article(0), staff.auth)).body.data as number;
    const job = { title: texts('Closed'), description: texts('D'), location: 'Paris', company: 'C', category: 'sales', active: false };
    const closed = (await postJson(app, '/admin-api/system/job/create', job, staff.auth)).body.data as number;

    const answer = await app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toContain('application/xml');
    const xml = answer.body;
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset /);
    expect(xml).toContain('<loc>http://shop.test/blogs</loc>');
    expect(xml).toContain('<loc>http://shop.test/career</loc>');
    expect(xml).toContain('<xhtml:link rel="alternate" hreflang="de" href="http://shop.test/faq?lang=de"/>');
    expect(xml).toContain('<loc>http://shop.test/productList?id=251&amp;category=Desktop%20Accessories</loc>');
    const product = await app.db.spu.findFirstOrThrow({ where: { status: 1 }, orderBy: { id: 'asc' } });
    expect(xml).toContain(`<loc>http://shop.test${productPath(product.id, (product.name as { en: string }).en)}</loc>`);
    const published = await app.db.article.findFirstOrThrow({ where: { status: 1 } });
    expect(xml).toContain(`<loc>http://shop.test/blogDetail?id=${published.id}</loc>`);
    expect(xml).not.toContain(`/blogDetail?id=${draft}<`);
    const open = await app.db.job.findFirstOrThrow({ where: { active: true } });
    expect(xml).toContain(`<loc>http://shop.test/jobDetail?id=${open.id}</loc>`);
    expect(xml).not.toContain(`/jobDetail?id=${closed}<`);
    expect(xml).not.toContain('/settings');
  });

  it('robots.txt keeps crawlers out of personal pages and the APIs, and names the sitemap', async () => {
    const answer = await app.inject({ method: 'GET', url: '/robots.txt' });
    expect(answer.headers['content-type']).toContain('text/plain');
    expect(answer.body).toContain('Disallow: /pc-api/');
    expect(answer.body).toContain('Disallow: /buyHistory');
    expect(answer.body).toContain('Sitemap: http://shop.test/sitemap.xml');
  });
});
