import { createHash, randomUUID, type Hash } from 'node:crypto';
import { Readable } from 'node:stream';
import { UPLOAD_RULES, type UploadKind } from '@shop/shared';
import { fileTypeFromBuffer } from 'file-type';
import { AppError } from '../../lib/app-error.ts';
import type { Ctx } from '../../lib/use-case.ts';
import { safeFileName } from './file-name.ts';

/** Enough of the start of a file for every signature file-type knows. */
const SNIFF_BYTES = 4100;

/**
 * What a member, and a client address, may upload in a day (the last 24 hours): files and bytes.
 * A day of the largest print files is four of them.
 */
export const UPLOAD_QUOTA = { files: 200, bytes: 4 * 1024 * 1024 * 1024, windowMs: 86_400_000 };

/**
 * The most a multipart request adds around its file: the text fields (10 of at most 1 KB) and the
 * headers of each part. A request declaring more than the kind's limit plus this cannot hold a
 * file within the limit.
 */
const MULTIPART_OVERHEAD = 256 * 1024;

const EXTENSION_NAMES: Record<string, string> = { cfb: 'doc', jpg: 'jpg', tif: 'tiff' };

function humanSize(bytes: number): string {
  return bytes >= 1024 * 1024 ? `${Math.round(bytes / 1024 / 1024)} MB` : `${Math.round(bytes / 1024)} KB`;
}

function allowedNames(kind: UploadKind): string {
  const names: Record<string, string> = {
    'image/jpeg': 'JPG',
    'image/png': 'PNG',
    'image/gif': 'GIF',
    'image/tiff': 'TIFF',
    'application/pdf': 'PDF',
    'application/msword': 'Word',
    'application/x-cfb': 'Word',
    'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'Word',
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
  /** The client address (uploads per address and day are limited). */
  ip: string;
  /** The request's Content-Length, when it declared one. */
  declaredBytes: number | undefined;
  /** The file's bytes as they arrive. */
  stream: AsyncIterable<Buffer>;
  /** True when the multipart parser cut the file at its absolute limit. */
  truncated: () => boolean;
  /** From a logged-in admin (the back office's pictures): no day's quota, which guards against strangers. */
  byAdmin?: boolean;
  /** A guest's print data for their order (its key checked by the route): stored under that order. */
  guestOrderId?: number;
  /** The file's name on the uploader's computer, as the browser sent it (kept sanitised, never used as a path). */
  filename?: string;
}

/** Where a guest's print data for an order is stored: only that order takes files from there. */
export const guestPrintFolder = (orderId: number) => `print/guest-order-${orderId}/`;

/** EPS and PostScript cannot be rendered without Ghostscript: print data must be PDF (or PDF-compatible .ai) or a picture. */
const POSTSCRIPT = ['application/eps', 'application/postscript'];

/** Refuses an upload (code 429) once the member or the client address reached a day's files or bytes. */
async function assertQuota(ctx: Ctx, ip: string): Promise<void> {
  const since = new Date(ctx.services.clock().getTime() - UPLOAD_QUOTA.windowMs);
  const [used] = await ctx.db.$queryRaw<{ addressFiles: number; addressBytes: number; memberFiles: number; memberBytes: number }[]>`
    SELECT count(*) FILTER (WHERE ip = ${ip})::int AS "addressFiles",
           coalesce(sum(size) FILTER (WHERE ip = ${ip}), 0)::float8 AS "addressBytes",
           count(*) FILTER (WHERE member_id = ${ctx.memberId})::int AS "memberFiles",
           coalesce(sum(size) FILTER (WHERE member_id = ${ctx.memberId}), 0)::float8 AS "memberBytes"
    FROM infra_file WHERE created_at > ${since} AND (ip = ${ip} OR member_id = ${ctx.memberId})`;
  const full = (files: number, bytes: number) => files >= UPLOAD_QUOTA.files || bytes >= UPLOAD_QUOTA.bytes;
  if (used && (full(used.addressFiles, used.addressBytes) || full(used.memberFiles, used.memberBytes)))
    throw new AppError('TOO_MANY_REQUESTS');
}

/**
 * Stores an upload after checking it: who may upload the kind, the declared size and the day's
 * quota before reading anything, then the type from its first bytes (never its name) and the size
 * against the kind's limit while it streams (never holding the file in memory). Answers its URL.
 * A refused upload is not read any further: the route closes the connection after the answer.
 */
export async function uploadFile(ctx: Ctx, input: UploadInput): Promise<string> {
  const { storage } = ctx.services;
  const rule = UPLOAD_RULES[input.kind];
  if (!rule.guests && ctx.memberId === null && input.guestOrderId === undefined && !input.byAdmin) throw new AppError('UNAUTHORIZED');
  if (input.declaredBytes !== undefined && input.declaredBytes > rule.maxBytes + MULTIPART_OVERHEAD) {
    throw new AppError('FILE_TOO_LARGE', { max: humanSize(rule.maxBytes) });
  }
  if (!input.byAdmin) await assertQuota(ctx, input.ip);
  const guard = new SizeGuard(rule.maxBytes);
  const source = input.stream[Symbol.asyncIterator]();
  const head = await readHead(source, guard);
  if (guard.size === 0) throw new AppError('FILE_MISSING');
  const type = await fileTypeFromBuffer(Buffer.concat(head.chunks));
  if (input.kind === 'print' && type && POSTSCRIPT.includes(type.mime)) throw new AppError('PRINT_FILE_POSTSCRIPT');
  if (!type || !rule.mimes.includes(type.mime)) throw new AppError('FILE_TYPE_NOT_ALLOWED', { allowed: allowedNames(input.kind) });
  const now = new Date();
  const month = String(now.getUTCMonth() + 1).padStart(2, '0');
  const folder = input.guestOrderId === undefined ? `${input.kind}/` : guestPrintFolder(input.guestOrderId);
  const key = `${folder}${now.getUTCFullYear()}/${month}/${randomUUID()}.${EXTENSION_NAMES[type.ext] ?? type.ext}`;
  const originalName = safeFileName(input.filename ?? '');
  await storage.put(key, rest(head.chunks, source, head.done, guard), {
    contentType: type.mime,
    download: rule.download,
    ...(originalName ? { filename: originalName } : {}),
  });
  if (input.truncated()) {
    await storage.remove(key);
    throw new AppError('FILE_TOO_LARGE', { max: humanSize(rule.maxBytes) });
  }
  const file = await ctx.db.uploadedFile.create({
    data: {
      memberId: ctx.memberId,
      ip: input.ip,
      kind: input.kind,
      path: key,
      url: storage.url(key),
      mime: type.mime,
      size: guard.size,
      sha256: guard.hash.digest('hex'),
      originalName,
    },
  });
  return file.url;
}

/**
 * Keeps a file the shop made itself (a design's print PDF, a cleaned SVG) as an upload of the
 * member or guest: stored under its kind like an upload, recorded with its size and hash.
 */
export async function storeMadeFile(
  ctx: Pick<Ctx, 'db' | 'services' | 'memberId'>,
  input: { kind: UploadKind; ext: string; mime: string; bytes: Buffer; ip?: string; download: boolean; guestOrderId?: number },
): Promise<string> {
  const now = ctx.services.clock();
  // A guest's print data lies under their order, as their own uploads do (print-data-access.ts finds it there).
  const folder = input.guestOrderId === undefined ? `${input.kind}/` : guestPrintFolder(input.guestOrderId);
  const key = `${folder}${now.getUTCFullYear()}/${String(now.getUTCMonth() + 1).padStart(2, '0')}/${randomUUID()}.${input.ext}`;
  await ctx.services.storage.put(key, Readable.from([input.bytes]), { contentType: input.mime, download: input.download });
  const file = await ctx.db.uploadedFile.create({
    data: {
      memberId: ctx.memberId,
      ip: input.ip ?? '',
      kind: input.kind,
      path: key,
      url: ctx.services.storage.url(key),
      mime: input.mime,
      size: input.bytes.length,
      sha256: createHash('sha256').update(input.bytes).digest('hex'),
    },
  });
  return file.url;
}
