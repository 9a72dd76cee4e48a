import { adminJourneyAnalyticsMeta } from "../../content/page-meta/admin-journey-analytics";
import { seo } from "../components/layout/seo";
import { AdminJourneyAnalytics } from "../features/admin/analytics-page";

export const meta = () => seo({ ...adminJourneyAnalyticsMeta, noindex: true });

export default function AdminJourneyAnalyticsPage() {
  return <AdminJourneyAnalytics />;
}
