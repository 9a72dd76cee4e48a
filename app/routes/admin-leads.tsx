import { seo } from "#app/components/layout/seo";
import { AdminLeads } from "#app/features/leads/admin/leads-page";
import { adminLeadsMeta } from "#content/page-meta/admin-leads";

export const meta = () => seo({ ...adminLeadsMeta, noindex: true });

export default function AdminLeadsPage() {
  return <AdminLeads />;
}
