import { sql } from "drizzle-orm";
import {
  bigint,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import type { GoalTarget, TargetKind } from "#common/analytics-goals";
import { admins } from "./admin";

/** A goal an admin defined: a page (pattern) or a site event a session can reach. Shared by the whole team. */
export const analyticsGoals = pgTable(
  "analytics_goals",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** Unique, compared without regard to case. */
    name: text("name").notNull(),
    /** page | event */
    kind: text("kind").$type<TargetKind>().notNull(),
    /** A path, or a path ending in * (kind page); a site event id of content/site-events.ts (kind event). */
    target: text("target").notNull(),
    createdBy: uuid("created_by").references(() => admins.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    /**
     * A goal just added or changed counts the sessions of the past in steps (goal-sessions.ts):
     * the journey events and funnel records up to these sequence values (the goals' watermark then)…
     */
    countJourneyTo: bigint("count_journey_to", { mode: "number" }).notNull().default(0),
    countFunnelTo: bigint("count_funnel_to", { mode: "number" }).notNull().default(0),
    /** …of which those up to these are counted; it is counting while either is behind. */
    countedJourney: bigint("counted_journey", { mode: "number" }).notNull().default(0),
    countedFunnel: bigint("counted_funnel", { mode: "number" }).notNull().default(0),
  },
  (t) => [uniqueIndex("analytics_goals_name_idx").on(sql`lower(${t.name})`)],
);

/** A funnel an admin built: 2 to 8 steps, each a page or a site event, done in order within a session. */
export const analyticsFunnels = pgTable(
  "analytics_funnels",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    steps: jsonb("steps").$type<GoalTarget[]>().notNull(),
    createdBy: uuid("created_by").references(() => admins.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    /**
     * A funnel just built or changed works out the sessions of the past in steps, by the sessions'
     * fixed buckets (0-1023, as the filtered view samples them): those below this are done.
     */
    countedBuckets: integer("counted_buckets").notNull().default(1024),
  },
  (t) => [uniqueIndex("analytics_funnels_name_idx").on(sql`lower(${t.name})`)],
);

/**
 * The sessions that reached each goal, with the day each started: what the goals panel counts and
 * the goal filter selects by, instead of reading raw events. Kept by foldGoals
 * (server/modules/analytics/goal-sessions.ts) behind the summaries' watermark, filled for a goal
 * when it is added or changed, and emptied with it.
 */
export const analyticsGoalSessions = pgTable(
  "analytics_goal_sessions",
  {
    goalId: uuid("goal_id")
      .notNull()
      .references(() => analyticsGoals.id, { onDelete: "cascade" }),
    sessionId: text("session_id").notNull(),
    startDay: date("start_day").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.goalId, t.sessionId] }),
    index("analytics_goal_sessions_day_idx").on(t.goalId, t.startDay),
    index("analytics_goal_sessions_session_idx").on(t.sessionId),
  ],
);

/**
 * How far each session went through each custom funnel (steps done in order, 1 or more), with the
 * day it started: what the funnels read instead of raw events. Kept with the goals' sessions.
 */
export const analyticsCustomFunnelSessions = pgTable(
  "analytics_custom_funnel_sessions",
  {
    funnelId: uuid("funnel_id")
      .notNull()
      .references(() => analyticsFunnels.id, { onDelete: "cascade" }),
    sessionId: text("session_id").notNull(),
    startDay: date("start_day").notNull(),
    reached: integer("reached").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.funnelId, t.sessionId] }),
    index("analytics_custom_funnel_sessions_day_idx").on(t.funnelId, t.startDay),
    // Erasure finds a session's rows by it.
    index("analytics_custom_funnel_sessions_session_idx").on(t.sessionId),
  ],
);

/** One row (id 1): every journey event and funnel record up to these sequence values is in analytics_goal_sessions. */
export const analyticsGoalState = pgTable("analytics_goal_state", {
  id: integer("id").primaryKey(),
  foldedJourney: bigint("folded_journey", { mode: "number" }).notNull().default(0),
  foldedFunnel: bigint("folded_funnel", { mode: "number" }).notNull().default(0),
});

/** Sessions whose events were deleted (erasure, retention purge): their goals are worked out again at the next fold. */
export const analyticsGoalRedo = pgTable("analytics_goal_redo", {
  sessionId: text("session_id").primaryKey(),
});

/**
 * Each goal's sessions per start day, kept by triggers on analytics_goal_sessions (goal_daily_kept):
 * the unfiltered goals panel reads a row per goal and day, not every session of the period.
 */
export const analyticsGoalDaily = pgTable(
  "analytics_goal_daily",
  {
    goalId: uuid("goal_id")
      .notNull()
      .references(() => analyticsGoals.id, { onDelete: "cascade" }),
    day: date("day").notNull(),
    n: bigint("n", { mode: "number" }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.goalId, t.day] })],
);

/** The same for the custom funnels: sessions per start day and number of steps reached. */
export const analyticsCustomFunnelDaily = pgTable(
  "analytics_custom_funnel_daily",
  {
    funnelId: uuid("funnel_id")
      .notNull()
      .references(() => analyticsFunnels.id, { onDelete: "cascade" }),
    day: date("day").notNull(),
    reached: integer("reached").notNull(),
    n: bigint("n", { mode: "number" }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.funnelId, t.day, t.reached] })],
);
