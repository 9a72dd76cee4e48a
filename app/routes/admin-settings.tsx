import { seo } from "#app/components/layout/seo";
import { AdminSettings } from "#app/features/admin/settings-page";
import { adminSettingsMeta } from "#content/page-meta/admin-settings";

export const meta = () => seo({ ...adminSettingsMeta, noindex: true });

export default function AdminSettingsPage() {
  return <AdminSettings />;
}
