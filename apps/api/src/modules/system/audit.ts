import type { Prisma } from '../../generated/prisma/client.ts';

type Tx = Pick<Prisma.TransactionClient, 'auditLog'>;

export interface AuditEntry {
  /** The admin who made the change; null for the shop itself (start-up). */
  adminId: number | null;
  /** The permission-style name of the change, e.g. `system:admin:create`. */
  action: string;
  /** `table:id` of what changed. */
  target: string;
  before?: Prisma.InputJsonValue;
  after?: Prisma.InputJsonValue;
}

/** Writes who changed what, before and after, in the transaction of the change. */
export async function writeAudit(tx: Tx, entry: AuditEntry): Promise<void> {
  await tx.auditLog.create({ data: entry });
}
