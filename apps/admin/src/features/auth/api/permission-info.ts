import { permissionGranted } from '@shop/shared';
import { useQuery } from '@tanstack/react-query';
import { client } from '../../../lib/api-client.ts';

/** The logged-in admin, their roles and permissions (the navigation and every page guard read it). */
export const usePermissionInfo = () =>
  useQuery({
    queryKey: client.system.auth.getPermissionInfo.key(),
    queryFn: () => client.system.auth.getPermissionInfo(),
    staleTime: 60_000,
  });

/** Whether the logged-in admin holds a permission (nothing while it loads). */
export function useCan(): (permission: string | null) => boolean {
  const { data } = usePermissionInfo();
  return (permission) => permission === null || (!!data && permissionGranted(data.permissions, permission));
}
