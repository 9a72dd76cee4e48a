import { redirect } from "react-router";
import { seo } from "#app/components/layout/seo";
import { AdminPageHeader } from "#app/components/ui/admin-page-header";
import { ButtonLink } from "#app/components/ui/button";
import { adminNotFound, notFoundMeta } from "#content/page-meta/not-found";

export const meta = () => seo({ ...notFoundMeta, noindex: true });

/** `/admin` and `/admin/` lead to the dashboard; the admin layout's guard has run before. */
export function clientLoader({ params }: { params: { "*"?: string } }) {
  if (!params["*"]) throw redirect("/admin/dashboard");
  return null;
}

/** Any other unknown path under /admin/: a not-found message inside the console. */
export default function AdminNotFound() {
  return (
    <>
      <AdminPageHeader title={adminNotFound.title} lead={adminNotFound.text} />
      <ButtonLink to="/admin/dashboard">{adminNotFound.action}</ButtonLink>
    </>
  );
}
