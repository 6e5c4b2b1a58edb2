import type { TAdminCategory } from '@shop/shared';
import type { Category } from '../../generated/prisma/client.ts';

/** A category as the back office shows it. */
export function toAdminCategory(c: Category): TAdminCategory {
  const name = c.name as Partial<TAdminCategory['name']>;
  return {
    id: c.id,
    parentId: c.parentId,
    name: { en: name.en ?? '', de: name.de ?? '', zh: name.zh ?? '' },
    picUrl: c.picUrl,
    sort: c.sort,
    status: c.status,
    code: c.code,
    createTime: c.createdAt.getTime(),
  };
}

/** What the audit log keeps of a category. */
export const auditView = (c: Category) => ({
  parentId: c.parentId,
  name: c.name,
  picUrl: c.picUrl,
  sort: c.sort,
  status: c.status,
  code: c.code,
});
