import { PATH_MAX } from "./tracking-rules";
import { z } from "./zod";

/**
 * Goals and funnels an admin defines in the console. A goal (and each step of a funnel) is either
 * a page ("/pricing", or "/solution/*" for every page under it) or one of the events the site
 * sends (by the id of the catalogue in content/site-events.ts, which the server checks).
 */
const TARGET_KINDS = ["page", "event"] as const;
export type TargetKind = (typeof TARGET_KINDS)[number];

export interface GoalTarget {
  kind: TargetKind;
  /** A path pattern (kind page) or a site event's id (kind event). */
  target: string;
}

export const GOAL_NAME_MAX = 60;
export const FUNNEL_STEPS_MIN = 2;
export const FUNNEL_STEPS_MAX = 8;
/** Goals and funnels are listed whole on the page: a few dozen at most. */
export const GOALS_MAX = 30;
export const FUNNELS_MAX = 20;

const pagePatternSchema = z
  .string("must be text")
  .trim()
  .min(1, "must not be empty")
  .max(PATH_MAX, `must be at most ${PATH_MAX} characters`)
  .regex(/^\//, "must start with /")
  .regex(/^[^\s*]*\*?$/, "must have no spaces, and a * only at the end");

const nameSchema = z
  .string("must be text")
  .trim()
  .min(1, "must not be empty")
  .max(GOAL_NAME_MAX, `must be at most ${GOAL_NAME_MAX} characters`)
  .regex(/^[^\p{Cc}]*$/u, "must not contain line breaks or control characters");

const targetSchema = z.discriminatedUnion(
  "kind",
  [
    z.object({ kind: z.literal("page"), target: pagePatternSchema }),
    z.object({
      kind: z.literal("event"),
      target: z.string("must be text").trim().min(1, "must name an event").max(60, "must name an event"),
    }),
  ],
  "must be page or event",
);

/** POST /api/admin/analytics/goals and PUT …/goals/:id. */
export const goalInputSchema = z.object({ name: nameSchema }).and(targetSchema);
export type GoalInput = z.infer<typeof goalInputSchema>;

/** POST /api/admin/analytics/funnels and PUT …/funnels/:id. */
export const funnelInputSchema = z.object({
  name: nameSchema,
  steps: z
    .array(targetSchema, "must be a list of steps")
    .min(FUNNEL_STEPS_MIN, `must have at least ${FUNNEL_STEPS_MIN} steps`)
    .max(FUNNEL_STEPS_MAX, `must have at most ${FUNNEL_STEPS_MAX} steps`),
});
export type FunnelInput = z.infer<typeof funnelInputSchema>;

export interface AnalyticsGoal extends GoalTarget {
  id: string;
  name: string;
  /** Just added or changed: its sessions of the past are still being counted, so its figures are partial. */
  counting: boolean;
}

export interface CustomFunnel {
  id: string;
  name: string;
  steps: GoalTarget[];
  /** Just built or changed: the sessions of the past are still being worked out, so its figures are partial. */
  counting: boolean;
}

/** One goal's figures in a period: sessions that reached it, their share of the visits, and per day. */
export interface GoalReport extends AnalyticsGoal {
  conversions: number;
  /** Percent of the period's visits, one decimal; null without visits. */
  rate: number | null;
  /** Conversions on each day of the period, by the day the session started. */
  daily: number[];
  /** Conversions in the period compared with, when one was asked for. */
  previous?: number;
}

export interface GoalsResponse {
  visits: number;
  goals: GoalReport[];
  /** With filters that match many sessions: the share of them the figures were estimated from; null when all were read. */
  estimatedFrom: number | null;
}

/** One step of a custom funnel: sessions that did it after every step before, in order. */
interface CustomFunnelStep extends GoalTarget {
  sessions: number;
  /** Percent of the step before's sessions; null on the first step or when none did it. */
  conversionFromPrevious: number | null;
  /** Sessions of the step before that never did this one. */
  dropOff: number;
}

export interface CustomFunnelReport {
  id: string;
  name: string;
  steps: CustomFunnelStep[];
  /** The sessions of the past are still being worked out: the counts are partial. */
  counting: boolean;
}
