/** What the console shell and the leads screens use of the journey analytics. */
export { JourneyStoryView } from "./admin/journey-story-view";
export { TrendChart } from "./admin/trend-chart";
