import { buffer } from 'node:stream/consumers';
import { type TDesignCreateRequest, designPrintSize, dpiAt, ZDesignContent } from '@shop/shared';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createStaff } from '../../../test/admin-staff.ts';
import { designPdfFacts } from '../../../test/design-pdf-facts.ts';
import { oneColourPng } from '../../../test/print-files.ts';
import {
  createMember,
  createTestApp,
  deleteJson,
  getJson,
  postJson,
  postUpload,
  putJson,
  type TestApp,
  TENANT,
  texasAddress,
} from '../../../test/helpers.ts';
import { multipart } from '../../../test/multipart.ts';
import { backgroundCtx } from '../../lib/use-case.ts';
import { printAreaOf } from '../catalog/print-areas.ts';
import { removeUnreferencedUploads, UNREFERENCED_GRACE_MS } from '../infra/remove-unreferenced-uploads.ts';
import { renderDesignPdf, storedFiles } from './design-pdf.ts';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp({ RATE_LIMIT_LOGINS_PER_MINUTE: '10000', RATE_LIMIT_UPLOADS_PER_MINUTE: '1000' }, { work: true });
});
afterAll(async () => app.close());

type Member = Awaited<ReturnType<typeof createMember>>;

/** The logo mug: a print area of 80 × 88 mm at the front (position 1); the shopper approves a proof. */
const MUG = 1027;

/** A 400 × 300 px logo with a transparent margin. */
const logoPng = () =>
  sharp({ create: { width: 400, height: 300, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } } })
    .composite([
      {
        input: { create: { width: 300, height: 200, channels: 4, background: { r: 20, g: 80, b: 200, alpha: 1 } } },
        left: 50,
        top: 50,
      },
    ])
    .png()
    .toBuffer();

async function upload(member: Member, content: Buffer): Promise<string> {
  const { body } = await postUpload(app, { name: 'logo.png', type: 'image/png', content }, { headers: member.auth });
  expect(body.code).toBe(0);
  return body.data!;
}

async function mugDesign(member: Member, size = '1'): Promise<TDesignCreateRequest> {
  const sku = await app.db.sku.findFirstOrThrow({ where: { spuId: MUG, stock: { gte: 100 } }, orderBy: { id: 'asc' } });
  const logo = await upload(member, await logoPng());
  return {
    name: 'Team mug',
    spuId: MUG,
    skuId: sku.id,
    locationId: '1',
    size,
    previewUrl: logo,
    content: {
      version: 1,
      objects: [
        { type: 'shape', shape: 'star', fill: '#f2c14e', left: 20, top: 20, scaleX: 0.2, scaleY: 0.2 },
        { type: 'image', url: logo, width: 400, height: 300, left: 40, top: 35, scaleX: 0.1, scaleY: 0.1 },
        {
          type: 'text',
          text: '你好 Team',
          fontSize: 8,
          fill: '#1b2a4a',
          width: 40,
          height: 9.04,
          left: 40,
          top: 70,
          scaleX: 1,
          scaleY: 1,
        },
      ],
    },
  };
}

async function postSvg(svg: string, member?: Member) {
  const body = multipart({ name: 'logo.svg', type: 'image/svg+xml', content: Buffer.from(svg) });
  const response = await app.inject({
    method: 'POST',
    url: '/pc-api/product/design/upload-svg',
    payload: body.payload,
    headers: { ...TENANT, ...member?.auth, ...body.headers },
  });
  return response.json() as { code: number; data: { url: string; svgUrl: string } };
}

async function uploadSvg(svg: string, member?: Member) {
  const { code, data } = await postSvg(svg, member);
  expect(code).toBe(0);
  return data;
}

async function stored(url: string): Promise<Buffer> {
  const file = await app.db.uploadedFile.findFirstOrThrow({ where: { url } });
  return buffer(await app.services.storage.open(file.path));
}

const create = (member: Member, design: TDesignCreateRequest) => postJson(app, '/pc-api/product/design/create', design, member.auth);

/** Orders 25 pieces printed with a saved design, as the editor's order button does. */
function orderDesign(member: Member, design: TDesignCreateRequest, id: number) {
  const line = {
    skuId: design.skuId,
    count: 25,
    orderType: 2,
    size: '1',
    locationId: '1',
    decoratingMethod: '1',
    imgUrl: design.previewUrl,
    designId: id,
  };
  return postJson(
    app,
    '/pc-api/trade/order/create',
    { items: [line], deliveryType: '1', email: member.mail, ...texasAddress },
    member.auth,
  );
}

/** The order's line once its print data passed the check (20): the line, its file and what its PDF holds. */
async function checkedPrintData(member: Member, orderId: number) {
  const item = await vi.waitFor(
    async () => {
      const { body } = await getJson(app, `/pc-api/trade/order/get-detail?id=${orderId}`, member.auth);
      const line = body.data.items[0];
      if (line.printStatus !== 20) throw new Error(`print status ${line.printStatus} ${JSON.stringify(line.printReasons)}`);
      return line;
    },
    { timeout: 60_000, interval: 200 },
  );
  const file = await app.db.uploadedFile.findFirstOrThrow({ where: { url: item.printDataUrl } });
  return { item, file, pdf: await designPdfFacts(await buffer(await app.services.storage.open(file.path))) };
}

describe('designs from the online editor', () => {
  it('saves, reopens, lists, changes, copies and deletes a design of mine', async () => {
    const member = await createMember(app);
    const design = await mugDesign(member);
    const created = await create(member, design);
    expect(created.body.code).toBe(0);
    const id = created.body.data as number;
    const got = await getJson(app, `/pc-api/product/design/get?id=${id}`, member.auth);
    expect(got.body.data).toMatchObject({ id, name: 'Team mug', spuId: MUG, locationId: '1', size: '1', previewUrl: design.previewUrl });
    expect(got.body.data.content.objects.map((o: { type: string }) => o.type)).toEqual(['shape', 'image', 'text']);
    const changed = await putJson(app, '/pc-api/product/design/update', { ...design, id, name: 'Mug, final' }, member.auth);
    expect(changed.body).toMatchObject({ code: 0, data: true });
    const copy = await postJson(app, `/pc-api/product/design/copy?id=${id}`, {}, member.auth);
    expect(copy.body.code).toBe(0);
    const page = await getJson(app, `/pc-api/product/design/page?spuId=${MUG}`, member.auth);
    expect(page.body.data.total).toBe(2);
    expect(page.body.data.list.map((d: { name: string }) => d.name)).toEqual(['Mug, final', 'Mug, final']);
    expect((await deleteJson(app, `/pc-api/product/design/delete?id=${id}`, member.auth)).body.data).toBe(true);
    expect((await getJson(app, `/pc-api/product/design/get?id=${id}`, member.auth)).body.code).toBe(1_008_008_000);
    expect((await getJson(app, `/pc-api/product/design/get?id=${copy.body.data}`, member.auth)).body.code).toBe(0);
  });

  it('keeps another member from reading, changing, copying, deleting or ordering my design; guests are asked to log in', async () => {
    const me = await createMember(app);
    const other = await createMember(app);
    const design = await mugDesign(me);
    const id = (await create(me, design)).body.data as number;
    expect((await getJson(app, `/pc-api/product/design/get?id=${id}`, other.auth)).body.code).toBe(1_008_008_000);
    expect((await putJson(app, '/pc-api/product/design/update', { ...design, id }, other.auth)).body.code).toBe(1_008_008_000);
    expect((await postJson(app, `/pc-api/product/design/copy?id=${id}`, {}, other.auth)).body.code).toBe(1_008_008_000);
    expect((await deleteJson(app, `/pc-api/product/design/delete?id=${id}`, other.auth)).body.code).toBe(1_008_008_000);
    expect((await getJson(app, '/pc-api/product/design/page', other.auth)).body.data).toEqual({ list: [], total: 0 });
    expect((await getJson(app, `/pc-api/product/design/get?id=${id}`)).body.code).toBe(401);
    const ordered = await orderDesign(other, design, id);
    expect(ordered.body.code).toBe(1_008_008_000);
    // Still mine, unchanged.
    expect((await getJson(app, `/pc-api/product/design/get?id=${id}`, me.auth)).body.data.name).toBe('Team mug');
  });

  it("keeps a saved design's pictures, their SVGs and preview when unused uploads are cleaned up", async () => {
    const member = await createMember(app);
    const design = await mugDesign(member);
    const svg = await uploadSvg('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><circle cx="5" cy="5" r="5"/></svg>', member);
    const picture = { type: 'image' as const, ...svg, width: 2400, height: 2400, left: 40, top: 44, scaleX: 0.01, scaleY: 0.01 };
    design.content.objects.push(picture);
    const stray = await upload(member, await logoPng());
    expect((await create(member, design)).body.code).toBe(0);
    const urls = [design.previewUrl!, svg.svgUrl, stray];
    await app.db.uploadedFile.updateMany({
      where: { url: { in: urls } },
      data: { createdAt: new Date(Date.now() - UNREFERENCED_GRACE_MS - 60_000) },
    });
    await removeUnreferencedUploads(backgroundCtx(app), new Date());
    const left = await app.db.uploadedFile.findMany({ where: { url: { in: urls } }, select: { url: true } });
    expect(left.map((f) => f.url).sort()).toEqual([design.previewUrl, svg.svgUrl].sort());
  });

  it('refuses a position without a print area and pictures not uploaded to this shop', async () => {
    const member = await createMember(app);
    const design = await mugDesign(member);
    expect((await create(member, { ...design, locationId: '4' })).body.code).toBe(1_008_008_001);
    const foreign = {
      ...design,
      content: { version: 1 as const, objects: [{ ...design.content.objects[1]!, url: 'https://elsewhere.example/x.png' }] },
    };
    expect((await create(member, foreign)).body.code).toBe(1_001_003_003);
  });

  it.each([
    [MUG, ['1', '2']],
    [1034, ['1', '2', '3']],
    [1042, ['1', '4']],
    [1046, ['1', '5']],
    [1016, ['1']],
  ])('seeds the demo product %i with print areas at the positions %j', async (spuId, positions) => {
    const detail = await getJson(app, `/pc-api/product/spu/get-detail?id=${spuId}`);
    expect(detail.body.data.printAreas.map((a: { locationId: string }) => a.locationId)).toEqual(positions);
  });

  it('shows the print areas on the product, and lets the back office set them (audited, by permission)', async () => {
    const detail = await getJson(app, `/pc-api/product/spu/get-detail?id=${MUG}`);
    expect(detail.body.data.printAreas).toEqual([
      expect.objectContaining({ locationId: '1', widthMm: 80, heightMm: 88 }),
      expect.objectContaining({ locationId: '2', widthMm: 80, heightMm: 88 }),
    ]);
    const owner = await createStaff(app, 'owner');
    const areas = [
      { locationId: '1', x: 175, y: 205, width: 120, height: 132, widthMm: 80, heightMm: 88 },
      { locationId: '2', x: 175, y: 205, width: 120, height: 132, widthMm: 80, heightMm: 88 },
    ];
    const saved = await putJson(app, '/admin-api/product/print-area/save', { spuId: MUG, areas }, owner.auth);
    expect(saved.body).toMatchObject({ code: 0, data: true });
    const listed = await getJson(app, `/admin-api/product/print-area/list?spuId=${MUG}`, owner.auth);
    expect(listed.body.data.map((a: { locationId: string }) => a.locationId)).toEqual(['1', '2']);
    const audit = await app.db.auditLog.findFirst({ where: { action: 'product:spu:print-area', target: `product_spu:${MUG}` } });
    expect(audit?.adminId).toBe(owner.id);
    const twice = await putJson(app, '/admin-api/product/print-area/save', { spuId: MUG, areas: [areas[0], areas[0]] }, owner.auth);
    expect(twice.body.code).toBe(400);
    const unknown = await putJson(
      app,
      '/admin-api/product/print-area/save',
      { spuId: MUG, areas: [{ ...areas[0], locationId: '99' }] },
      owner.auth,
    );
    expect(unknown.body.code).toBe(400);
    const fulfilment = await createStaff(app, 'fulfilment');
    expect((await putJson(app, '/admin-api/product/print-area/save', { spuId: MUG, areas }, fulfilment.auth)).body.code).toBe(403);
    await putJson(app, '/admin-api/product/print-area/save', { spuId: MUG, areas: [areas[0]] }, owner.auth);
  });

  it('takes an SVG cleaned on the server: a PNG to show and the drawing kept for print, served only as a download; no script, handler or outside reference survives', async () => {
    const { url, svgUrl } = await uploadSvg(
      '<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="100" height="50" onload="alert(1)">' +
        '<script>alert(2)</script><style>rect{fill:url(https://elsewhere.example/a.svg)}</style>' +
        '<rect width="100" height="50" fill="#c00" onclick="alert(3)"/>' +
        '<circle cx="50" cy="25" r="20" style="fill:url(https://elsewhere.example/p.svg#x);stroke:#00f;stroke-width:4"/>' +
        '<a href="javascript:alert(4)"><path d="M10 10L90 40" stroke="#000"/></a>' +
        '<use xlink:href="https://elsewhere.example/b.svg#c"/><foreignObject><div xmlns="http://www.w3.org/1999/xhtml">hi</div></foreignObject></svg>',
    );
    expect(url).toMatch(/\.png$/);
    const png = await stored(url);
    expect(png.includes('script')).toBe(false);
    expect(await sharp(png).metadata()).toMatchObject({ format: 'png', width: 2400, height: 1200 });
    expect(svgUrl).toMatch(/\.svg$/);
    const clean = (await stored(svgUrl)).toString('utf8');
    expect(clean).not.toMatch(/script|alert|onload|onclick|elsewhere|javascript|foreignObject|<style|<a\b|hi/);
    expect(clean).toContain('viewBox="0 0 100 50"');
    expect(clean).toContain('<rect width="100" height="50" fill="#c00"');
    expect(clean).toContain('stroke:#00f');
    expect(clean).toContain('<path d="M10 10L90 40" stroke="#000"');
    const served = await app.inject({ url: new URL(svgUrl).pathname });
    expect(served.headers['content-disposition']).toBe('attachment');
    const entity = await postSvg('<!DOCTYPE svg [<!ENTITY a "aaaa">]><svg>&a;</svg>');
    expect(entity.code).toBe(1_001_003_001);
  });

  it('prints an SVG drawing as vectors: paths in process colours, no picture for it; an SVG with texts or pictures is printed from its PNG', async () => {
    const member = await createMember(app);
    const { url, svgUrl } = await uploadSvg(
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 100"><rect width="200" height="100" fill="#ffcc00"/>' +
        '<path d="M20 80C60 0 140 0 180 80Z" fill="#1f6feb" stroke="#000" stroke-width="3"/></svg>',
      member,
    );
    expect(svgUrl).toMatch(/\.svg$/);
    const design = await mugDesign(member);
    const picture = { type: 'image' as const, url, svgUrl, width: 2400, height: 1200, left: 40, top: 44, scaleX: 0.025, scaleY: 0.025 };
    const saved = await create(member, { ...design, content: { version: 1, objects: [picture] } });
    expect(saved.body.code).toBe(0);
    const area = await printAreaOf(backgroundCtx(app), MUG, '1');
    const content = ZDesignContent.parse({ version: 1, objects: [picture] });
    const pdf = await designPdfFacts(await renderDesignPdf(storedFiles(backgroundCtx(app)), { content, size: '1', name: 'SVG' }, area));
    expect(pdf.images).toEqual([]);
    expect(pdf.fonts).toBe(0);
    // No picture, no colour in RGB, no transparency.
    expect(pdf.content).not.toMatch(/ Do\n|DeviceRGB| rg\n| gs\n/);
    // The rectangle filled in CMYK (#ffcc00 is 0/20/100/0), the curve filled and stroked.
    expect(pdf.content).toMatch(/^0 0\.2 1 0 scn\n0 0 m\n200 0 l\n200 100 l\n0 100 l\nh\nf$/m);
    expect(pdf.content).toMatch(/^20 80 m\n60 0 140 0 180 80 c\nh\nB$/m);

    // A gradient is shaded in process colours too.
    const shaded = await uploadSvg(
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 100"><defs><linearGradient id="g"><stop offset="0" stop-color="#ff0066"/>' +
        '<stop offset="1" stop-color="#ffcc00"/></linearGradient></defs><rect width="200" height="100" fill="url(#g)"/></svg>',
      member,
    );
    const gradient = ZDesignContent.parse({ version: 1, objects: [{ ...picture, ...shaded }] });
    const shadedPdf = await renderDesignPdf(storedFiles(backgroundCtx(app)), { content: gradient, size: '1', name: 'SVG' }, area);
    expect(shadedPdf.toString('latin1')).toMatch(
      /\/ShadingType 2[\s\S]*\/ColorSpace \/DeviceCMYK|\/ColorSpace \/DeviceCMYK[\s\S]*\/ShadingType 2/,
    );
    expect(shadedPdf.toString('latin1')).not.toContain('/DeviceRGB');

    // Sized in millimetres without a viewBox: the PNG is the whole drawing, the print fills the picture's box with it.
    const sized = await uploadSvg(
      '<svg xmlns="http://www.w3.org/2000/svg" width="20mm" height="10mm"><rect width="75.59" height="37.8" fill="#00f"/></svg>',
      member,
    );
    const sizedPng = sharp(await stored(sized.url));
    const { width = 0, height = 0 } = await sizedPng.metadata();
    expect(width).toBeGreaterThan(2300);
    expect(width / height).toBeCloseTo(2, 1);
    expect((await sizedPng.stats()).channels[3]!.mean).toBeGreaterThan(254);
    const sizedContent = ZDesignContent.parse({ version: 1, objects: [{ ...picture, ...sized }] });
    const sizedPdf = await designPdfFacts(
      await renderDesignPdf(storedFiles(backgroundCtx(app)), { content: sizedContent, size: '1', name: 'SVG' }, area),
    );
    // 2400 px over the drawing's 75.59 user units.
    expect(sizedPdf.content).toMatch(/^31\.75\d* 0 0 31\.75\d* 0 0 cm$/m);

    const lettered = await uploadSvg(
      '<svg xmlns="http://www.w3.org/2000/svg" width="100" height="40"><text y="30">Hi</text></svg>',
      member,
    );
    expect(lettered).toEqual({ url: expect.stringMatching(/\.png$/), svgUrl: '' });
    // An SVG's vectors must be an SVG the shop cleaned, not any file.
    const forged = { ...picture, svgUrl: url };
    expect((await create(member, { ...design, content: { version: 1, objects: [forged] } })).body.code).toBe(1_001_003_003);
  });

  it('orders a design: the print data is a vector PDF at the print size, text as outlines, the logo at its pixels, and it passes the check', async () => {
    const member = await createMember(app);
    const design = await mugDesign(member, '1');
    const id = (await create(member, design)).body.data as number;
    const created = await orderDesign(member, design, id);
    expect(created.body.code).toBe(0);
    const { item: checked, file, pdf } = await checkedPrintData(member, created.body.data.id);
    expect(checked).toMatchObject({ printStatus: 20, printReasons: [] });
    expect(file).toMatchObject({ kind: 'print', memberId: member.id, mime: 'application/pdf' });
    expect(pdf.version).toBe('%PDF-1.3');
    // The mug's area is 80 × 88 mm; tier 1 (5 × 5 cm) fits it into 45.5 × 50 mm.
    const size = designPrintSize({ widthMm: 80, heightMm: 88 }, '1');
    expect(size).toEqual({ width: 45.5, height: 50 });
    // The page as cut (trim box) is the print size; 3 mm of bleed around it.
    expect(pdf.trimMm).toMatchObject({ x: expect.closeTo(3, 3), y: expect.closeTo(3, 3) });
    expect(pdf.trimMm.width).toBeCloseTo(size.width, 3);
    expect(pdf.trimMm.height).toBeCloseTo(size.height, 3);
    expect(pdf.sheetMm.width).toBeCloseTo(size.width + 6, 3);
    expect(pdf.fonts).toBe(0);
    expect(pdf.images).toEqual([{ width: 400, height: 300, colourSpace: '/DeviceCMYK' }]);
    const { content } = pdf;
    expect(content).not.toMatch(/\bBT\b|\bTj\b|\bTJ\b/);
    // Outlines of the text and the star: filled paths in process colours.
    expect(content).toMatch(/\/DeviceCMYK cs\n/);
    expect(content).not.toMatch(/DeviceRGB| rg\n/);
    expect(content.match(/^f$/gm)?.length).toBe(2);
    expect(content).toMatch(/\/Design1 Do/);
  });

  it('orders a design holding a 20000 × 20000 px picture: the order answers once placed, the print data follows with the picture at 600 dpi of its print size, never decoded whole', async () => {
    const member = await createMember(app);
    const design = await mugDesign(member);
    const side = 20_000;
    const huge = await upload(member, await oneColourPng(side));
    // 40 mm wide in the mug's 80 mm area; tier 1 prints the area 45.5 mm wide, so the picture 22.75 mm.
    const picture = {
      type: 'image' as const,
      url: huge,
      width: side,
      height: side,
      left: 40,
      top: 44,
      scaleX: 40 / side,
      scaleY: 40 / side,
    };
    const content = { version: 1 as const, objects: [picture] };
    // A design stored before the pixel limit keeps such a picture; ordering it draws its print data.
    const { id } = await app.db.design.create({
      data: {
        memberId: member.id,
        name: 'Huge',
        spuId: MUG,
        skuId: design.skuId,
        locationId: '1',
        size: '1',
        content,
        previewUrl: design.previewUrl!,
      },
    });
    const peakBefore = process.resourceUsage().maxRSS;
    const created = await orderDesign(member, design, id);
    expect(created.body.code).toBe(0);
    // The answer did not wait for the drawing: the line has no print data yet.
    const line = await app.db.tradeOrderItem.findFirstOrThrow({ where: { orderId: created.body.data.id } });
    expect(line).toMatchObject({ printStatus: null, printDataUrl: '' });
    const { pdf } = await checkedPrintData(member, created.body.data.id);
    expect(pdf.images).toEqual([{ width: 537, height: 537, colourSpace: '/DeviceCMYK' }]);
    expect(dpiAt(537, 22.75)).toBe(599);
    // Decoded whole, the picture alone would be 1.6 GB of RGBA (this process runs the shop).
    expect((process.resourceUsage().maxRSS - peakBefore) / 1024).toBeLessThan(400);
    // Saved now, a design with a picture over the pixel limit is refused.
    const refused = await create(member, { ...design, content });
    expect(refused.body).toMatchObject({ code: 1_008_008_002, msg: expect.stringContaining('400') });
  }, 120_000);
});
