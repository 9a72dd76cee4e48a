import { ADMIN_ME_API, type AdminMe } from "#common/admin";
import { ADMIN_ROLES, allows, type Permission } from "#common/roles";
import { useAdminQuery } from "./admin-api";

/**
 * Whether the signed-in member's role allows `permission`: the same check the server makes, so
 * the console hides what would be refused. Until the member's role is known, only what every
 * role may do (so the sidebar's Dashboard and Settings do not blink).
 */
export function useCan(): (permission: Permission) => boolean {
  const me = useAdminQuery<AdminMe>(ADMIN_ME_API, undefined, { staleTime: 60_000 });
  const role = me.data?.role;
  return (permission) => (role ? allows(role, permission) : ADMIN_ROLES.every((r) => allows(r, permission)));
}
