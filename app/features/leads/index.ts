/** What the console shell and other admin screens use of the leads feature. */

export { DigestSettingsPanel } from "./admin/digest-settings";
export { KindLabel, LEADS_API, leadTitle, useLeadCounts, useNewLeadCount } from "./admin/lead-ui";
export { QualityBadge } from "./admin/quality-badge";
export { SalesSettingsPanel } from "./admin/sales-settings";
export { ScoreScaleHint, ScoreScaleTooltip } from "./admin/score-scale";
