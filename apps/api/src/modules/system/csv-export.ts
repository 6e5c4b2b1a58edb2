import type { Prisma } from '../../generated/prisma/client.ts';
import { csvFile, type CsvValue } from '../../lib/csv.ts';
import type { FileAnswer } from '../../lib/endpoints.ts';
import { adminIdOf, type Ctx } from '../../lib/use-case.ts';
import { writeAudit } from './audit.ts';

interface CsvExport {
  /** The audit log's action, e.g. `trade:order:export`. */
  action: string;
  /** The table exported, named as audit targets name it. */
  table: string;
  /** The filters asked, kept in the audit log. */
  filters: object;
  /** The file's name before its date: `orders` → orders-2026-11-28.csv. */
  name: string;
  header: readonly string[];
  batches: AsyncIterable<readonly CsvValue[][]>;
}

/** A back-office export: who exported what with which filters goes to the audit log, then the file streams. */
export async function auditedCsvExport(ctx: Ctx, file: CsvExport): Promise<FileAnswer> {
  await writeAudit(ctx.db, {
    adminId: adminIdOf(ctx),
    action: file.action,
    target: `${file.table}:*`,
    after: JSON.parse(JSON.stringify(file.filters)) as Prisma.InputJsonValue,
  });
  return {
    filename: `${file.name}-${ctx.services.clock().toISOString().slice(0, 10)}.csv`,
    content: csvFile(file.header, file.batches),
  };
}
