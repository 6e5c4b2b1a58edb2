import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStaff } from '../../../test/admin-staff.ts';
import {
  createMember,
  createMailTestApp,
  deleteJson,
  getJson,
  postJson,
  postUpload,
  putJson,
  type TestApp,
  type TestSmtp,
} from '../../../test/helpers.ts';
import { SAMPLES } from '../../../test/multipart.ts';

let app: TestApp;
let smtp: TestSmtp;
let support: Awaited<ReturnType<typeof createStaff>>;
let catalogue: Awaited<ReturnType<typeof createStaff>>;
beforeAll(async () => {
  ({ app, smtp } = await createMailTestApp({
    RATE_LIMIT_FORMS_PER_MINUTE: '1000',
    RATE_LIMIT_UPLOADS_PER_MINUTE: '1000',
    RATE_LIMIT_LOGINS_PER_MINUTE: '10000',
  }));
  support = await createStaff(app, 'support');
  catalogue = await createStaff(app, 'catalogue');
});
afterAll(async () => app.close());

const texts = (en: string, de = '', zh = '') => ({ en, de, zh });

function article(overrides: Record<string, unknown> = {}) {
  return {
    title: texts('Recycled notebooks', 'Recycelte Notizbücher', '再生纸笔记本'),
    summary: texts('Why paper matters', 'Warum Papier zählt'),
    body: texts('# Paper\n\nGood **paper**. <script>alert(1)</script>', 'Gutes **Papier**.'),
    keywords: texts('notebook, paper', 'Notizbuch, Papier'),
    coverUrl: '',
    tags: ['sustainability'],
    status: 1,
    publishTime: null,
    ...overrides,
  };
}

async function createArticle(overrides: Record<string, unknown> = {}) {
  const { body } = await postJson(app, '/admin-api/promotion/article/create', article(overrides), support.auth);
  expect(body.code).toBe(0);
  return body.data as number;
}

describe('blog articles', () => {
  it('come with the demo shop in three languages, from the Markdown files under prisma/seed', async () => {
    const { body } = await getJson(app, '/pc-api/promotion/article/page?tag=paper', { 'accept-language': 'de' });
    expect(body.data.list).toMatchObject([{ title: 'Notizbücher aus Recyclingpapier: Was die Siegel bedeuten' }]);
    const zh = await getJson(app, `/pc-api/promotion/article/get?id=${body.data.list[0].id}`, { 'accept-language': 'zh' });
    expect(zh.body.data.content).toContain('<h2>蓝色天使（Der Blaue Engel）</h2>');
    expect((await getJson(app, '/pc-api/system/job/page?category=engineering')).body.data.total).toBeGreaterThan(0);
  });

  it('keep news (the shop’s announcements, tagged news) on /news apart from the blog, with the tags named in each language', async () => {
    const news = await createArticle({ tags: ['news'] });
    const guide = await createArticle({ tags: ['paper'] });
    const ids = async (query: string) =>
      (await getJson(app, `/pc-api/promotion/article/page?pageSize=100${query}`)).body.data.list.map((a: { id: number }) => a.id);
    const [newsIds, blogIds, allIds] = [await ids('&section=news'), await ids('&section=blog'), await ids('')];
    expect(newsIds).toContain(news);
    expect(newsIds).not.toContain(guide);
    expect(blogIds).toContain(guide);
    expect(blogIds).not.toContain(news);
    // Old clients, which send no section, get every article as before.
    expect(allIds).toEqual(expect.arrayContaining([news, guide]));
    // The demo shop has announcements, and none of its blog articles is one.
    expect((await getJson(app, '/pc-api/promotion/article/page?section=news', { 'accept-language': 'de' })).body.data.list).toEqual(
      expect.arrayContaining([expect.objectContaining({ title: 'Neu: Zahlung per Überweisung, für Firmen auf Rechnung' })]),
    );
    expect((await getJson(app, '/pc-api/promotion/article/tags')).body.data.map((t: { name: string }) => t.name)).not.toContain('news');
    expect((await getJson(app, '/pc-api/promotion/article/page?section=gossip')).body.code).toBe(400);
    const tagNames = async (language: string) =>
      (await getJson(app, '/pc-api/system/dict-data/list-all-simple', { 'accept-language': language })).body.data
        .filter((d: { dictType: string }) => d.dictType === 'article_tag')
        .map((d: { value: string; label: string }) => [d.value, d.label]);
    expect(await tagNames('de')).toEqual(
      expect.arrayContaining([
        ['news', 'Neuigkeiten'],
        ['sustainability', 'Nachhaltigkeit'],
      ]),
    );
    expect(await tagNames('zh')).toEqual(expect.arrayContaining([['paper', '纸张']]));
  });

  it('shows a published article in the visitor’s language with its Markdown rendered to sanitised HTML, English where a language is empty', async () => {
    const id = await createArticle();
    const de = await getJson(app, `/pc-api/promotion/article/get?id=${id}`, { 'accept-language': 'de' });
    expect(de.body.data).toMatchObject({
      id,
      title: 'Recycelte Notizbücher',
      keywords: 'Notizbuch, Papier',
      content: '<p>Gutes <strong>Papier</strong>.</p>\n',
    });
    const en = await getJson(app, `/pc-api/promotion/article/get?id=${id}`);
    expect(en.body.data.content).toContain('<h2>Paper</h2>');
    expect(en.body.data.content).not.toContain('script');
    const zh = await getJson(app, `/pc-api/promotion/article/get?id=${id}`, { 'accept-language': 'zh' });
    expect(zh.body.data).toMatchObject({ title: '再生纸笔记本', summary: 'Why paper matters' });
  });

  it('keeps drafts and articles dated in the future invisible to visitors, and shows them once published', async () => {
    const draft = await createArticle({ status: 0, tags: ['hidden-tag'] });
    const future = await createArticle({ publishTime: Date.now() + 86_400_000, tags: ['hidden-tag'] });
    for (const id of [draft, future]) {
      expect((await getJson(app, `/pc-api/promotion/article/get?id=${id}`)).body.code).toBe(1_013_001_000);
    }
    const page = await getJson(app, '/pc-api/promotion/article/page?pageSize=100');
    expect(page.body.data.list.map((a: { id: number }) => a.id)).not.toContain(draft);
    expect((await getJson(app, '/pc-api/promotion/article/page?tag=hidden-tag')).body.data).toEqual({ list: [], total: 0 });
    expect((await getJson(app, '/pc-api/promotion/article/tags')).body.data.map((t: { name: string }) => t.name)).not.toContain(
      'hidden-tag',
    );

    const stored = (await getJson(app, `/admin-api/promotion/article/get?id=${draft}`, support.auth)).body.data;
    expect(stored.status).toBe(0);
    const published = await putJson(
      app,
      '/admin-api/promotion/article/update',
      { ...article({ status: 1, tags: ['hidden-tag'] }), id: draft },
      support.auth,
    );
    expect(published.body.code).toBe(0);
    expect((await getJson(app, `/pc-api/promotion/article/get?id=${draft}`)).body.code).toBe(0);
    expect((await getJson(app, '/pc-api/promotion/article/page?tag=hidden-tag')).body.data.total).toBe(1);
    const audit = await app.db.auditLog.findMany({ where: { target: `content_article:${draft}` }, orderBy: { id: 'asc' } });
    expect(audit.map((a) => a.action)).toEqual(['content:article:create', 'content:article:update']);
    expect(audit[1]!.adminId).toBe(support.id);
  });

  it('pages newest first by tag and counts the tags', async () => {
    const ids = [];
    for (let i = 0; i < 3; i += 1) ids.push(await createArticle({ tags: ['paging'], publishTime: Date.now() - (3 - i) * 60_000 }));
    const first = await getJson(app, '/pc-api/promotion/article/page?tag=paging&pageSize=2');
    expect(first.body.data.total).toBe(3);
    expect(first.body.data.list.map((a: { id: number }) => a.id)).toEqual([ids[2], ids[1]]);
    const second = await getJson(app, '/pc-api/promotion/article/page?tag=paging&pageSize=2&pageNo=2');
    expect(second.body.data.list.map((a: { id: number }) => a.id)).toEqual([ids[0]]);
    expect((await getJson(app, '/pc-api/promotion/article/tags')).body.data).toContainEqual({ name: 'paging', count: 3 });
  });

  it('is written only by admins holding content permissions, with a cover uploaded to the shop, and can be deleted', async () => {
    expect((await postJson(app, '/admin-api/promotion/article/create', article(), catalogue.auth)).body.code).toBe(403);
    expect(
      (await postJson(app, '/admin-api/promotion/article/create', article({ coverUrl: 'https://elsewhere.test/a.png' }), support.auth)).body
        .code,
    ).toBe(1_001_003_003);
    const bad = await postJson(app, '/admin-api/promotion/article/create', article({ title: texts('') }), support.auth);
    expect(bad.body.code).toBe(400);
    const id = await createArticle();
    expect((await deleteJson(app, `/admin-api/promotion/article/delete?id=${id}`, support.auth)).body.code).toBe(0);
    expect((await getJson(app, `/pc-api/promotion/article/get?id=${id}`)).body.code).toBe(1_013_001_000);
  });
});

function job(overrides: Record<string, unknown> = {}) {
  return {
    title: texts('Warehouse lead', 'Lagerleitung', '仓库主管'),
    description: texts('Lead the warehouse.', 'Leiten Sie das Lager.'),
    location: 'Hamburg',
    company: 'Shop Logistics GmbH',
    category: 'operations',
    active: true,
    ...overrides,
  };
}

async function createJob(overrides: Record<string, unknown> = {}) {
  const { body } = await postJson(app, '/admin-api/system/job/create', job(overrides), support.auth);
  expect(body.code).toBe(0);
  return body.data as number;
}

async function uploadCv(auth: Record<string, string>) {
  const { body } = await postUpload(
    app,
    { name: 'cv.pdf', type: 'application/pdf', content: SAMPLES.pdf },
    { fields: { directory: 'document' }, headers: auth },
  );
  expect(body.code).toBe(0);
  return body.data as string;
}

const application = (jobId: number, resumeUrl: string, mail: string) => ({
  jobId,
  firstName: 'Erika',
  lastName: 'Muster',
  mail,
  mobile: '+49 40 123',
  resumeUrl,
  letter: 'Ich freue mich.',
});

describe('jobs', () => {
  it('lists open positions filtered by title in the visitor’s language, location, company and category; closed ones are invisible', async () => {
    const company = `Filter Co ${Date.now()}`;
    const open = await createJob({ company });
    const other = await createJob({
      company,
      location: 'Berlin',
      category: 'engineering',
      title: texts('Backend developer', 'Backend-Entwickler'),
    });
    const closed = await createJob({ company, active: false });
    const page = (query: string, language = 'en') =>
      getJson(app, `/pc-api/system/job/page?company=${encodeURIComponent(company)}&${query}`, { 'accept-language': language }).then(
        (r) => r.body.data,
      );

    expect((await page('')).list.map((j: { id: number }) => j.id)).toEqual([other, open]);
    expect((await page('title=lager', 'de')).list).toMatchObject([{ id: open, title: 'Lagerleitung' }]);
    expect((await page('location=Berlin')).list.map((j: { id: number }) => j.id)).toEqual([other]);
    expect((await page('category=operations')).list.map((j: { id: number }) => j.id)).toEqual([open]);
    expect((await page('title=%25')).total).toBe(0);
    expect((await page('pageSize=1&pageNo=2')).list.map((j: { id: number }) => j.id)).toEqual([open]);
    expect((await getJson(app, `/pc-api/system/job/get?id=${closed}`)).body.code).toBe(1_002_031_000);
    expect((await getJson(app, `/pc-api/system/job/get?id=${open}`, { 'accept-language': 'de' })).body.data.description).toBe(
      'Leiten Sie das Lager.',
    );
    const filters = (await getJson(app, '/pc-api/system/job/filters')).body.data;
    expect(filters.companies).toContain(company);
    expect(filters.locations).toEqual(expect.arrayContaining(['Berlin', 'Hamburg']));
    expect((await getJson(app, '/pc-api/system/job/page?category=astronaut')).body.code).toBe(400);
  });

  it('takes an application with the member’s own CV, confirms it by e-mail in the applicant’s language and shows it in the inbox', async () => {
    const jobId = await createJob();
    const member = await createMember(app);
    const stranger = await createMember(app);
    const cv = await uploadCv(member.auth);
    const mail = `applicant-${Date.now()}@example.test`;

    expect((await postJson(app, '/pc-api/system/job/apply', application(jobId, cv, mail))).body.code).toBe(401);
    expect((await postJson(app, '/pc-api/system/job/apply', application(jobId, cv, mail), stranger.auth)).body.code).toBe(1_001_003_003);
    const picture = await postUpload(app, { name: 'a.png', type: 'image/png', content: SAMPLES.png }, { headers: member.auth });
    expect((await postJson(app, '/pc-api/system/job/apply', application(jobId, picture.body.data!, mail), member.auth)).body.code).toBe(
      1_001_003_003,
    );

    const applied = await postJson(app, '/pc-api/system/job/apply', application(jobId, cv, mail), {
      ...member.auth,
      'accept-language': 'de',
    });
    expect(applied.body.code).toBe(0);
    await smtp.mailTo(mail);
    const sent = await app.db.mailLog.findFirstOrThrow({ where: { toAddress: mail } });
    expect(sent).toMatchObject({ template: 'job-application', language: 'de', subject: 'Wir haben Ihre Bewerbung erhalten' });
    expect(sent.text).toContain('„Lagerleitung“');
    expect(sent.text).not.toContain('Ich freue mich');

    const inbox = await getJson(app, '/admin-api/system/job-application/page?status=0', support.auth);
    expect(inbox.body.data.list[0]).toMatchObject({
      id: applied.body.data,
      jobId,
      jobTitle: 'Warehouse lead',
      mail,
      resumeUrl: cv,
      language: 'de',
      status: 0,
    });
    expect((await getJson(app, '/admin-api/system/job-application/page', catalogue.auth)).body.code).toBe(403);
    expect(
      (await putJson(app, '/admin-api/system/job-application/update-status', { id: applied.body.data, status: 10 }, support.auth)).body
        .code,
    ).toBe(0);
    expect((await getJson(app, `/admin-api/system/job/get?id=${jobId}`, support.auth)).body.data.applicationCount).toBe(1);
  });

  it('takes the applicant’s country from any of the world (China too) and a birthday only when given', async () => {
    const jobId = await createJob();
    const member = await createMember(app);
    const cv = await uploadCv(member.auth);
    const CHINA = 147;
    const applied = await postJson(
      app,
      '/pc-api/system/job/apply',
      { ...application(jobId, cv, member.mail), countryId: CHINA },
      member.auth,
    );
    expect(applied.body.code).toBe(0);
    const dated = await postJson(
      app,
      '/pc-api/system/job/apply',
      { ...application(jobId, cv, member.mail), countryId: '', birthday: '1990-05-17' },
      member.auth,
    );
    expect(dated.body.code).toBe(0);
    const unknown = { ...application(jobId, cv, member.mail), countryId: 99_999 };
    expect((await postJson(app, '/pc-api/system/job/apply', unknown, member.auth)).body.code).not.toBe(0);
    const inbox = (await getJson(app, '/admin-api/system/job-application/page?pageSize=100', support.auth)).body.data.list;
    expect(inbox.find((a: { id: number }) => a.id === applied.body.data)).toMatchObject({ countryName: 'China', birthday: null });
    expect(inbox.find((a: { id: number }) => a.id === dated.body.data)).toMatchObject({ countryName: '', birthday: '1990-05-17' });
  });

  it('refuses an application for a closed position', async () => {
    const jobId = await createJob();
    const member = await createMember(app);
    const cv = await uploadCv(member.auth);
    expect((await putJson(app, '/admin-api/system/job/update', { ...job({ active: false }), id: jobId }, support.auth)).body.code).toBe(0);
    expect((await postJson(app, '/pc-api/system/job/apply', application(jobId, cv, member.mail), member.auth)).body.code).toBe(
      1_002_031_000,
    );
  });

  it('takes CVs only as PDF or Word up to 10 MB, judged by content', async () => {
    const member = await createMember(app);
    const asDocument = (content: Buffer, name: string) =>
      postUpload(app, { name, type: 'application/pdf', content }, { fields: { directory: 'document' }, headers: member.auth });
    expect((await asDocument(SAMPLES.png, 'cv.pdf')).body.code).toBe(1_001_003_001);
    const large = Buffer.concat([SAMPLES.pdf, Buffer.alloc(10 * 1024 * 1024)]);
    expect((await asDocument(large, 'cv.pdf')).body.code).toBe(1_001_003_002);
  });
});

const picture = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#3366cc' } })
    .png()
    .toBuffer();

/** A minimal MP4: file type, media data and a movie header whose one video track is width×height. */
function mp4(width: number, height: number) {
  const box = (type: string, body: Buffer) => {
    const head = Buffer.alloc(8);
    head.writeUInt32BE(8 + body.length);
    head.write(type, 4, 'latin1');
    return Buffer.concat([head, body]);
  };
  const tkhd = Buffer.alloc(84);
  tkhd.writeUInt32BE(width * 65536, 76);
  tkhd.writeUInt32BE(height * 65536, 80);
  return Buffer.concat([
    box('ftyp', Buffer.from('isom\0\0\x02\0isomiso2mp41', 'latin1')),
    box('mdat', Buffer.alloc(2000, 1)),
    box('moov', box('trak', box('tkhd', tkhd))),
  ]);
}

const adRequest = (mediaUrl: string) => ({
  companyName: 'Acme',
  landingPage: 'https://acme.example/spring',
  mediaUrl,
  mail: 'ads@acme.example',
  mobile: '',
  description: 'Spring campaign',
});

describe('advertising requests', () => {
  it('takes a picture or video of at least 484×280 the member uploaded, and shows the request in the inbox', async () => {
    const member = await createMember(app);
    const upload = async (content: Buffer, directory: string, name: string, type: string) => {
      const { body } = await postUpload(app, { name, type, content }, { fields: { directory }, headers: member.auth });
      return body;
    };
    const small = await upload(await picture(300, 200), 'ad', 'small.png', 'image/png');
    expect((await postJson(app, '/pc-api/promotion/advertising/create', adRequest(small.data!), member.auth)).body).toMatchObject({
      code: 1_013_002_001,
      msg: expect.stringContaining('300×200'),
    });
    const smallVideo = await upload(mp4(320, 240), 'ad-video', 'clip.mp4', 'video/mp4');
    expect(smallVideo.code).toBe(0);
    expect((await postJson(app, '/pc-api/promotion/advertising/create', adRequest(smallVideo.data!), member.auth)).body.code).toBe(
      1_013_002_001,
    );

    const video = await upload(mp4(1280, 720), 'ad-video', 'clip.mp4', 'video/mp4');
    expect((await postJson(app, '/pc-api/promotion/advertising/create', adRequest(video.data!), member.auth)).body.code).toBe(0);
    const good = await upload(await picture(600, 300), 'ad', 'banner.png', 'image/png');
    const created = await postJson(app, '/pc-api/promotion/advertising/create', adRequest(good.data!), member.auth);
    expect(created.body.code).toBe(0);

    const stranger = await createMember(app);
    expect((await postJson(app, '/pc-api/promotion/advertising/create', adRequest(good.data!), stranger.auth)).body.code).toBe(
      1_001_003_003,
    );
    expect((await postJson(app, '/pc-api/promotion/advertising/create', adRequest(good.data!))).body.code).toBe(401);
    expect(
      (
        await postJson(
          app,
          '/pc-api/promotion/advertising/create',
          { ...adRequest(good.data!), landingPage: 'javascript:alert(1)' },
          member.auth,
        )
      ).body.code,
    ).toBe(400);

    const inbox = await getJson(app, '/admin-api/promotion/advertising/page?status=0', support.auth);
    expect(inbox.body.data.list[0]).toMatchObject({ id: created.body.data, companyName: 'Acme', mediaUrl: good.data, memberId: member.id });
    expect(
      (await putJson(app, '/admin-api/promotion/advertising/update-status', { id: created.body.data, status: 10 }, support.auth)).body.code,
    ).toBe(0);
    expect((await getJson(app, '/admin-api/promotion/advertising/page?status=10', support.auth)).body.data.list[0].id).toBe(
      created.body.data,
    );
  });

  it('refuses ad pictures other than PNG or JPG, and larger than 500 KB', async () => {
    const member = await createMember(app);
    const asAd = (content: Buffer) =>
      postUpload(app, { name: 'ad.png', type: 'image/png', content }, { fields: { directory: 'ad' }, headers: member.auth });
    expect((await asAd(SAMPLES.gif)).body.code).toBe(1_001_003_001);
    const noisy = await sharp(Buffer.from(Array.from({ length: 600 * 400 * 3 }, () => Math.floor(Math.random() * 256))), {
      raw: { width: 600, height: 400, channels: 3 },
    })
      .png()
      .toBuffer();
    expect(noisy.length).toBeGreaterThan(500 * 1024);
    expect((await asAd(noisy)).body.code).toBe(1_001_003_002);
    const asVideo = await postUpload(
      app,
      { name: 'clip.mp4', type: 'video/mp4', content: SAMPLES.pdf },
      { fields: { directory: 'ad-video' }, headers: member.auth },
    );
    expect(asVideo.body.code).toBe(1_001_003_001);
  });
});
