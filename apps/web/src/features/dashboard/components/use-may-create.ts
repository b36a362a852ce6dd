import { rolesAt, useCurrentUser } from '@/lib/current-user';

/** Whether the user may make an education at this location (its admin or designer, or ours). */
export function useMayCreate(location: string): boolean {
  const user = useCurrentUser();
  const roles = rolesAt(user, Number(location));
  return user?.is_platform_admin === true || roles.includes('admin') || roles.includes('designer');
}
