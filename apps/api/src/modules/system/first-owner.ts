import { randomBytes } from 'node:crypto';
import { chmodSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config/config.ts';
import type { Db } from '../../db/client.ts';
import { Prisma } from '../../generated/prisma/client.ts';
import { hashPassword } from '../member/passwords.ts';
import { writeAudit } from './audit.ts';

/** The demo owner of a development shop started without ADMIN_EMAIL. */
export const DEMO_OWNER = 'admin@localhost';

/** Creates an admin with the `owner` role (every permission); false when the e-mail is taken already. */
async function createOwner(db: Db, username: string, password: string): Promise<boolean> {
  const passwordHash = await hashPassword(password);
  try {
    await db.$transaction(async (tx) => {
      const role = await tx.adminRole.upsert({ where: { name: 'owner' }, create: { name: 'owner', permissions: ['*'] }, update: {} });
      const admin = await tx.adminUser.create({
        data: { username, nickname: 'Owner', passwordHash, roles: { create: { roleId: role.id } } },
      });
      await writeAudit(tx, {
        adminId: null,
        action: 'system:admin:create',
        target: `system_admin_user:${admin.id}`,
        after: { username, roles: ['owner'] },
      });
    });
    return true;
  } catch (error) {
    // Another instance starting at the same time created it first.
    if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === 'P2002') return false;
    throw error;
  }
}

/**
 * The first back-office account. With ADMIN_EMAIL and ADMIN_PASSWORD: an owner with that e-mail
 * unless an admin has it already (the password is never logged). Without them, in development
 * only and only while there is no admin at all: the demo owner admin@localhost with a random
 * one-time password, printed once and written to $DATA_DIR/admin-password (mode 600).
 */
export async function ensureFirstOwner(db: Db, config: Config, log: FastifyBaseLogger): Promise<void> {
  if (config.ADMIN_EMAIL && config.ADMIN_PASSWORD) {
    const username = config.ADMIN_EMAIL.toLowerCase();
    if (await db.adminUser.findUnique({ where: { username }, select: { id: true } })) return;
    if (await createOwner(db, username, config.ADMIN_PASSWORD)) log.info(`back office: created the owner ${username} (ADMIN_EMAIL)`);
    return;
  }
  if (config.NODE_ENV !== 'development' || (await db.adminUser.count()) > 0) return;
  const password = randomBytes(18).toString('base64url');
  if (!(await createOwner(db, DEMO_OWNER, password))) return;
  mkdirSync(config.dataDir, { recursive: true });
  const file = join(config.dataDir, 'admin-password');
  writeFileSync(file, `${password}\n`, { mode: 0o600 });
  chmodSync(file, 0o600);
  log.warn(
    `back office: created the demo owner ${DEMO_OWNER} with the one-time password ${password} (also in ${file}); set ADMIN_EMAIL and ADMIN_PASSWORD for a real shop`,
  );
}
