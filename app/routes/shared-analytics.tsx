import { seo } from "#app/components/layout/seo";
import { SharedAnalyticsView } from "#app/features/analytics/admin/shared-view";
import { sharedAnalyticsMeta } from "#content/page-meta/shared-analytics";

export const meta = () => seo({ ...sharedAnalyticsMeta, noindex: true });

/** A shared analytics link stands on its own: no site navigation, no console. */
export default function SharedAnalyticsPage() {
  return <SharedAnalyticsView />;
}
