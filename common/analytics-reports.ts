import type { CountRow, DailyPoint } from "./admin";
import type { GoalReport } from "./analytics-goals";
import { z } from "./zod";

/**
 * The analytics reports that reach people: the e-mail report each member may choose, the CSV
 * export of each panel, and the read-only shared link.
 */

export const REPORT_FREQUENCIES = ["off", "weekly", "monthly"] as const;
export type ReportFrequency = Exclude<(typeof REPORT_FREQUENCIES)[number], "off">;

export const REPORT_FREQUENCY_LABELS: Record<(typeof REPORT_FREQUENCIES)[number], string> = {
  off: "Off: no report",
  weekly: "Weekly, on Monday: the week before",
  monthly: "Monthly, on the 1st: the month before",
};

export const reportSettingsSchema = z.object({
  frequency: z.enum(REPORT_FREQUENCIES, `must be one of ${REPORT_FREQUENCIES.join(", ")}`),
});
export type ReportSettings = z.infer<typeof reportSettingsSchema>;

/** The panels a CSV export can hold, each with its tabs (a tab is one list of the analytics answer). */
export const EXPORT_PANELS = {
  visitors: { title: "Visitors", tabs: { daily: "By day" } },
  pages: { title: "Pages", tabs: { top: "Top pages", entry: "Entry pages", exit: "Exit pages" } },
  sources: {
    title: "Sources",
    tabs: {
      referrer: "Referrer",
      source: "Source",
      medium: "Medium",
      campaign: "Campaign",
      content: "Content",
      term: "Term",
    },
  },
  countries: { title: "Countries", tabs: { country: "Country" } },
  devices: { title: "Devices", tabs: { device: "Device", browser: "Browser", os: "OS" } },
  landing: { title: "Landing pages", tabs: { landing: "Landing page" } },
  goals: { title: "Goals", tabs: { goal: "Goal" } },
  funnels: { title: "Funnels", tabs: { custom: "Funnel" } },
  events: { title: "Events by type", tabs: { type: "Event type" } },
} as const;
export type ExportPanel = keyof typeof EXPORT_PANELS;

export const SHARE_NAME_MAX = 80;
export const SHARE_PASSWORD_MIN = 10;

export const shareLinkInputSchema = z.object({
  name: z
    .string("must be text")
    .trim()
    .min(1, "must not be empty")
    .max(SHARE_NAME_MAX, `must be at most ${SHARE_NAME_MAX} characters`),
  password: z
    .string("must be text")
    .min(SHARE_PASSWORD_MIN, `must be at least ${SHARE_PASSWORD_MIN} characters`)
    .max(200, "must be at most 200 characters"),
});
export type ShareLinkInput = z.infer<typeof shareLinkInputSchema>;

export interface ShareLink {
  id: string;
  name: string;
  createdAt: string;
  createdBy: string | null;
  revokedAt: string | null;
}

/** Answer to creating a link: its address, shown once (only the token's hash is kept). */
export interface CreatedShareLink extends ShareLink {
  url: string;
}

export const shareUnlockSchema = z.object({
  token: z.string("must be text").min(20, "must be a share link's key").max(100, "must be a share link's key"),
  password: z.string("must be text").min(1, "must not be empty").max(200, "must be at most 200 characters"),
});

/** Where a shared link opens; its key rides in the fragment, so it never reaches a server log or a Referer. */
export const SHARED_VIEW_PATH = "/shared-analytics";
export const SHARE_FRAGMENT = "key";

/** What a shared view shows: aggregate counts only, never a person, a journey or a lead. */
export interface SharedAnalytics {
  name: string;
  from: string;
  to: string;
  daily: DailyPoint[];
  sessions: number;
  pageViews: number;
  /** The period before, when asked for. */
  comparison: { from: string; to: string; sessions: number; pageViews: number; daily: DailyPoint[] } | null;
  topPages: CountRow[];
  referrers: CountRow[];
  utmSources: CountRow[];
  utmCampaigns: CountRow[];
  devices: CountRow[];
  browsers: CountRow[];
  countries: CountRow[];
  /** The team's goals with their conversions over every visit of the period (no filter). */
  goals: GoalReport[];
}
