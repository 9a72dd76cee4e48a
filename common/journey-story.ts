/**
 * The visitor's journey told as a story: sessions, each with where the visitor came from, read
 * as steps ("Read Predictive Maintenance (40 s)", "Clicked “Next” ×6", "Sent the contact form").
 * Pure: the caller passes the raw events and the readable names (page titles from content/).
 */

export interface StoryEvent {
  id: string;
  sessionId: string;
  eventType: string;
  page: string;
  element: string | null;
  duration: number | null;
  scrollDepth: number | null;
  exitPage: string | null;
  details: string | null;
  occurredAt: string;
}

interface StoryFunnelRecord {
  sessionId: string;
  funnelType: string;
  stage: string;
  conversionValue: number | null;
  dropoffReason: string | null;
  occurredAt: string;
}

/** Where a visitor first came from (the client record's first touch). */
export interface StoryOrigin {
  utmSource: string | null;
  utmMedium: string | null;
  utmCampaign: string | null;
  referrer: string | null;
  affiliateCode: string | null;
}

export interface StoryContext {
  /** A page's readable name ("Predictive Maintenance"), or the path when unknown. */
  pageName(path: string): string;
  /** A voice-demo scenario's title, when known. */
  scenarioName?(id: string): string | undefined;
  /** Whether the site has no page at the path (the visitor saw the "page not found" page). */
  isMissingPage?(path: string): boolean;
  /** The client record's first touch: told for the first session. */
  firstTouch?: StoryOrigin | null;
  /** A finished readiness assessment scored from its answers (their share code); undefined when it is not one. */
  readinessResult?(answersCode: string): string | undefined;
  /** What a visitor entered in a calculator ("roi-calculator") and the estimate it gives; undefined when invalid. */
  calculatorResult?(tool: string, inputs: unknown): string | undefined;
  /** Whether the server gave this voice-demo answer (its proof holds): only those are told. */
  voiceAnswerGiven?(scenario: string, answer: string, proof: string): boolean;
  /** Saved Opportunity Finder results of this visitor: when, and the top match's title. */
  opportunityResults?: { at: string; topMatch: string }[];
}

export type StepIcon =
  | "page"
  | "click"
  | "form"
  | "send"
  | "demo"
  | "calculator"
  | "quiz"
  | "consultation"
  | "leave"
  | "event";

interface JourneyStep {
  icon: StepIcon;
  text: string;
  at: string;
  /** Seconds spent (reading time), summed over collapsed repeats; null when unknown. */
  durationSeconds: number | null;
  /** How many times in a row it happened ("×6"). */
  count: number;
  /** The raw records behind the step, for the "details" toggle. */
  raw: unknown[];
}

export interface JourneySession {
  sessionId: string;
  startedAt: string;
  endedAt: string;
  /** "From linkedin (social, spring)", "Direct visit" … */
  origin: string;
  steps: JourneyStep[];
}

/** Forms by the name the tracker records (the form's aria-label, or the id a submission gives), lower case. */
const FORM_NAMES: Record<string, string> = {
  contact: "the contact form",
  "contact form": "the contact form",
  "ai-opportunity-finder": "the Opportunity Finder",
  "opportunity finder questions": "the Opportunity Finder",
  "opportunity finder results by e-mail": "the Opportunity Finder's e-mail form",
  "sales-application": "the sales application",
  "sales application": "the sales application",
  "affiliate-register": "the affiliate registration",
  "affiliate application": "the affiliate registration",
  "partner sign-in": "the partner sign-in",
  "roi calculator inputs": "the ROI calculator",
  "cost calculator inputs": "the cost calculator",
  "filter the catalog": "the solutions catalog's filter",
  "typed message to the voice demo": "the voice demo's message box",
};

const FUNNEL_NAMES: Record<string, string> = {
  ai_opportunity_quiz: "the Opportunity Finder",
  ai_readiness_assessment: "the readiness assessment",
  cost_calculator: "the cost calculator",
  roi_calculator: "the ROI calculator",
  contact_form: "the contact form",
  sales_application: "the sales application",
  affiliate_registration: "the affiliate registration",
  voice_demo: "the voice demo",
};

const TOOL_NAMES: Record<string, string> = {
  "roi-calculator": "the ROI calculator",
  "cost-calculator": "the cost calculator",
  "enterprise-dashboard": "the enterprise dashboard demo",
  "readiness-assessment": "the readiness assessment",
};

/** "40 s", "2 min 5 s", "1 h 3 min" */
export function formatDuration(seconds: number): string {
  const s = Math.max(0, Math.round(seconds));
  if (s < 60) return `${s} s`;
  if (s < 3600) return s % 60 ? `${Math.floor(s / 60)} min ${s % 60} s` : `${s / 60} min`;
  const minutes = Math.floor((s % 3600) / 60);
  return minutes ? `${Math.floor(s / 3600)} h ${minutes} min` : `${s / 3600} h`;
}

function parseDetails(details: string | null): Record<string, unknown> {
  if (!details) return {};
  try {
    const value: unknown = JSON.parse(details);
    return value && typeof value === "object" && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

const text = (value: unknown): string | null => (typeof value === "string" && value.trim() ? value.trim() : null);

/** A quoted text cut at a word near `max` characters, with "…". */
function clip(value: string, max = 200): string {
  const flat = value.replace(/\s+/g, " ");
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max);
  return `${cut.slice(0, cut.lastIndexOf(" ") > max / 2 ? cut.lastIndexOf(" ") : max)}…`;
}

/** An answer's first sentence: up to its first full stop, question or exclamation mark. */
function firstSentence(answer: string): string {
  const match = /^.*?[.!?](?=\s|$)/s.exec(answer.trim());
  return match ? match[0] : answer.trim();
}

function formName(name: string | null): string {
  if (!name) return "a form";
  return FORM_NAMES[name] ?? FORM_NAMES[name.toLowerCase()] ?? `the “${name}” form`;
}

export function funnelName(type: string): string {
  return FUNNEL_NAMES[type] ?? `the ${type.replace(/_/g, " ")} flow`;
}

function hostOf(url: string): string {
  try {
    return new URL(url).host.replace(/^www\./, "");
  } catch {
    return url;
  }
}

/** "From linkedin (social, spring)", "From google.com", "Through affiliate PARTNER7", "Direct visit". */
export function describeOrigin(origin: StoryOrigin | null | undefined): string {
  if (!origin) return "Direct visit or unknown source";
  const parts: string[] = [];
  if (origin.utmSource) {
    const extra = [origin.utmMedium, origin.utmCampaign].filter(Boolean).join(", ");
    parts.push(`From ${origin.utmSource}${extra ? ` (${extra})` : ""}`);
  } else if (origin.referrer) parts.push(`From ${hostOf(origin.referrer)}`);
  if (origin.affiliateCode)
    parts.push(
      parts.length ? `through affiliate ${origin.affiliateCode}` : `Through affiliate ${origin.affiliateCode}`,
    );
  return parts.length ? parts.join(", ") : "Direct visit or unknown source";
}

interface Draft {
  icon: StepIcon;
  text: string;
  at: string;
  durationSeconds: number | null;
  raw: unknown[];
}

/** The exit event of a page, looked for up to the next page view. */
function exitOf(page: string, rest: readonly StoryEvent[]): StoryEvent | undefined {
  for (const e of rest) {
    if (e.eventType === "page_view") return undefined;
    if (e.eventType === "page_exit" && (e.exitPage ?? e.page) === page) return e;
  }
  return undefined;
}

function eventStep(event: StoryEvent, rest: readonly StoryEvent[], ctx: StoryContext): Draft | null {
  const next = rest.find((e) => e.eventType !== "page_exit");
  const d = parseDetails(event.details);
  const base = { at: event.occurredAt, durationSeconds: null, raw: [event] };
  switch (event.eventType) {
    case "page_view": {
      if (ctx.isMissingPage?.(event.page)) return { ...base, icon: "page", text: `Hit a missing page: ${event.page}` };
      const name = ctx.pageName(event.page);
      // Reading time: the page's exit event before the next page view.
      const exit = exitOf(event.page, rest);
      if (exit?.duration != null)
        return { ...base, icon: "page", text: `Read ${name}`, durationSeconds: exit.duration, raw: [event, exit] };
      return { ...base, icon: "page", text: `Opened ${name}` };
    }
    case "page_exit":
      return null; // told with its page view
    case "button_click": {
      const label = text(d.text) ?? event.element;
      if (d.consultation === true)
        return {
          ...base,
          icon: "consultation",
          text: `Clicked “${label ?? "Book a consultation"}” to book a consultation`,
        };
      // A link to another page of the site is told by that page's view.
      const href = text(d.href);
      if (href?.startsWith("/") && next?.eventType === "page_view" && next.page === href.split(/[?#]/)[0]) return null;
      return { ...base, icon: "click", text: label ? `Clicked “${label}”` : "Clicked a button" };
    }
    case "form_start":
      return { ...base, icon: "form", text: `Started filling in ${formName(text(d.form) ?? event.element)}` };
    case "form_submit": {
      const form = text(d.form) ?? event.element;
      if (form === "ai-opportunity-finder")
        return { ...base, icon: "send", text: "Saved the Opportunity Finder result with an e-mail address" };
      return { ...base, icon: "send", text: `Sent ${formName(form)}` };
    }
    case "demo_usage": {
      const tool = text(d.tool);
      if (tool === "readiness-assessment") {
        // Scored from the answers where the caller can; the browser's own score is the fallback.
        const code = text(d.answers);
        const scored = code ? ctx.readinessResult?.(code) : undefined;
        const score = scored ?? (typeof d.score === "number" ? `${Math.round(d.score)}/100` : null);
        return { ...base, icon: "quiz", text: `Finished the readiness assessment${score ? `: score ${score}` : ""}` };
      }
      if (tool && d.action === "consultation") {
        const estimate = ctx.calculatorResult?.(tool, d.inputs);
        const name = TOOL_NAMES[tool] ?? `the ${tool.replace(/-/g, " ")}`;
        return {
          ...base,
          icon: "consultation",
          text: `Asked for a consultation from ${name}${estimate ? `: ${estimate}` : ""}`,
        };
      }
      if (tool)
        return { ...base, icon: "calculator", text: `Used ${TOOL_NAMES[tool] ?? `the ${tool.replace(/-/g, " ")}`}` };
      const scenarioId = text(d.scenario);
      const scenario = scenarioId ? (ctx.scenarioName?.(scenarioId) ?? scenarioId) : null;
      if (d.action === "start")
        return { ...base, icon: "demo", text: `Started the voice demo${scenario ? `: ${scenario}` : ""}` };
      if (d.action === "turn") {
        const question = text(d.question);
        return {
          ...base,
          icon: "demo",
          text: question ? `Asked the voice demo: “${clip(question)}”` : "Talked to the voice demo",
        };
      }
      if (d.action === "answer") {
        const answer = text(d.answer);
        const proof = text(d.proof);
        if (!answer || !proof || !scenarioId || !ctx.voiceAnswerGiven?.(scenarioId, answer, proof)) return null;
        return { ...base, icon: "demo", text: `The voice demo answered: “${clip(firstSentence(answer))}”` };
      }
      return { ...base, icon: "demo", text: `Used a demo${event.element ? ` (${event.element})` : ""}` };
    }
    default:
      return {
        ...base,
        icon: "event",
        text: `${event.eventType.replace(/_/g, " ")}${event.element ? `: ${event.element}` : ""}`,
      };
  }
}

function funnelStep(record: StoryFunnelRecord, ctx: StoryContext): Draft | null {
  const base = { at: record.occurredAt, durationSeconds: null, raw: [record] };
  if (record.stage === "abandoned") {
    return {
      ...base,
      icon: "leave",
      text: `Left ${funnelName(record.funnelType)} unfinished${record.dropoffReason ? ` (${record.dropoffReason})` : ""}`,
    };
  }
  // Other flows' completions are told by their own events (form sent, calculator used).
  if (record.stage !== "purchase" || record.funnelType !== "ai_opportunity_quiz") return null;
  const at = Date.parse(record.occurredAt);
  const saved = (ctx.opportunityResults ?? [])
    .map((r) => ({ ...r, gap: Date.parse(r.at) - at }))
    .filter((r) => r.gap >= -5_000 && r.gap <= 6 * 3_600_000)
    .sort((a, b) => a.gap - b.gap)[0];
  return {
    ...base,
    icon: "quiz",
    text: `Finished the Opportunity Finder${saved ? `: top match ${saved.topMatch}` : ""}`,
  };
}

/** Repeats in a row become one step with a count ("Clicked “Next” ×6"). */
function collapse(drafts: Draft[]): JourneyStep[] {
  const steps: JourneyStep[] = [];
  for (const d of drafts) {
    const last = steps.at(-1);
    if (last && last.text === d.text && last.icon === d.icon) {
      last.count++;
      last.raw.push(...d.raw);
      if (d.durationSeconds != null) last.durationSeconds = (last.durationSeconds ?? 0) + d.durationSeconds;
      continue;
    }
    steps.push({ ...d, count: 1, raw: [...d.raw] });
  }
  return steps;
}

/** "Read Pricing (40 s)", "Clicked “Next” ×6" */
export function stepLabel(step: Pick<JourneyStep, "text" | "durationSeconds" | "count">): string {
  const time = step.durationSeconds != null ? ` (${formatDuration(step.durationSeconds)})` : "";
  return `${step.text}${time}${step.count > 1 ? ` ×${step.count}` : ""}`;
}

/** Sessions oldest first, each with its steps in the order they happened. */
export function buildJourneyStory(
  events: readonly StoryEvent[],
  funnel: readonly StoryFunnelRecord[],
  ctx: StoryContext,
): JourneySession[] {
  const bySession = new Map<string, { events: StoryEvent[]; funnel: StoryFunnelRecord[] }>();
  const group = (id: string) => {
    let g = bySession.get(id);
    if (!g) {
      g = { events: [], funnel: [] };
      bySession.set(id, g);
    }
    return g;
  };
  for (const e of events) group(e.sessionId).events.push(e);
  for (const f of funnel) group(f.sessionId).funnel.push(f);

  const byTime = (a: { occurredAt: string }, b: { occurredAt: string }) =>
    Date.parse(a.occurredAt) - Date.parse(b.occurredAt);
  const sessions = [...bySession.entries()].map(([sessionId, g]) => {
    const list = [...g.events].sort(byTime);
    const drafts: Draft[] = [];
    list.forEach((event, i) => {
      const step = eventStep(event, list.slice(i + 1), ctx);
      if (step) drafts.push(step);
    });
    for (const record of g.funnel) {
      const step = funnelStep(record, ctx);
      if (step) drafts.push(step);
    }
    drafts.sort((a, b) => Date.parse(a.at) - Date.parse(b.at));
    const times = [...list.map((e) => e.occurredAt), ...g.funnel.map((f) => f.occurredAt)].sort(
      (a, b) => Date.parse(a) - Date.parse(b),
    );
    return {
      sessionId,
      startedAt: times[0],
      endedAt: times.at(-1) ?? times[0],
      steps: collapse(drafts),
      entry: list.find((e) => e.eventType === "page_view")?.page,
    };
  });
  sessions.sort((a, b) => Date.parse(a.startedAt) - Date.parse(b.startedAt));
  return sessions.map(({ entry, ...s }, i) => {
    const from = i === 0 ? describeOrigin(ctx.firstTouch) : "Came back";
    return { ...s, origin: entry ? `${from}, landing on ${ctx.pageName(entry)}` : from };
  });
}
