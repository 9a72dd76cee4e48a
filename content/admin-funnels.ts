/**
 * How the admin console names the site's funnels, their stages and their conversion values.
 * The browser records ids (question_3_timeSinks); an admin reads "Question 3: Where time is lost".
 */
import { opportunityQuestions, QUIZ_FUNNEL } from "./tools/opportunity";
import { readinessDimensions } from "./tools/readiness";

export interface FunnelValueMeaning {
  /** What the average value per completion is, e.g. "Average fit of the top match". */
  label: string;
  unit: "usd" | "score" | "count";
}

interface FunnelNames {
  name: string;
  /** Stage ids the flow reports, with their names; stages not listed are named from their id. */
  stages: Record<string, string>;
  /** What a completion's value means; none when the flow reports no value. */
  value?: FunnelValueMeaning;
}

const formStages = { form_started: "Started the form", invalid_fields: "Hit a field error" };

const opportunityStages = Object.fromEntries(
  opportunityQuestions.map((q, i) => [`question_${i + 1}_${q.id}`, `Question ${i + 1}: ${q.short}`]),
);

const readinessStages = Object.fromEntries(
  Object.entries(readinessDimensions).map(([id, d], i) => [`dimension_${i + 1}_${id}`, `Section ${i + 1}: ${d.name}`]),
);

export const funnelNames: Record<string, FunnelNames> = {
  [QUIZ_FUNNEL]: {
    name: "AI Opportunity Finder quiz",
    stages: { ...opportunityStages, purchase: "Saw their matches" },
    value: { label: "Average fit of the top match", unit: "score" },
  },
  ai_readiness_assessment: {
    name: "AI readiness assessment",
    stages: { ...readinessStages, purchase: "Saw their score" },
    value: { label: "Average readiness score", unit: "score" },
  },
  cost_calculator: {
    name: "AI cost calculator",
    stages: { inputs_changed: "Changed an input", purchase: "Asked for a consultation" },
    value: { label: "Average monthly cost estimate when asking", unit: "usd" },
  },
  roi_calculator: {
    name: "ROI calculator",
    stages: { inputs_changed: "Changed an input", purchase: "Asked for a consultation" },
    value: { label: "Average monthly net benefit when asking", unit: "usd" },
  },
  contact_form: {
    name: "Contact form",
    stages: { ...formStages, send_failed: "Sending failed", purchase: "Sent the message" },
  },
  affiliate_registration: {
    name: "Affiliate registration",
    stages: { ...formStages, refused_by_server: "Refused by the server", purchase: "Applied" },
  },
  sales_application: {
    name: "Sales job application",
    stages: { ...formStages, resume_attached: "Attached a résumé", purchase: "Applied" },
  },
  voice_demo: {
    name: "Voice demo",
    stages: { call_started: "Started a call", question_asked: "Asked a question", purchase: "Finished the demo" },
    value: { label: "Average turns per finished demo", unit: "count" },
  },
};

/** Stages every funnel shares. */
const commonStages: Record<string, string> = { awareness: "Saw it", purchase: "Completed", abandoned: "Left" };

/** "booking_form" → "Booking form": a readable name for an id nobody named. */
export function humanizeId(id: string): string {
  const words = id
    .replace(/[_-]+/g, " ")
    .replace(/([a-z])([A-Z])/g, "$1 $2")
    .trim()
    .toLowerCase();
  return words ? words[0].toUpperCase() + words.slice(1) : id;
}

export const funnelName = (funnelType: string): string => funnelNames[funnelType]?.name ?? humanizeId(funnelType);

export const stageName = (funnelType: string, stage: string): string =>
  funnelNames[funnelType]?.stages[stage] ?? commonStages[stage] ?? humanizeId(stage);
