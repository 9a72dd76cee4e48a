import { seo } from "#app/components/layout/seo";
import { AdminJourneyAnalytics } from "#app/features/analytics/admin/analytics-page";
import { adminJourneyAnalyticsMeta } from "#content/page-meta/admin-journey-analytics";

export const meta = () => seo({ ...adminJourneyAnalyticsMeta, noindex: true });

export default function AdminJourneyAnalyticsPage() {
  return <AdminJourneyAnalytics />;
}
