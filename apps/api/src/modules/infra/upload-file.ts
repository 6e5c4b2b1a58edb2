import { createHash, randomUUID, type Hash } from 'node:crypto';
import type { Readable } from 'node:stream';
import { UPLOAD_RULES, type UploadKind } from '@shop/shared';
import { fileTypeFromBuffer } from 'file-type';
import { AppError } from '../../lib/app-error.ts';
import type { Ctx } from '../../lib/use-case.ts';

/** Enough of the start of a file for every signature file-type knows. */
const SNIFF_BYTES = 4100;

const EXTENSION_NAMES: Record<string, string> = { cfb: 'doc', jpg: 'jpg', tif: 'tiff' };

function humanSize(bytes: number): string {
  return bytes >= 1024 * 1024 ? `${Math.round(bytes / 1024 / 1024)} MB` : `${Math.round(bytes / 1024)} KB`;
}

function allowedNames(kind: UploadKind): string {
  const names: Record<string, string> = {
    'image/jpeg': 'JPG', 'image/png': 'PNG', 'image/gif': 'GIF', 'image/tiff': 'TIFF', 'application/pdf': 'PDF',
    'application/msword': 'Word', 'application/x-cfb': 'Word', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'Word',
  };
  return [...new Set(UPLOAD_RULES[kind].mimes.map((m) => names[m] ?? m))].join(', ');
}

class SizeGuard {
  size = 0;
  readonly hash: Hash = createHash('sha256');

  constructor(private readonly maxBytes: number) {}

  take(chunk: Buffer): Buffer {
    this.size += chunk.length;
    if (this.size > this.maxBytes) throw new AppError('FILE_TOO_LARGE', { max: humanSize(this.maxBytes) });
    this.hash.update(chunk);
    return chunk;
  }
}

async function readHead(source: AsyncIterator<Buffer>, guard: SizeGuard): Promise<{ chunks: Buffer[]; done: boolean }> {
  const chunks: Buffer[] = [];
  let bytes = 0;
  while (bytes < SNIFF_BYTES) {
    const next = await source.next();
    if (next.done) return { chunks, done: true };
    chunks.push(guard.take(next.value));
    bytes += next.value.length;
  }
  return { chunks, done: false };
}

async function* rest(head: Buffer[], source: AsyncIterator<Buffer>, done: boolean, guard: SizeGuard): AsyncGenerator<Buffer> {
  yield* head;
  if (done) return;
  for (let next = await source.next(); !next.done; next = await source.next()) yield guard.take(next.value);
}

export interface UploadInput {
  kind: UploadKind;
  stream: Readable;
  /** True when the multipart parser cut the file at its absolute limit. */
  truncated: () => boolean;
}

/**
 * Stores an upload after checking it: the type from its first bytes (never its name), the size
 * against the kind's limit while it streams (never holding the file in memory). Answers its URL.
 */
export async function uploadFile(ctx: Ctx, input: UploadInput): Promise<string> {
  const { storage } = ctx.services;
  const rule = UPLOAD_RULES[input.kind];
  if (!rule.guests && ctx.memberId === null) throw new AppError('UNAUTHORIZED');
  const guard = new SizeGuard(rule.maxBytes);
  const source = input.stream[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
  try {
    const head = await readHead(source, guard);
    if (guard.size === 0) throw new AppError('FILE_MISSING');
    const type = await fileTypeFromBuffer(Buffer.concat(head.chunks));
    if (!type || !rule.mimes.includes(type.mime)) throw new AppError('FILE_TYPE_NOT_ALLOWED', { allowed: allowedNames(input.kind) });
    const now = new Date();
    const month = String(now.getUTCMonth() + 1).padStart(2, '0');
    const key = `${input.kind}/${now.getUTCFullYear()}/${month}/${randomUUID()}.${EXTENSION_NAMES[type.ext] ?? type.ext}`;
    await storage.put(key, rest(head.chunks, source, head.done, guard), type.mime);
    if (input.truncated()) {
      await storage.remove(key);
      throw new AppError('FILE_TOO_LARGE', { max: humanSize(rule.maxBytes) });
    }
    const file = await ctx.db.uploadedFile.create({
      data: { memberId: ctx.memberId, kind: input.kind, path: key, url: storage.url(key), mime: type.mime, size: guard.size, sha256: guard.hash.digest('hex') },
    });
    return file.url;
  } finally {
    // Whatever was refused still has to be read off the connection for the answer to go out.
    input.stream.resume();
  }
}
