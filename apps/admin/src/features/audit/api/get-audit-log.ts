import type { ZAdminOperateLogPageRequest } from '@shop/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { client } from '../../../lib/api-client.ts';

export type AuditFilter = z.input<typeof ZAdminOperateLogPageRequest>;

/** A page of the audit log, newest first. */
export const useAuditLog = (query: AuditFilter) =>
  useQuery({
    queryKey: client.system.operateLog.page.key(query),
    queryFn: () => client.system.operateLog.page(query),
    placeholderData: keepPreviousData,
  });
