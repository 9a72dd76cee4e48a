import { seo } from "#app/components/layout/seo";
import { AdminSecurity } from "#app/features/admin/security-page";
import { adminSecurityMeta } from "#content/page-meta/admin-security";

export const meta = () => seo({ ...adminSecurityMeta, noindex: true });

export default function AdminSecurityPage() {
  return <AdminSecurity />;
}
