import { PageHeader } from "#app/components/layout/page-header";
import { seo } from "#app/components/layout/seo";
import { EnterpriseDashboard } from "#app/features/tools/enterprise-dashboard";
import { enterpriseDashboardMeta } from "#content/page-meta/enterprise-dashboard";
import { dashboardIntro } from "#content/tools/dashboard";

export const meta = () => seo(enterpriseDashboardMeta);

export default function EnterpriseDashboardPage() {
  return (
    <>
      <PageHeader eyebrow={dashboardIntro.eyebrow} title={dashboardIntro.title} lead={dashboardIntro.lead} />
      <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 lg:px-8">
        <EnterpriseDashboard />
      </div>
    </>
  );
}
