import { seo } from "#app/components/layout/seo";
import { AdminClients } from "#app/features/leads/admin/clients-page";
import { adminClientsMeta } from "#content/page-meta/admin-clients";

export const meta = () => seo({ ...adminClientsMeta, noindex: true });

export default function AdminClientsPage() {
  return <AdminClients />;
}
