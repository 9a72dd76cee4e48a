import { adminSettingsMeta } from "../../content/page-meta/admin-settings";
import { seo } from "../components/layout/seo";
import { AdminSettings } from "../features/admin/settings-page";

export const meta = () => seo({ ...adminSettingsMeta, noindex: true });

export default function AdminSettingsPage() {
  return <AdminSettings />;
}
