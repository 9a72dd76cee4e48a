import { sql } from "drizzle-orm";
import { jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
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
  },
  (t) => [uniqueIndex("analytics_funnels_name_idx").on(sql`lower(${t.name})`)],
);
