import { EventEmitter } from 'node:events';
import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import { connectionSettings, endClient, type DbOptions } from '../../db/client.ts';

const CHANNEL = 'catalog_changed';
/** Names one entry that changed (its key is the payload): only that entry goes. */
const ENTRY_CHANNEL = 'cache_entry_changed';
/** Waits between attempts to listen again: doubling from the first to the last, with some jitter. */
const RETRY_FIRST_MS = 100;
const RETRY_MAX_MS = 2_000;

export interface CatalogCacheOptions extends Pick<DbOptions, 'connectTimeoutMs' | 'statementTimeoutMs'> {
  ttlMs?: number;
  maxEntries?: number;
}

/**
 * Catalogue pages kept in memory. Any change to categories, products, SKUs or quantity rules —
 * from this instance, another one or a database console — fires a PostgreSQL notification
 * (triggers of the migrations) that empties the cache on every instance; a notification on
 * `cache_entry_changed` (a member's ended login) forgets only the entry it names. The TTL bounds
 * what a lost notification could leave behind. While the listening connection is down the cache serves
 * nothing (every page comes from the database) and one attempt at a time listens again; once it
 * listens, the cache starts empty. Stock is never served from here.
 */
export class CatalogCache extends EventEmitter {
  private readonly entries = new Map<string, { value: unknown; expires: number }>();
  private readonly loading = new Map<string, Promise<unknown>>();
  /** The connection that listens, once LISTEN succeeded. */
  private client: pg.Client | null = null;
  /** The next attempt to listen again, pending or running: there is never more than one. */
  private retry: NodeJS.Timeout | null = null;
  private failures = 0;
  private closed = false;
  private generation = 0;

  private readonly ttlMs: number;
  private readonly maxEntries: number;

  constructor(
    private readonly databaseUrl: string,
    private readonly log: FastifyBaseLogger,
    private readonly options: CatalogCacheOptions = {},
  ) {
    super();
    this.ttlMs = options.ttlMs ?? 60_000;
    this.maxEntries = options.maxEntries ?? 2_000;
  }

  /** Whether change notifications arrive: only then may anything built from the catalogue be kept. */
  get listening(): boolean {
    return this.client !== null;
  }

  /** Listens for changes; fails when the database cannot be reached at start-up. */
  async start(): Promise<void> {
    await this.listen();
  }

  private async listen(): Promise<void> {
    const { connectTimeoutMs, statementTimeoutMs } = this.options;
    const client = new pg.Client(
      connectionSettings(this.databaseUrl, { connectTimeoutMs, statementTimeoutMs, applicationName: 'shop-api-listener' }),
    );
    client.on('notification', ({ channel, payload }) => (channel === ENTRY_CHANNEL ? this.forget(payload ?? '') : this.clear()));
    // A connection that breaks reports an error and then its end; a failed attempt only its end.
    client.on('error', (error) => this.lost(client, error));
    client.on('end', () => this.lost(client));
    try {
      await client.connect();
      await client.query(`LISTEN ${CHANNEL}; LISTEN ${ENTRY_CHANNEL}`);
    } catch (error) {
      void endClient(client);
      throw error;
    }
    if (this.closed) {
      void endClient(client);
      return;
    }
    this.client = client;
    // Changes made while nobody listened may be missing from what was loaded meanwhile.
    this.clear();
  }

  private lost(client: pg.Client, error?: Error): void {
    if (this.client !== client) return;
    this.log.warn({ err: error }, 'catalogue change listener lost its connection; listening again');
    this.client = null;
    this.clear();
    void endClient(client);
    this.listenAgain();
  }

  private listenAgain(): void {
    if (this.closed || this.retry) return;
    const wait = Math.min(RETRY_MAX_MS, RETRY_FIRST_MS * 2 ** this.failures) * (0.8 + Math.random() * 0.4);
    this.retry = setTimeout(() => {
      this.listen().then(
        () => {
          this.retry = null;
          if (this.failures > 0) this.log.info({ attempts: this.failures + 1 }, 'catalogue change listener listens again');
          this.failures = 0;
        },
        (error: unknown) => {
          this.retry = null;
          if (this.failures === 0) this.log.warn({ err: error }, 'catalogue change listener cannot connect; trying again');
          this.failures += 1;
          this.listenAgain();
        },
      );
    }, wait);
    this.retry.unref();
  }

  /** Answers the cached value for `key`, loading it once however many requests ask at the same time. */
  async get<T>(key: string, load: () => Promise<T>): Promise<T> {
    const hit = this.fresh(key);
    if (hit) return hit.value as T;
    const pending = this.loading.get(key);
    if (pending) return pending as Promise<T>;
    const generation = this.generation;
    const promise = load()
      .then((value) => {
        // A change that arrived while loading may not be in `value`: do not keep it.
        if (generation === this.generation) this.remember(key, value);
        return value;
      })
      .finally(() => this.loading.delete(key));
    this.loading.set(key, promise);
    return promise;
  }

  /**
   * Answers the cached values of `ids` under `prefix`, loading every missing one in one call of
   * `load` (which answers the ids it found).
   */
  async getMany<T>(prefix: string, ids: readonly number[], load: (missing: number[]) => Promise<Map<number, T>>): Promise<Map<number, T>> {
    const found = new Map<number, T>();
    const missing: number[] = [];
    for (const id of new Set(ids)) {
      const hit = this.fresh(`${prefix}:${id}`);
      if (hit) found.set(id, hit.value as T);
      else missing.push(id);
    }
    if (missing.length === 0) return found;
    const generation = this.generation;
    for (const [id, value] of await load(missing)) {
      found.set(id, value);
      if (generation === this.generation) this.remember(`${prefix}:${id}`, value);
    }
    return found;
  }

  private fresh(key: string): { value: unknown } | undefined {
    const hit = this.entries.get(key);
    return hit && hit.expires > Date.now() && this.client ? hit : undefined;
  }

  private remember(key: string, value: unknown): void {
    if (this.entries.size >= this.maxEntries) this.entries.delete(this.entries.keys().next().value!);
    this.entries.set(key, { value, expires: Date.now() + this.ttlMs });
  }

  /** Forgets one entry; a load of any entry under way is not kept, as it may predate the change. */
  private forget(key: string): void {
    this.generation += 1;
    this.entries.delete(key);
    this.loading.delete(key);
  }

  clear(): void {
    this.generation += 1;
    this.entries.clear();
    this.loading.clear();
    this.emit('cleared');
  }

  /** Stops listening, within about a second whatever the database does. */
  async close(): Promise<void> {
    this.closed = true;
    if (this.retry) clearTimeout(this.retry);
    const client = this.client;
    this.client = null;
    if (client) await endClient(client);
  }
}
