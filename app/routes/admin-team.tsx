import { seo } from "#app/components/layout/seo";
import { AdminTeam } from "#app/features/admin/team-page";
import { adminTeamMeta } from "#content/page-meta/admin-team";

export const meta = () => seo({ ...adminTeamMeta, noindex: true });

export default function AdminTeamPage() {
  return <AdminTeam />;
}
