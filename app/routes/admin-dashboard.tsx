import { seo } from "#app/components/layout/seo";
import { AdminDashboard } from "#app/features/admin/dashboard-page";
import { adminDashboardMeta } from "#content/page-meta/admin-dashboard";

export const meta = () => seo({ ...adminDashboardMeta, noindex: true });

export default function AdminDashboardPage() {
  return <AdminDashboard />;
}
