import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/helpers.ts';
import { Jobs, type JobDefinition } from './background-jobs.ts';

const log = { error: () => undefined };
let database: Awaited<ReturnType<typeof createTestDatabase>>;
const pools: pg.Pool[] = [];
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await Promise.all(pools.map((pool) => pool.end()));
  await database.drop();
});

async function until(check: () => boolean | Promise<boolean>, timeoutMs = 15_000): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > end) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

async function instance(definitions: JobDefinition[], work = true) {
  const pool = new pg.Pool({ connectionString: database.url, max: 4 });
  // Dropping the test database at the end ends connections still closing; an idle client's error
  // without a listener would fail the run after every test passed.
  pool.on('error', () => undefined);
  pools.push(pool);
  const jobs = new Jobs(pool, log, definitions, { work });
  await jobs.start();
  return jobs;
}

describe('background jobs on PostgreSQL', () => {
  it('runs each job once across two working instances, including jobs sent while none was running', async () => {
    const runs: number[] = [];
    const job = (): JobDefinition => ({ name: 'test-once', concurrency: 2, run: async (data) => void runs.push(Number(data.n)) });
    const sender = await instance([job()], false);
    // Sent before any worker exists: kept in the database until one starts.
    for (let n = 0; n < 5; n += 1) await sender.send('test-once', { n });
    const [a, b] = [await instance([job()]), await instance([job()])];
    try {
      for (let n = 5; n < 30; n += 1) await sender.send('test-once', { n });
      await until(() => runs.length === 30);
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(runs.sort((x, y) => x - y)).toEqual(Array.from({ length: 30 }, (_, i) => i));
    } finally {
      await Promise.all([a.stop(), b.stop(), sender.stop()]);
    }
  });

  it('tries a failing job again and then counts it as failed', async () => {
    let attempts = 0;
    const jobs = await instance([
      {
        name: 'test-fail',
        retryLimit: 1,
        retryDelaySeconds: 1,
        run: async () => {
          attempts += 1;
          throw new Error('broken');
        },
      },
    ]);
    try {
      await jobs.send('test-fail', {});
      await until(async () => (await jobs.counts()).failed === 1);
      expect(attempts).toBe(2);
      expect((await jobs.counts()).pending).toBe(0);
    } finally {
      await jobs.stop();
    }
  });

  it('keeps the schedules of recurring jobs in the database', async () => {
    const jobs = await instance([{ name: 'test-every-minute', cron: '* * * * *', run: async () => undefined }]);
    try {
      const client = new pg.Client({ connectionString: database.url });
      await client.connect();
      const { rows } = await client.query("SELECT name, cron FROM pgboss.schedule WHERE name = 'test-every-minute'");
      await client.end();
      expect(rows).toEqual([{ name: 'test-every-minute', cron: '* * * * *' }]);
    } finally {
      await jobs.stop();
    }
  });
});
