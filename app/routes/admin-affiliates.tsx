import { seo } from "#app/components/layout/seo";
import { AdminAffiliates } from "#app/features/affiliates/admin/affiliates";
import { adminAffiliatesMeta } from "#content/page-meta/admin-affiliates";

export const meta = () => seo({ ...adminAffiliatesMeta, noindex: true });

export default function AdminAffiliatesPage() {
  return <AdminAffiliates />;
}
