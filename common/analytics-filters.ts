import { z } from "zod";

/**
 * The analytics filters: what a view can be narrowed to, and how a filter is written in the
 * address and the API ("device:is:Mobile", "utmCampaign:isNot:q4"; an empty value is "(none)" or
 * "Unknown"). A view with several filters shows the sessions that match all of them.
 */
export const FILTER_DIMENSIONS = {
  referrer: "Referrer",
  utmSource: "Source",
  utmMedium: "Medium",
  utmCampaign: "Campaign",
  utmContent: "Content",
  utmTerm: "Term",
  page: "Page",
  entryPage: "Entry page",
  exitPage: "Exit page",
  device: "Device",
  browser: "Browser",
  os: "OS",
  country: "Country",
  /** The value is a goal's id: the sessions that reached it. */
  goal: "Goal",
} as const;
export type FilterDimension = keyof typeof FILTER_DIMENSIONS;

export interface AnalyticsFilter {
  dimension: FilterDimension;
  /** "is not" rather than "is". */
  negated: boolean;
  /** "" for visits without it ("(none)", "Unknown"). */
  value: string;
}

/** What a panel calls the visits whose device, browser, OS or country could not be told, and those without a source or page. */
export const UNKNOWN_LABEL = "Unknown";
export const NONE_LABEL = "(none)";

export const FILTER_MAX = 10;
const VALUE_MAX = 500;

const isDimension = (d: string): d is FilterDimension => Object.hasOwn(FILTER_DIMENSIONS, d);

/** "device:is:Mobile" → the filter; the value may itself hold colons (a referrer's address). Null when malformed. */
export function parseFilter(text: string): AnalyticsFilter | null {
  const first = text.indexOf(":");
  const second = text.indexOf(":", first + 1);
  if (first < 0 || second < 0) return null;
  const dimension = text.slice(0, first);
  const op = text.slice(first + 1, second);
  const value = text.slice(second + 1);
  if (!isDimension(dimension) || (op !== "is" && op !== "isNot") || value.length > VALUE_MAX) return null;
  return { dimension, negated: op === "isNot", value };
}

export const filterText = (f: AnalyticsFilter): string => `${f.dimension}:${f.negated ? "isNot" : "is"}:${f.value}`;

/** The `f` query parameter: one filter or several, each "dimension:is|isNot:value". */
export const filtersSchema = z
  .preprocess(
    (v) => (v === undefined ? [] : Array.isArray(v) ? v : [v]),
    z
      .array(z.string().max(VALUE_MAX + 40, "must be at most 540 characters"))
      .max(FILTER_MAX, `must be at most ${FILTER_MAX} filters`),
  )
  .transform((list, ctx) => {
    const parsed: AnalyticsFilter[] = [];
    for (const text of list) {
      const filter = parseFilter(text);
      if (!filter) {
        ctx.addIssue({ code: "custom", message: "must look like dimension:is:value or dimension:isNot:value" });
        return z.NEVER;
      }
      parsed.push(filter);
    }
    return parsed;
  });

/** A saved segment: a named set of filters the whole team can apply. */
export interface AnalyticsSegment {
  id: string;
  name: string;
  /** As the address writes them. */
  filters: string[];
}

export const segmentInputSchema = z.object({
  name: z.string("must be text").trim().min(1, "must not be empty").max(60, "must be at most 60 characters"),
  filters: z
    .array(z.string("must be text"), "must be a list of filters")
    .min(1, "must hold at least one filter")
    .max(FILTER_MAX, `must be at most ${FILTER_MAX} filters`)
    .refine((list) => list.every((text) => parseFilter(text) !== null), "must each look like dimension:is:value"),
});
