import { randomInt } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, postUpload, type TestApp } from '../../test/helpers.ts';
import { SAMPLES } from '../../test/multipart.ts';

/** The Redis these tests share limits through: REDIS_URL (CI starts one and must set it). */
const redisUrl = process.env.REDIS_URL;
if (!redisUrl && process.env.CI)
  throw new Error('REDIS_URL must point at a Redis server in CI: the shared rate limits are tested through it');
const SHARED_LIMIT = { REDIS_URL: redisUrl ?? '', RATE_LIMIT_UPLOADS_PER_MINUTE: '2' };
const PNG = { name: 'a.png', type: 'image/png', content: SAMPLES.png };

let first: TestApp;
let second: TestApp;
beforeAll(async () => {
  if (!redisUrl) return;
  [first, second] = await Promise.all([createTestApp(SHARED_LIMIT), createTestApp(SHARED_LIMIT)]);
});
afterAll(async () => {
  await first?.close();
  await second?.close();
});

/** A client address of this run alone: counts from a run within the last minute are still in Redis. */
function freshAddress(): string {
  return `127.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
}

describe.skipIf(!redisUrl)('rate limits through Redis (REDIS_URL)', () => {
  it('counts uploads on every instance against one limit per client address', async () => {
    const [client, other] = [freshAddress(), freshAddress()];
    const codes = [
      (await postUpload(first, PNG, { remoteAddress: client })).body.code,
      (await postUpload(first, PNG, { remoteAddress: client })).body.code,
      (await postUpload(second, PNG, { remoteAddress: client })).body.code,
      (await postUpload(second, PNG, { remoteAddress: other })).body.code,
    ];
    expect(codes).toEqual([0, 0, 429, 0]);
  });
});
