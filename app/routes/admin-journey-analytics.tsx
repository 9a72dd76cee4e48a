import { seo } from "../components/layout/seo";
import { AdminJourneyAnalytics } from "../features/admin/analytics-page";

export const meta = () => seo({ path: "/admin/journey-analytics", noindex: true });

export default function AdminJourneyAnalyticsPage() {
  return <AdminJourneyAnalytics />;
}
