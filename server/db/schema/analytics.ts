import { sql } from "drizzle-orm";
import {
  bigint,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { admins } from "./admin";

/**
 * Pre-aggregated journey analytics. Maintained off the ingestion path by
 * `analytics_catch_up()` (SQL in server/modules/analytics/analytics-sql.ts), which folds events newer than a watermark
 * (their `seq`), and by delete triggers on journey_events and funnel_events (erasure,
 * retention purge). Every figure is exact for the events folded so far.
 */

/** One row (id 1): how far the summaries go, and the next candidate watermark. */
export const analyticsState = pgTable("analytics_state", {
  id: integer("id").primaryKey(),
  /** Every journey event with seq <= this is folded into the summaries. */
  foldedJourney: bigint("folded_journey", { mode: "number" }).notNull().default(0),
  foldedFunnel: bigint("folded_funnel", { mode: "number" }).notNull().default(0),
  /** Sequence values read just before `candSnapshot` was taken: safe once its transactions ended. */
  candJourney: bigint("cand_journey", { mode: "number" }),
  candFunnel: bigint("cand_funnel", { mode: "number" }),
  /** pg_snapshot as text. */
  candSnapshot: text("cand_snapshot"),
  candAt: timestamp("cand_at", { withTimezone: true }),
});

/**
 * Counts per UTC day (of received_at): kind 'visitors' (distinct clients with a page view),
 * 'type' (events by type), 'page' (page views by page), 'consult', 'time' and 'scroll'
 * (page_exit duration / scroll depth: n and total), 'sessions', 'visits', 'entry', 'exit', and visits by 'device', 'browser', 'os', 'country', 'referrer', 'utm_source', 'utm_medium', 'utm_campaign', 'utm_content', 'utm_term' (by the day a session started), 'funnel' (records by
 * type\nstage, total = conversion value), 'fsess' (sessions reaching type\nstage for the first
 * time), 'dropoff' (abandoned records by type\nreason).
 */
export const analyticsDaily = pgTable(
  "analytics_daily",
  {
    day: date("day").notNull(),
    kind: text("kind").notNull(),
    label: text("label").notNull(),
    n: bigint("n", { mode: "number" }).notNull().default(0),
    total: numeric("total").notNull().default("0"),
  },
  (t) => [primaryKey({ columns: [t.day, t.kind, t.label] })],
);

/**
 * One row per session: the day it started, its entry and exit pages, the device and country it
 * came from, and its visitor with where they came from (their client record's referrer and UTM
 * parameters as they were when the session was folded): what a filtered view selects sessions by.
 */
export const analyticsSessions = pgTable(
  "analytics_sessions",
  {
    sessionId: text("session_id").primaryKey(),
    startDay: date("start_day").notNull(),
    pageViews: integer("page_views").notNull(),
    entryPage: text("entry_page"),
    exitPage: text("exit_page"),
    deviceType: text("device_type"),
    browser: text("browser"),
    os: text("os"),
    country: text("country"),
    clientId: text("client_id"),
    referrer: text("referrer"),
    utmSource: text("utm_source"),
    utmMedium: text("utm_medium"),
    utmCampaign: text("utm_campaign"),
    utmContent: text("utm_content"),
    utmTerm: text("utm_term"),
  },
  (t) => [
    index("analytics_sessions_start_day_idx").on(t.startDay),
    // A session's fixed sample bucket (0-1023) and day: a filtered view over many sessions reads
    // only the buckets of its sample (server/modules/analytics/filtered.ts).
    index("analytics_sessions_sample_idx").on(sql`(hashtext(${t.sessionId}) & 1023)`, t.startDay),
  ],
);

/** Distinct visitors per day: a client that viewed a page that day (exact distinct counts over any range). */
export const analyticsVisitorDays = pgTable(
  "analytics_visitor_days",
  {
    day: date("day").notNull(),
    clientId: text("client_id").notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.clientId] })],
);

/** The first day a session reached each funnel stage. */
export const analyticsFunnelSessions = pgTable(
  "analytics_funnel_sessions",
  {
    sessionId: text("session_id").notNull(),
    funnelType: text("funnel_type").notNull(),
    stage: text("stage").notNull(),
    firstDay: date("first_day").notNull(),
  },
  (t) => [primaryKey({ columns: [t.sessionId, t.funnelType, t.stage] })],
);

/** A named set of analytics filters an admin saved, shared by the whole team. */
export const analyticsSegments = pgTable(
  "analytics_segments",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** Unique, compared without regard to case (a unique index on lower(name)). */
    name: text("name").notNull(),
    /** The filters as the address writes them: ["device:is:Mobile", …]. */
    filters: jsonb("filters").$type<string[]>().notNull(),
    createdBy: uuid("created_by").references(() => admins.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("analytics_segments_name_idx").on(sql`lower(${t.name})`)],
);
