import { readdir } from 'node:fs/promises';
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMember, createTestApp, postUpload, type TestApp } from '../../../test/helpers.ts';
import { SAMPLES } from '../../../test/multipart.ts';
import { S3_KEYS, startS3Server } from '../../../test/s3.ts';

const BUCKET = 'shop-uploads';
const PNG = { name: 'logo.png', type: 'image/png', content: SAMPLES.png };

let s3: Awaited<ReturnType<typeof startS3Server>>;
let app: TestApp;
let client: S3Client;

beforeAll(async () => {
  s3 = await startS3Server(BUCKET);
  app = await createTestApp({
    S3_ENDPOINT: s3.endpoint,
    S3_BUCKET: BUCKET,
    ...S3_KEYS,
    S3_REGION: 'us-east-1',
    RATE_LIMIT_UPLOADS_PER_MINUTE: '1000',
  });
  client = new S3Client({
    endpoint: s3.endpoint,
    region: 'us-east-1',
    credentials: { accessKeyId: S3_KEYS.S3_ACCESS_KEY_ID, secretAccessKey: S3_KEYS.S3_SECRET_ACCESS_KEY },
    forcePathStyle: true,
  });
});
afterAll(async () => {
  client?.destroy();
  await app?.close();
  await s3?.close();
});

async function bucketKeys(): Promise<string[]> {
  const listed = await client.send(new ListObjectsV2Command({ Bucket: BUCKET }));
  return (listed.Contents ?? []).map((object) => object.Key!).sort();
}

/** Reads a stored file back over plain HTTP from the URL the shop answered. */
async function download(url: string) {
  const response = await fetch(url);
  return {
    status: response.status,
    type: response.headers.get('content-type'),
    disposition: response.headers.get('content-disposition'),
    bytes: Buffer.from(await response.arrayBuffer()),
  };
}

describe('uploads to S3-compatible storage', () => {
  it('stores a picture in the bucket byte for byte and answers its URL on the endpoint', async () => {
    const { body } = await postUpload(app, PNG);
    expect(body.code).toBe(0);
    expect(body.data).toMatch(new RegExp(`^${s3.endpoint}/${BUCKET}/image/\\d{4}/\\d{2}/[0-9a-f-]{36}\\.png$`));
    const stored = await download(body.data!);
    expect(stored).toMatchObject({ status: 200, type: 'image/png', disposition: null });
    expect(stored.bytes.equals(SAMPLES.png)).toBe(true);
    const key = body.data!.slice(`${s3.endpoint}/${BUCKET}/`.length);
    expect(await bucketKeys()).toContain(key);
    const row = await app.db.uploadedFile.findFirstOrThrow({ where: { url: body.data! } });
    expect(row).toMatchObject({ kind: 'image', path: key, mime: 'image/png', size: SAMPLES.png.length });
    expect(await readdir(app.uploadDir)).toEqual([]);
  });

  it('reads a stored file back as a stream (the print-data check reads uploads this way)', async () => {
    const { body } = await postUpload(app, PNG);
    const row = await app.db.uploadedFile.findFirstOrThrow({ where: { url: body.data! } });
    const chunks: Buffer[] = [];
    for await (const chunk of await app.services.storage.open(row.path)) chunks.push(chunk as Buffer);
    expect(Buffer.concat(chunks).equals(SAMPLES.png)).toBe(true);
  });

  it("keeps a member's document as a download: the bucket serves it with Content-Disposition: attachment", async () => {
    const member = await createMember(app);
    const { body } = await postUpload(
      app,
      { name: 'offer.pdf', type: 'application/pdf', content: SAMPLES.pdf },
      { fields: { directory: 'document' }, headers: member.auth },
    );
    expect(body.code).toBe(0);
    expect(await download(body.data!)).toMatchObject({
      status: 200,
      type: 'application/pdf',
      disposition: 'attachment; filename="offer.pdf"',
    });
  });

  it('refuses a disguised file with the same code as on disk and puts nothing in the bucket', async () => {
    const before = await bucketKeys();
    for (const sample of ['text', 'svg', 'exe'] as const) {
      const { status, body } = await postUpload(app, { name: 'evil.png', type: 'image/png', content: SAMPLES[sample] });
      expect(status).toBe(200);
      expect(body.code).toBe(1_001_003_001);
    }
    expect(await bucketKeys()).toEqual(before);
  });

  it('refuses a picture over 5 MB with the same code as on disk and puts nothing in the bucket', async () => {
    const before = await bucketKeys();
    const rows = await app.db.uploadedFile.count();
    const big = Buffer.concat([SAMPLES.png, Buffer.alloc(5 * 1024 * 1024, 0)]);
    const { body } = await postUpload(app, { name: 'big.png', type: 'image/png', content: big });
    expect(body.code).toBe(1_001_003_002);
    expect(body.msg).toBe('The file is larger than 5 MB.');
    expect(await bucketKeys()).toEqual(before);
    expect(await app.db.uploadedFile.count()).toBe(rows);
  });

  it('sends a stream of unknown length over the part size as a multipart upload', async () => {
    const content = Buffer.alloc(12 * 1024 * 1024);
    for (let i = 0; i < content.length; i += 4) content.writeUInt32LE(i, i);
    async function* chunks() {
      for (let i = 0; i < content.length; i += 64 * 1024) yield content.subarray(i, i + 64 * 1024);
    }
    await app.services.storage.put('print/test/large.pdf', chunks(), { contentType: 'application/pdf' });
    const stored = await download(app.services.storage.url('print/test/large.pdf'));
    expect(stored).toMatchObject({ status: 200, type: 'application/pdf' });
    expect(stored.bytes.equals(content)).toBe(true);
  });

  it('gives up a multipart upload whose stream fails part-way, with that failure, and keeps no file', async () => {
    const before = await bucketKeys();
    async function* failing() {
      for (let i = 0; i < 7 * 16; i += 1) yield Buffer.alloc(64 * 1024, 1);
      throw new Error('client went away');
    }
    // s3rver cannot abort a multipart upload (405), so this also shows that the stream's failure is the answer.
    await expect(app.services.storage.put('print/test/broken.pdf', failing(), { contentType: 'application/pdf' })).rejects.toThrow(
      'client went away',
    );
    expect(await bucketKeys()).toEqual(before);
  });

  it('answers URLs under S3_PUBLIC_URL when it is set and lets the pages show them', async () => {
    const cdn = await createTestApp({
      S3_ENDPOINT: s3.endpoint,
      S3_BUCKET: BUCKET,
      ...S3_KEYS,
      S3_PUBLIC_URL: 'https://cdn.shop.test/files',
    });
    try {
      const { body } = await postUpload(cdn, PNG);
      expect(body.code).toBe(0);
      expect(body.data).toMatch(/^https:\/\/cdn\.shop\.test\/files\/image\/\d{4}\/\d{2}\/[0-9a-f-]{36}\.png$/);
      expect(await bucketKeys()).toContain(body.data!.slice('https://cdn.shop.test/files/'.length));
      const page = await cdn.inject({ method: 'GET', url: '/healthz' });
      expect(page.headers['content-security-policy']).toContain("img-src 'self' data: blob: https://cdn.shop.test/files/");
    } finally {
      await cdn.close();
    }
  });
});
