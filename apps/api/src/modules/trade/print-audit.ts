import type { Prisma } from '../../generated/prisma/client.ts';

/** What the audit log keeps of a line's print data before and after a change. */
export const printAudit = (line: { printStatus: number | null; printReasons: Prisma.JsonValue }) => ({
  printStatus: line.printStatus,
  printReasons: line.printReasons as Prisma.InputJsonValue,
});
