import { seo } from "#app/components/layout/seo";
import { ApplicationsAdmin } from "#app/features/careers/admin/applications-admin";
import { adminSalesApplicationsMeta } from "#content/page-meta/admin-sales-applications";

export const meta = () => seo(adminSalesApplicationsMeta);

export default function AdminSalesApplicationsPage() {
  const page = adminSalesApplicationsMeta;
  return (
    <ApplicationsAdmin
      title={page.title.split(" | ")[0]}
      lead="Everyone who applied on the careers page, newest first. Open an application to read it, download the résumé, move it through the workflow, add notes or delete it."
    />
  );
}
