import { EventEmitter } from 'node:events';
import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';

const CHANNEL = 'catalog_changed';

/**
 * Catalogue pages kept in memory. Any change to categories, products, SKUs or quantity rules —
 * from this instance, another one or a database console — fires a PostgreSQL notification
 * (triggers of the migrations) that empties the cache on every instance. The TTL bounds what a
 * lost notification could leave behind; a lost connection empties the cache too. Stock is never
 * served from here.
 */
export class CatalogCache extends EventEmitter {
  private readonly entries = new Map<string, { value: unknown; expires: number }>();
  private readonly loading = new Map<string, Promise<unknown>>();
  private client: pg.Client | null = null;
  private closed = false;
  private generation = 0;

  constructor(
    private readonly databaseUrl: string,
    private readonly log: FastifyBaseLogger,
    private readonly ttlMs = 60_000,
    private readonly maxEntries = 2_000,
  ) {
    super();
  }

  async start(): Promise<void> {
    const client = new pg.Client({ connectionString: this.databaseUrl });
    client.on('notification', () => this.clear());
    client.on('error', (error) => this.log.warn({ err: error }, 'catalogue change listener failed'));
    client.on('end', () => this.reconnect());
    await client.connect();
    await client.query(`LISTEN ${CHANNEL}`);
    this.client = client;
  }

  private reconnect(): void {
    this.clear();
    this.client = null;
    if (this.closed) return;
    setTimeout(() => void this.start().catch(() => this.reconnect()), 1000).unref();
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

  clear(): void {
    this.generation += 1;
    this.entries.clear();
    this.loading.clear();
    this.emit('cleared');
  }

  async close(): Promise<void> {
    this.closed = true;
    await this.client?.end().catch(() => undefined);
  }
}
