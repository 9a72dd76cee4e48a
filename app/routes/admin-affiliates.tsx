import { adminAffiliatesMeta } from "../../content/page-meta/admin-affiliates";
import { seo } from "../components/layout/seo";
import { AdminAffiliates } from "../features/affiliate/admin-affiliates";

export const meta = () => seo({ ...adminAffiliatesMeta, noindex: true });

export default function AdminAffiliatesPage() {
  return <AdminAffiliates />;
}
