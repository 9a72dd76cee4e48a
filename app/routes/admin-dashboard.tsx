import { seo } from "../components/layout/seo";
import { AdminDashboard } from "../features/admin/dashboard-page";

export const meta = () => seo({ path: "/admin/dashboard", noindex: true });

export default function AdminDashboardPage() {
  return <AdminDashboard />;
}
