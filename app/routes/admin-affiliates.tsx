import { seo } from "../components/layout/seo";
import { AdminAffiliates } from "../features/affiliate/admin-affiliates";

const PATH = "/admin/affiliates";
export const meta = () => seo({ path: PATH, noindex: true });

export default function AdminAffiliatesPage() {
  return <AdminAffiliates />;
}
