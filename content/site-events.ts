/**
 * The events the site sends that an admin can make a goal or a funnel step of, each with the name
 * the console shows and where the tracker records it: a journey event (its type, and the form or
 * tool it names) or a stage of a tool's funnel. Each one is sent by the flow named beside it; an
 * event nothing sends would make a goal that never converts, so only these can be chosen.
 *
 * A booking confirmed on the scheduling page arrives by the provider's webhook, not from the
 * visitor's browser, so it belongs to no session: the click that opens the booking page is the
 * session's event.
 */
import type { GoalTarget } from "#common/analytics-goals";
import { QUIZ_FUNNEL } from "./tools/opportunity";

export type SiteEventMatch =
  /** A journey event of this type; `element` narrows to one form or tool; `consultation` to consultation links. */
  | { table: "journey"; eventType: string; element?: string; consultation?: true }
  /** A stage of a tool's funnel (purchase: the flow was completed). */
  | { table: "funnel"; funnelType: string; stage: string };

export interface SiteEvent {
  id: string;
  name: string;
  match: SiteEventMatch;
}

export const SITE_EVENTS: readonly SiteEvent[] = [
  // recordFormSubmission("contact") once the server accepted the message.
  {
    id: "contact_form_sent",
    name: "Sent the contact form",
    match: { table: "journey", eventType: "form_submit", element: "contact" },
  },
  // recordConsultationRequest: a click on any consultation link, which opens the booking page.
  {
    id: "consultation_requested",
    name: "Opened the booking page",
    match: { table: "journey", eventType: "button_click", consultation: true },
  },
  {
    id: "quiz_finished",
    name: "Finished the AI Opportunity Finder quiz",
    match: { table: "funnel", funnelType: QUIZ_FUNNEL, stage: "purchase" },
  },
  {
    id: "quiz_matches_emailed",
    name: "Asked for their quiz matches by e-mail",
    match: { table: "journey", eventType: "form_submit", element: "ai-opportunity-finder" },
  },
  {
    id: "readiness_finished",
    name: "Finished the AI readiness assessment",
    match: { table: "funnel", funnelType: "ai_readiness_assessment", stage: "purchase" },
  },
  {
    id: "cost_calculator_consultation",
    name: "Asked for a consultation from the cost calculator",
    match: { table: "funnel", funnelType: "cost_calculator", stage: "purchase" },
  },
  {
    id: "roi_calculator_consultation",
    name: "Asked for a consultation from the ROI calculator",
    match: { table: "funnel", funnelType: "roi_calculator", stage: "purchase" },
  },
  {
    id: "voice_demo_started",
    name: "Started the voice demo",
    match: { table: "journey", eventType: "demo_usage", element: "voice-demo-start" },
  },
  {
    id: "voice_demo_finished",
    name: "Finished the voice demo",
    match: { table: "funnel", funnelType: "voice_demo", stage: "purchase" },
  },
  { id: "faq_opened", name: "Opened a FAQ answer", match: { table: "journey", eventType: "faq_open" } },
  {
    id: "sales_application_sent",
    name: "Applied for a sales role",
    match: { table: "journey", eventType: "form_submit", element: "sales-application" },
  },
  {
    id: "affiliate_registered",
    name: "Registered as an affiliate",
    match: { table: "journey", eventType: "form_submit", element: "affiliate-register" },
  },
];

export const siteEvent = (id: string): SiteEvent | undefined => SITE_EVENTS.find((e) => e.id === id);

/**
 * What a new install offers when no goal is defined yet: the three things the site is for. Offered,
 * not created, so that a team that deleted them is not given them back.
 */
export const SUGGESTED_GOALS: readonly { name: string; kind: "page" | "event"; target: string }[] = [
  { name: "Sent the contact form", kind: "event", target: "contact_form_sent" },
  { name: "Opened the booking page", kind: "event", target: "consultation_requested" },
  { name: "Finished the quiz", kind: "event", target: "quiz_finished" },
  { name: "Read a solution", kind: "page", target: "/solution/*" },
];

/** What a goal or a funnel step is, in words: "Visited /pricing", "Visited a page starting /solution/", an event's name. */
export function targetLabel(t: GoalTarget): string {
  if (t.kind === "event") return siteEvent(t.target)?.name ?? t.target;
  return t.target.endsWith("*") ? `Visited a page starting ${t.target.slice(0, -1)}` : `Visited ${t.target}`;
}
