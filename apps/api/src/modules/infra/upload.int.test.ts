import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStaff } from '../../../test/admin-staff.ts';
import { createMember, createTestApp, postUpload, TENANT, type TestApp } from '../../../test/helpers.ts';
import { multipart, SAMPLES } from '../../../test/multipart.ts';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp({ RATE_LIMIT_UPLOADS_PER_MINUTE: '1000' });
});
afterAll(async () => app.close());

function upload(file: Parameters<typeof multipart>[0], fields: Record<string, string> = {}, headers: Record<string, string> = {}) {
  return postUpload(app, file, { fields, headers });
}

describe('POST infra/file/upload', () => {
  it.each([
    ['png', 'logo.png', 'image/png'],
    ['gif', 'anim.gif', 'image/gif'],
    ['jpeg', 'photo.jpg', 'image/jpeg'],
  ] as const)('stores a %s picture from a guest and serves it back', async (sample, name, type) => {
    const { body } = await upload({ name, type, content: SAMPLES[sample] });
    expect(body.code).toBe(0);
    expect(body.data).toMatch(/^http:\/\/shop\.test\/uploads\/image\/\d{4}\/\d{2}\/[0-9a-f-]{36}\.(png|gif|jpg)$/);
    const path = new URL(body.data!).pathname;
    const served = await app.inject({ method: 'GET', url: path });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(SAMPLES[sample])).toBe(true);
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['content-disposition']).toBeUndefined();
    const row = await app.db.uploadedFile.findFirstOrThrow({ where: { url: body.data! } });
    expect(row).toMatchObject({ kind: 'image', size: SAMPLES[sample].length, memberId: null });
  });

  it('judges by content, not by name: a renamed file is refused and nothing is kept', async () => {
    for (const [sample, name] of [
      ['text', 'evil.png'],
      ['svg', 'logo.png'],
      ['exe', 'cat.gif'],
      ['pdf', 'scan.jpg'],
    ] as const) {
      const { status, body } = await upload({ name, type: 'image/png', content: SAMPLES[sample] }, {}, { 'accept-language': 'de' });
      expect(status).toBe(200);
      expect(body.code).toBe(1_001_003_001);
      expect(body.msg).toContain('JPG, PNG, GIF');
    }
    const files = await app.db.uploadedFile.count({ where: { size: SAMPLES.text.length } });
    expect(files).toBe(0);
  });

  it('refuses a picture over 5 MB and leaves no partial file', async () => {
    const big = Buffer.concat([SAMPLES.png, Buffer.alloc(5 * 1024 * 1024, 0)]);
    const before = await app.db.uploadedFile.count();
    const { body } = await upload({ name: 'big.png', type: 'image/png', content: big });
    expect(body.code).toBe(1_001_003_002);
    expect(body.msg).toBe('The file is larger than 5 MB.');
    expect(await app.db.uploadedFile.count()).toBe(before);
    const month = join(app.uploadDir, 'image');
    if (existsSync(month)) {
      const { readdirSync } = await import('node:fs');
      const names = readdirSync(month, { recursive: true }).map(String);
      expect(names.filter((n) => n.endsWith('.part'))).toEqual([]);
    }
  });

  it('refuses an empty upload, a request without a file and a non-multipart body', async () => {
    expect((await upload({ name: 'empty.png', type: 'image/png', content: Buffer.alloc(0) })).body.code).toBe(1_001_003_000);
    expect((await upload(null, { note: 'no file' })).body.code).toBe(1_001_003_000);
    const json = await app.inject({ method: 'POST', url: '/pc-api/infra/file/upload', payload: { file: 'x' }, headers: TENANT });
    expect(json.json().code).toBe(1_001_003_000);
  });

  it('asks guests to log in for documents, ad images and print data, and refuses unknown kinds', async () => {
    for (const directory of ['document', 'ad', 'print']) {
      expect((await upload({ name: 'a.pdf', type: 'application/pdf', content: SAMPLES.pdf }, { directory })).body.code).toBe(401);
    }
    expect((await upload({ name: 'a.png', type: 'image/png', content: SAMPLES.png }, { directory: '../../etc' })).body.code).toBe(
      1_001_003_001,
    );
  });

  it('lets a member upload a PDF document and print data, recorded as theirs and served as downloads', async () => {
    const member = await createMember(app);
    for (const directory of ['document', 'print']) {
      const { body } = await upload({ name: 'offer.pdf', type: 'application/pdf', content: SAMPLES.pdf }, { directory }, member.auth);
      expect(body.code).toBe(0);
      expect(await app.db.uploadedFile.findFirstOrThrow({ where: { url: body.data! } })).toMatchObject({
        kind: directory,
        memberId: member.id,
        mime: 'application/pdf',
      });
      // Never shown inline under the shop's origin: the browser saves it, under the name it was uploaded with.
      const served = await app.inject({ method: 'GET', url: new URL(body.data!).pathname });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-disposition']).toBe('attachment; filename="offer.pdf"');
    }
  });

  it('never lets a file name choose where the file lands', async () => {
    const { body } = await upload({ name: '../../../../etc/passwd.png', type: 'image/png', content: SAMPLES.png });
    expect(body.code).toBe(0);
    expect(body.data).not.toContain('passwd');
    const path = join(app.uploadDir, new URL(body.data!).pathname.replace('/uploads/', ''));
    expect(readFileSync(path).equals(SAMPLES.png)).toBe(true);
  });
});

describe('upload rate limit', () => {
  it('answers code 429 once a guest exceeds the uploads per minute', async () => {
    const limited = await createTestApp({ RATE_LIMIT_UPLOADS_PER_MINUTE: '2' });
    try {
      const codes: number[] = [];
      for (let i = 0; i < 3; i += 1) {
        codes.push((await postUpload(limited, { name: 'a.png', type: 'image/png', content: SAMPLES.png })).body.code);
      }
      expect(codes).toEqual([0, 0, 429]);
    } finally {
      await limited.close();
    }
  });
});

describe('a multipart body that cannot be read', () => {
  const MESSAGE = 'The upload could not be read: the form is incomplete or malformed. Please send the file again.';
  const whole = multipart({ name: 'logo.png', type: 'image/png', content: Buffer.concat([SAMPLES.png, Buffer.alloc(64 * 1024, 7)]) });
  const contentType = whole.headers['content-type'];
  const closing = whole.payload.lastIndexOf(`--${contentType.split('boundary=')[1]}--`);
  const BODIES = [
    ['without a boundary', 'multipart/form-data', whole.payload],
    ['with a boundary its body never names', 'multipart/form-data; boundary=elsewhere', whole.payload],
    ['cut off inside the file', contentType, whole.payload.subarray(0, whole.payload.length - 1000)],
    ['cut off inside the headers of its part', contentType, whole.payload.subarray(0, 60)],
    ['ending before its closing boundary', contentType, whole.payload.subarray(0, closing)],
  ] as const;

  async function post(url: string, type: string, payload: Buffer, headers: Record<string, string> = {}) {
    const response = await app.inject({ method: 'POST', url, payload, headers: { ...TENANT, ...headers, 'content-type': type } });
    return response.json() as { code: number; msg: string };
  }

  /** The files in the upload folder, partial ones too. */
  const filesKept = () => readdirSync(app.uploadDir, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile()).length;

  it.each(BODIES)('is refused with 400 and nothing is kept (%s)', async (_name, type, payload) => {
    const before = { rows: await app.db.uploadedFile.count(), files: filesKept() };
    expect(await post('/pc-api/infra/file/upload', type, payload)).toMatchObject({ code: 400, msg: MESSAGE });
    expect({ rows: await app.db.uploadedFile.count(), files: filesKept() }).toEqual(before);
  });

  it("is refused alike by the design editor's SVG upload and the back office's upload", async () => {
    const staff = await createStaff(app, 'catalogue');
    for (const [, type, payload] of BODIES) {
      expect(await post('/pc-api/product/design/upload-svg', type, payload)).toMatchObject({ code: 400, msg: MESSAGE });
      expect(await post('/admin-api/infra/file/upload', type, payload, staff.auth)).toMatchObject({ code: 400, msg: MESSAGE });
    }
  });
});
