import { seo } from "#app/components/layout/seo";
import { AdminRedirects } from "#app/features/redirects/admin/redirects-page";
import { adminRedirectsMeta } from "#content/page-meta/admin-redirects";

export const meta = () => seo({ ...adminRedirectsMeta, noindex: true });

export default function AdminRedirectsPage() {
  return <AdminRedirects />;
}
