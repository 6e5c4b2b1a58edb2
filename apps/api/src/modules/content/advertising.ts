import { buffer } from 'node:stream/consumers';
import { adminContract, type contract, type ParsedInputOf } from '@shop/shared';
import sharp from 'sharp';
import type { AdvertisingRequest, Prisma, UploadedFile } from '../../generated/prisma/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { adminIdOf, memberIdOf, type Ctx } from '../../lib/use-case.ts';
import { writeAudit } from '../system/audit.ts';
import { type MediaSize, videoSize } from './video-size.ts';

const admin = adminContract.promotion.advertising;

/** The smallest picture or video an advertisement may use. */
const AD_MIN_SIZE = { width: 484, height: 280 } as const;

/** The stored file's width and height: sharp reads pictures, the container's headers give a video's. */
async function mediaSize(ctx: Ctx, file: UploadedFile): Promise<MediaSize | null> {
  const content = await buffer(await ctx.services.storage.open(file.path));
  if (file.kind === 'ad') {
    const { width, height } = await sharp(content).metadata();
    return width && height ? { width, height } : null;
  }
  return videoSize(content, file.mime);
}

/**
 * A member's request to advertise with a picture or video they uploaded (type and size checked
 * by content on upload), at least 484×280 pixels; the back office reads it in its inbox.
 */
export async function createAdvertisingRequest(
  ctx: Ctx,
  input: ParsedInputOf<typeof contract.promotion.advertising.create>,
): Promise<number> {
  const memberId = memberIdOf(ctx);
  const file = await ctx.db.uploadedFile.findFirst({ where: { url: input.mediaUrl, memberId, kind: { in: ['ad', 'ad-video'] } } });
  if (!file) throw new AppError('FILE_NOT_OURS');
  const size = await mediaSize(ctx, file);
  if (!size) throw new AppError('AD_MEDIA_UNREADABLE');
  if (size.width < AD_MIN_SIZE.width || size.height < AD_MIN_SIZE.height)
    throw new AppError('AD_MEDIA_TOO_SMALL', { width: size.width, height: size.height });
  const row = await ctx.db.advertisingRequest.create({
    data: {
      memberId,
      companyName: input.companyName,
      landingPage: input.landingPage,
      mediaUrl: input.mediaUrl,
      mail: input.mail,
      mobile: input.mobile,
      description: input.description,
      language: ctx.language,
    },
  });
  return row.id;
}

const view = ({ createdAt, ...row }: AdvertisingRequest) => ({ ...row, createTime: createdAt.getTime() });

export async function pageAdvertisingRequests(ctx: Ctx, query: ParsedInputOf<typeof admin.page>) {
  const where: Prisma.AdvertisingRequestWhereInput = query.status === undefined ? {} : { status: query.status };
  const [rows, total] = await Promise.all([
    ctx.db.advertisingRequest.findMany({ where, orderBy: { id: 'desc' }, skip: (query.pageNo - 1) * query.pageSize, take: query.pageSize }),
    ctx.db.advertisingRequest.count({ where }),
  ]);
  return { list: rows.map(view), total };
}

export async function updateAdvertisingRequestStatus(ctx: Ctx, input: ParsedInputOf<typeof admin.updateStatus>): Promise<boolean> {
  const adminId = adminIdOf(ctx);
  await ctx.db.$transaction(async (tx) => {
    const before = await tx.advertisingRequest.findUnique({ where: { id: input.id } });
    if (!before) throw new AppError('AD_REQUEST_NOT_FOUND');
    if (before.status === input.status) return;
    await tx.advertisingRequest.update({ where: { id: input.id }, data: { status: input.status } });
    await writeAudit(tx, {
      adminId,
      action: 'content:advertising:update-status',
      target: `promotion_advertising_request:${input.id}`,
      before: { status: before.status },
      after: { status: input.status },
    });
  });
  return true;
}
