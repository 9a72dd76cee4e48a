/**
 * Lead scoring: points per fact (contact details +25, each form +15, a consultation request +50,
 * each new page +2) and the quality bands (Cold below 30, Warm 30-59, Hot 60-99, Super Hot 100+).
 * One pure function, used by the browser for the cookie and by the server, which
 * recomputes the score from the facts it holds and never trusts the browser's figure.
 */
export const LEAD_SCORE_POINTS = {
  contactDetails: 25,
  formSubmission: 15,
  consultationRequest: 50,
  newPageViewed: 2,
} as const;

export const LEAD_THRESHOLDS = { warm: 30, hot: 60, superHot: 100 } as const;

export type LeadQuality = "Cold" | "Warm" | "Hot" | "Super Hot";
export const LEAD_QUALITIES: readonly LeadQuality[] = ["Cold", "Warm", "Hot", "Super Hot"];

export interface LeadFacts {
  /** True once any of email, name, phone or company is known (+25, once). */
  hasContactDetails: boolean;
  /** Number of form submissions (+15 each). */
  formSubmissions: number;
  /** Number of consultation requests (+50 each). */
  consultationRequests: number;
  /** Number of distinct pages viewed (+2 each). */
  distinctPagesViewed: number;
}

const count = (n: number) => (Number.isFinite(n) && n > 0 ? Math.floor(n) : 0);

export function leadScore(facts: LeadFacts): number {
  return (
    (facts.hasContactDetails ? LEAD_SCORE_POINTS.contactDetails : 0) +
    count(facts.formSubmissions) * LEAD_SCORE_POINTS.formSubmission +
    count(facts.consultationRequests) * LEAD_SCORE_POINTS.consultationRequest +
    count(facts.distinctPagesViewed) * LEAD_SCORE_POINTS.newPageViewed
  );
}

/** Cold < 30, Warm 30-59, Hot 60-99, Super Hot ≥ 100; no record (or no score) means Cold. */
export function leadQuality(score: number | null | undefined): LeadQuality {
  if (score == null || !Number.isFinite(score)) return "Cold";
  if (score >= LEAD_THRESHOLDS.superHot) return "Super Hot";
  if (score >= LEAD_THRESHOLDS.hot) return "Hot";
  if (score >= LEAD_THRESHOLDS.warm) return "Warm";
  return "Cold";
}

/** Each quality's score range, in words: "Cold below 30, Warm 30-59, Hot 60-99, Super Hot 100 or more". */
export const LEAD_QUALITY_RANGES: readonly { quality: LeadQuality; range: string }[] = [
  { quality: "Cold", range: `below ${LEAD_THRESHOLDS.warm}` },
  { quality: "Warm", range: `${LEAD_THRESHOLDS.warm}-${LEAD_THRESHOLDS.hot - 1}` },
  { quality: "Hot", range: `${LEAD_THRESHOLDS.hot}-${LEAD_THRESHOLDS.superHot - 1}` },
  { quality: "Super Hot", range: `${LEAD_THRESHOLDS.superHot} or more` },
];

/** The facts of a client record (browser cookie or server row). */
export function leadFactsOf(record: {
  pageViews: readonly string[];
  formSubmissions: readonly unknown[];
  consultationRequests: number;
  email?: string | null;
  name?: string | null;
  phone?: string | null;
  company?: string | null;
}): LeadFacts {
  return {
    hasContactDetails: Boolean(record.email || record.name || record.phone || record.company),
    formSubmissions: record.formSubmissions.length,
    consultationRequests: record.consultationRequests,
    distinctPagesViewed: new Set(record.pageViews).size,
  };
}
