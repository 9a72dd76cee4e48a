import { seo } from "../components/layout/seo";
import { AdminClients } from "../features/admin/clients-page";

export const meta = () => seo({ path: "/admin/clients", noindex: true });

export default function AdminClientsPage() {
  return <AdminClients />;
}
