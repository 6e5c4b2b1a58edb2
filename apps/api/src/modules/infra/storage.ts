import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rename, rm } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/** How a stored file is served: its content type (for stores that keep one), and whether browsers save it instead of showing it. */
export interface PutOptions {
  contentType?: string;
  download?: boolean;
  /** The name a download is saved under (Content-Disposition), where the store keeps one per file. */
  filename?: string;
}

/** Where uploaded files live; files are written once under a key and served by URL. */
export interface FileStorage {
  /** Streams `source` to `key`; a failure leaves nothing behind. */
  put(key: string, source: Readable | AsyncIterable<Buffer>, options?: PutOptions): Promise<void>;
  remove(key: string): Promise<void>;
  url(key: string): string;
  /** Streams a stored file back (the print-data check reads what was uploaded). */
  open(key: string): Promise<Readable>;
}

/** Files on the local disk under UPLOAD_DIR, served at /uploads/ (the download kinds as downloads). */
export class DiskStorage implements FileStorage {
  constructor(
    readonly root: string,
    private readonly publicUrl: string,
  ) {}

  async put(key: string, source: Readable | AsyncIterable<Buffer>): Promise<void> {
    const target = join(this.root, key);
    const partial = `${target}.part`;
    await mkdir(dirname(target), { recursive: true });
    try {
      await pipeline(source, createWriteStream(partial, { flags: 'wx' }));
      await rename(partial, target);
    } catch (error) {
      await rm(partial, { force: true });
      throw error;
    }
  }

  async remove(key: string): Promise<void> {
    await rm(join(this.root, key), { force: true });
  }

  url(key: string): string {
    return `${this.publicUrl}/uploads/${key}`;
  }

  async open(key: string): Promise<Readable> {
    return createReadStream(join(this.root, key));
  }
}
