import { pageMeta } from "../../content/pages";
import { seo } from "../components/layout/seo";
import { ApplicationsAdmin } from "../features/careers/review/applications-admin";

const PATH = "/admin/sales-applications";
export const meta = () => seo({ path: PATH });

export default function AdminSalesApplicationsPage() {
  const page = pageMeta[PATH];
  return (
    <ApplicationsAdmin
      title={page.title.split(" | ")[0]}
      lead="Everyone who applied on the careers page, newest first. Open an application to read it, download the résumé, move it through the workflow, add notes or delete it."
    />
  );
}
