import type { FastifyBaseLogger } from 'fastify';
import PgBoss from 'pg-boss';
import type pg from 'pg';

/** One kind of background work: run when sent, or on a schedule (cron, UTC). */
export interface JobDefinition {
  name: string;
  cron?: string;
  /** Tries after the first failure, with waits doubling from `retryDelaySeconds`. */
  retryLimit?: number;
  retryDelaySeconds?: number;
  /** Workers per instance (jobs of this kind run side by side). */
  concurrency?: number;
  run(data: Record<string, unknown>): Promise<void>;
}

export interface JobCounts {
  /** Waiting, to be retried, or running. */
  pending: number;
  /** Gave up after its retries. */
  failed: number;
}

const SCHEMA = 'pgboss';
const STOP_TIMEOUT_MS = 10_000;

/**
 * Background work on a PostgreSQL-backed queue (pg-boss): jobs are rows in the shop's database,
 * so they survive restarts, and each is taken by one instance however many run. Every instance
 * can send jobs; instances started with `work` also run them and keep the schedules.
 */
export class Jobs {
  private readonly boss: PgBoss;
  private readonly working: boolean;
  private readonly workers = new Map<string, string[]>();
  /** Queue statements and jobs under way: `stop` waits for them before the pool may close. */
  private busy = 0;

  /** `pool`: the shop's own connections (their timeouts and limits hold for the queue too). */
  constructor(
    pool: pg.Pool,
    private readonly log: Pick<FastifyBaseLogger, 'error'>,
    private readonly definitions: JobDefinition[],
    options: { work: boolean },
  ) {
    this.working = options.work;
    this.boss = new PgBoss({
      db: { executeSql: (text, values) => this.track(pool.query(text, values)) },
      schema: SCHEMA,
      // Only working instances maintain the queue (expiry, archiving) and evaluate schedules.
      supervise: options.work,
      schedule: options.work,
      deleteAfterDays: 7,
    });
    this.boss.on('error', (error) => this.log.error({ err: error }, 'job queue error'));
  }

  /** Creates the queues (jobs can be sent from then on) and, on a working instance, keeps the schedules and runs the jobs. */
  async start(): Promise<void> {
    await this.boss.start();
    for (const job of this.definitions) {
      await this.boss.createQueue(job.name, {
        name: job.name,
        retryLimit: job.retryLimit ?? 0,
        retryDelay: job.retryDelaySeconds ?? 60,
        retryBackoff: job.retryDelaySeconds !== undefined,
      });
    }
    if (this.working) await this.work();
  }

  private async work(): Promise<void> {
    for (const job of this.definitions) {
      if (job.cron) await this.boss.schedule(job.name, job.cron, {}, { tz: 'UTC', singletonKey: job.name });
      // Work sent from this instance wakes a worker at once (see `send`); polling finds what other
      // instances sent within two seconds, and scheduled work less often.
      const pollingIntervalSeconds = job.cron ? 10 : 2;
      const ids: string[] = [];
      for (let n = 0; n < (job.concurrency ?? 1); n += 1) {
        ids.push(
          await this.boss.work<Record<string, unknown>>(job.name, { pollingIntervalSeconds }, async ([one]) => {
            if (one) await this.track(job.run(one.data ?? {}));
          }),
        );
      }
      this.workers.set(job.name, ids);
    }
  }

  /** Queues a job; nothing is lost if this instance stops before it runs. */
  async send(name: string, data: Record<string, unknown> = {}): Promise<void> {
    await this.boss.send(name, data);
    // A worker of this instance looks at once instead of at its next poll.
    const ids = this.workers.get(name);
    if (ids?.length) this.boss.notifyWorker(ids[Math.floor(Math.random() * ids.length)]!);
  }

  /** How much work waits or failed, over every queue (for /healthz). */
  async counts(): Promise<JobCounts> {
    const { rows } = await this.boss
      .getDb()
      .executeSql(
        `SELECT count(*) FILTER (WHERE state < 'completed')::int AS pending, count(*) FILTER (WHERE state = 'failed')::int AS failed FROM ${SCHEMA}.job`,
        [],
      );
    return { pending: rows[0]?.pending ?? 0, failed: rows[0]?.failed ?? 0 };
  }

  async stop(): Promise<void> {
    await this.boss.stop({ graceful: this.working, wait: true, timeout: STOP_TIMEOUT_MS });
    // pg-boss can return while a worker's fetch is still under way (its job then starts) and
    // marks jobs completed or failed without awaiting it: wait for both, or they would hit a
    // closed pool.
    const until = Date.now() + STOP_TIMEOUT_MS;
    while (this.busy > 0 && Date.now() < until) await new Promise((resolve) => setTimeout(resolve, 20));
  }

  private async track<T>(work: Promise<T>): Promise<T> {
    this.busy += 1;
    try {
      return await work;
    } finally {
      this.busy -= 1;
    }
  }
}
