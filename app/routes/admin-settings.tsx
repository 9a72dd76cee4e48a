import { seo } from "../components/layout/seo";
import { AdminSettings } from "../features/admin/settings-page";

export const meta = () => seo({ path: "/admin/settings", noindex: true });

export default function AdminSettingsPage() {
  return <AdminSettings />;
}
