import { seo } from "#app/components/layout/seo";
import { AdminRevenue } from "#app/features/leads/admin/revenue-page";
import { adminRevenueMeta } from "#content/page-meta/admin-revenue";

export const meta = () => seo({ ...adminRevenueMeta, noindex: true });

export default function AdminRevenuePage() {
  return <AdminRevenue />;
}
