/** What the console shell, the settings and the leads screens use of the journey analytics. */
export { JourneyStoryView } from "./admin/journey-story-view";
export { ReportSettingsPanel } from "./admin/report-settings";
export { ShareLinksPanel } from "./admin/share-settings";
export { TrendChart } from "./admin/trend-chart";
