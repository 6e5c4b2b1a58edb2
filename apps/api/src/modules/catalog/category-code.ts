import { Prisma } from '../../generated/prisma/client.ts';
import { AppError } from '../../lib/app-error.ts';

/** Runs a category write, answering CATEGORY_CODE_USED where another category holds the code. */
export async function withUniqueCode<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === 'P2002') throw new AppError('CATEGORY_CODE_USED');
    throw error;
  }
}
