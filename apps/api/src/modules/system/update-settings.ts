import type { TSettings, TSettingsResponse, TSettingsUpdateRequest } from '@shop/shared';
import { Prisma } from '../../generated/prisma/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { adminIdOf, type Ctx } from '../../lib/use-case.ts';
import { writeAudit } from './audit.ts';
import { loadSettings } from './shop-settings.ts';

type Tx = Prisma.TransactionClient;

/** Carriers are rows orders point at: kept in step with the settings, a named one never removed. */
async function saveCarriers(tx: Tx, carriers: TSettings['carriers']): Promise<void> {
  const ids = carriers.map((c) => c.id);
  const removed = await tx.carrier.findMany({ where: { id: { notIn: ids } } });
  for (const carrier of removed) {
    const named =
      (await tx.tradeOrder.count({ where: { logisticsId: carrier.id } })) +
      (await tx.tradeAfterSale.count({ where: { logisticsId: carrier.id } }));
    if (named > 0) throw new AppError('SETTINGS_CARRIER_IN_USE', { name: carrier.name });
  }
  await tx.carrier.deleteMany({ where: { id: { notIn: ids } } });
  for (const [sort, carrier] of carriers.entries()) {
    const data = { name: carrier.name, trackingUrl: carrier.trackingUrl, sort: sort + 1 };
    await tx.carrier.upsert({
      where: { id: carrier.id },
      update: data,
      create: { id: carrier.id, code: `carrier-${carrier.id}`, ...data },
    });
  }
}

/** The default quantity tiers and after-sale reasons live where pricing and returns read them. */
async function saveTiersAndReasons(tx: Tx, settings: TSettings): Promise<void> {
  await tx.quantityRule.deleteMany({ where: { spuId: null } });
  await tx.quantityRule.createMany({ data: settings.quantityTiers.map((t) => ({ quantity: t.quantity, discount: t.discount })) });
  const reasons = { afterSaleRefundReasons: settings.afterSaleReasons.refund, afterSaleReturnReasons: settings.afterSaleReasons.return };
  await tx.tradeConfig.upsert({ where: { id: 1 }, update: reasons, create: { id: 1, ...reasons } });
}

/**
 * Saves the whole settings document (validated by the contract), counting its version up; with
 * `version`, one conditional statement refuses it when someone saved since (SETTINGS_CHANGED).
 * Audited with before and after; the commit notifies every instance, which forget their copy.
 */
export async function updateSettings(ctx: Ctx, input: TSettingsUpdateRequest): Promise<TSettingsResponse> {
  const adminId = adminIdOf(ctx);
  const { version, ...settings } = input;
  const document = settings as unknown as Prisma.InputJsonObject;
  try {
    await ctx.db.$transaction(async (tx) => {
      const before = await loadSettings(tx, ctx.services.config);
      const expected = version ?? before.version;
      if (before.version === 0) {
        if (expected !== 0) throw new AppError('SETTINGS_CHANGED');
        await tx.shopSettings.create({ data: { id: 1, version: 1, document, updaterId: adminId } });
      } else {
        const saved = await tx.shopSettings.updateMany({
          where: { id: 1, version: expected },
          data: { version: { increment: 1 }, document, updaterId: adminId, updatedAt: ctx.services.clock() },
        });
        if (saved.count === 0) throw new AppError('SETTINGS_CHANGED');
      }
      await saveCarriers(tx, settings.carriers);
      await saveTiersAndReasons(tx, settings);
      const { version: _v, updateTime: _t, ...previous } = before;
      await writeAudit(tx, {
        adminId,
        action: 'system:settings:update',
        target: 'system_settings:1',
        before: previous as unknown as Prisma.InputJsonObject,
        after: document,
      });
    });
  } catch (error) {
    // Two first saves at once: the second finds the row the first created.
    if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === 'P2002') throw new AppError('SETTINGS_CHANGED');
    throw error;
  }
  ctx.services.catalogCache.clear();
  return loadSettings(ctx.db, ctx.services.config);
}
