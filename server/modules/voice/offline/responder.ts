import { CATALOG_CLAIM, CONSULTATION_MINUTES, IMPLEMENTATION_WEEKS, STARTING_PRICE_PER_MONTH } from "../../../../common/constants";
import type { ConversationTurn, VoiceScenarioId } from "../../../../common/voice";
import { prebuiltSolutions, type SolutionCard } from "../../../../content/prebuilt-solutions";
import { industries, solutionsInIndustry } from "../../../../content/solutions";
import { site } from "../../../../content/site";

/**
 * The offline "AI": answers from the site's own content (prices, solutions, implementation
 * time, security, booking) and stays in the scenario's role. Deterministic, instant, and
 * it never states a figure the content does not hold.
 */

type Intent =
  | "greeting"
  | "thanks"
  | "goodbye"
  | "yes"
  | "no"
  | "reschedule"
  | "booking"
  | "human"
  | "hours"
  | "contact"
  | "price"
  | "billing"
  | "implementation"
  | "security"
  | "dashboard"
  | "results"
  | "support"
  | "staff"
  | "solutions"
  | "identity";

const weeks = `${IMPLEMENTATION_WEEKS.min} to ${IMPLEMENTATION_WEEKS.max} weeks`;
const price = `$${STARTING_PRICE_PER_MONTH} a month`;
const phone = site.phone;

/** Keyword patterns in priority order: the first that matches wins. */
const INTENTS: readonly [Intent, RegExp][] = [
  ["reschedule", /\b(reschedul\w*|re-schedul\w*|move (my|the|our) (appointment|consultation|meeting|call)|change (my|the) (appointment|time|date)|cancel (my|the|our) (appointment|consultation|meeting|call))\b/],
  ["billing", /\b(bill\w*|invoice\w*|charged?|payments?|pay|refund\w*|cancel (my|the|our) (subscription|plan)|change (my|the|our) plan|upgrade|downgrade)\b/],
  ["price", /\b(cost\w*|price\w*|pricing|how much|expensive|cheap|budget|afford\w*|fee|fees|per month|monthly|dollars?)\b/],
  ["implementation", /\b(implement\w*|how long|timeline|set ?up|onboard\w*|pilot|get started|when can (we|i) start|launch|weeks?|deploy\w*)\b/],
  ["security", /\b(secur\w*|safe|privacy|private|gdpr|hipaa|encrypt\w*|protect\w*|access control\w*|complian\w*|data)\b/],
  ["dashboard", /\b(dashboards?|one place|portal|log ?in|see (all|my|our))\b/],
  ["booking", /\b(book\w*|schedul\w*|appointments?|consultations?|meetings?|demo call|sign up|talk to sales)\b/],
  ["human", /\b(person|human|someone|somebody|representative|agent|call (me )?back|speak to|talk to)\b/],
  ["hours", /\b(hours?|open|opening|closed?|weekends?|available|availability|when are you)\b/],
  ["contact", /\b(contact|email|e-mail|phone|number|reach|address|located|location|where are you)\b/],
  ["results", /\b(results?|win rate|conversion|roi|return on investment|save|saving|savings|proof|case stud\w*|clients? get)\b/],
  ["staff", /\b(technical staff|technical skills?|tech skills?|it team|it department|developers?|engineers?|do we need (to|any)|maintain\w*|maintenance)\b/],
  ["support", /\b(support|help ?desk|not working|broken|problem|issue|bug|train\w*|help me|i need help)\b/],
  ["solutions", /\b(solutions?|offer\w*|services?|products?|what (do|can) you (do|build)|build|hardware|software|hybrid|catalog\w*|ideas?|assistant|automation|ai)\b/],
  ["identity", /\b(who are you|what are you|are you (a )?(real|robot|bot|human|ai))\b/],
  ["thanks", /\b(thanks?|thank you|cheers|appreciate\w*|great|perfect|helpful)\b/],
  ["goodbye", /\b(bye|goodbye|see you|that'?s all|nothing else)\b/],
  ["greeting", /\b(hello|hi|hey|good (morning|afternoon|evening))\b/],
  ["yes", /^(yes|yeah|yep|sure|ok(ay)?|please|absolutely|of course|sounds good|let'?s do it|go ahead)\b/],
  ["no", /^(no|nope|not now|not really|maybe later|no thanks?)\b/],
];

/** Words that point at one of the six pre-built solutions. */
const SOLUTION_WORDS: Record<SolutionCard["slug"], RegExp> = {
  voice: /\b(voice|phones?|calls?|calling|receptionist|answering|missed calls?)\b/,
  security: /\b(cameras?|cctv|surveillance|security monitoring|alarms?|intru\w*|theft)\b/,
  legal: /\b(legal|contracts?|law|lawyers?|attorneys?|clauses?|agreements?)\b/,
  marketing: /\b(marketing|campaigns?|leads?|email marketing|social media|ads|advertising)\b/,
  seo: /\b(seo|search engines?|google|rankings?|organic|website traffic)\b/,
  "business-intelligence": /\b(business intelligence|reports?|reporting|analytics|kpis?|forecast\w*|spreadsheets?|insights?)\b/,
};

/** Everyday words for the catalog's industries (only those the catalog has are used). */
const INDUSTRY_WORDS: Record<string, RegExp> = {
  manufacturing: /\b(manufactur\w*|factory|factories|plant|production line|machin\w*)\b/,
  finance: /\b(bank\w*|financ\w*|lend\w*|loans?|accounting|accountants?|wealth|fintech)\b/,
  retail: /\b(retail|shops?|stores?|e-?commerce|online shop|boutique)\b/,
  healthcare: /\b(health\w*|clinics?|dental|dentists?|doctors?|medical|hospitals?|patients?|pharmac\w*|therap\w*)\b/,
  legal: /\b(law firm|lawyers?|attorneys?|legal practice|paralegals?)\b/,
  "real-estate": /\b(real estate|realtors?|property|properties|brokerage|landlords?|rentals?)\b/,
  hospitality: /\b(restaurants?|hotels?|caf[eé]s?|bars?|hospitality|catering)\b/,
  logistics: /\b(logistics|shipping|freight|warehous\w*|trucking|deliver\w*|fleet)\b/,
  construction: /\b(construction|contractors?|builders?|building sites?)\b/,
  education: /\b(schools?|universit\w*|colleges?|education|tutor\w*|training provider)\b/,
  "professional-services": /\b(agenc\w*|consult(ing|ancy|ants?)|professional services|firm)\b/,
  "home-services": /\b(plumb\w*|hvac|electricians?|cleaning|landscap\w*|roofing|home services)\b/,
  agriculture: /\b(farm\w*|agricultur\w*|crops?|livestock|greenhouses?)\b/,
  "energy-utilities": /\b(energy|utilit\w*|solar|power|water (company|utility))\b/,
  government: /\b(government|public sector|municipal\w*|city council|agency contracts?)\b/,
  insurance: /\b(insurance|insurers?|claims?|underwrit\w*|brokers?)\b/,
};

function normalise(text: string): string {
  return text
    .toLowerCase()
    .replace(/[’]/g, "'")
    .replace(/[^a-z0-9$%' -]+/g, " ")
    .replace(/\s+/g, " ")
    .trim();
}

export function detectIntent(message: string): Intent | null {
  const text = normalise(message);
  for (const [intent, pattern] of INTENTS) if (pattern.test(text)) return intent;
  return null;
}

function findSolution(text: string): SolutionCard | undefined {
  return prebuiltSolutions.find((s) => SOLUTION_WORDS[s.slug].test(text));
}

function findIndustry(text: string) {
  return industries.find((i) => (INDUSTRY_WORDS[i.slug] ?? new RegExp(`\\b${i.name.toLowerCase()}\\b`)).test(text));
}

const lowerFirst = (s: string) => s.charAt(0).toLowerCase() + s.slice(1);
const withoutStop = (s: string) => s.replace(/[.!?]+$/, "");

/** The closing line each role adds, so every answer moves the call forward in its own way. */
const NEXT_STEP: Record<VoiceScenarioId, string> = {
  "virtual-receptionist": `Would you like me to book your free ${CONSULTATION_MINUTES}-minute consultation?`,
  "sales-assistant": `The best next step is a free ${CONSULTATION_MINUTES}-minute consultation where we map this to your business. Shall I set one up?`,
  "customer-support": "Is there anything else I can help you with?",
};

function solutionAnswer(solution: SolutionCard): string {
  return `Our ${solution.title} solves ${lowerFirst(withoutStop(solution.problemSolved))}. ${solution.description} Clients typically see payback in ${solution.roi.paybackPeriod}.`;
}

function industryAnswer(industry: (typeof industries)[number]): string {
  const ideas = solutionsInIndustry(industry.slug);
  const examples = ideas.slice(0, 2).map((idea) => idea.title);
  const list = examples.length === 2 ? `${examples[0]} and ${examples[1]}` : examples[0];
  return ideas.length
    ? `For ${industry.name.toLowerCase()} our catalog has ${ideas.length} solution ideas, for example ${list}.`
    : `We build custom solutions for ${industry.name.toLowerCase()} too.`;
}

function lastAiTurn(conversation: readonly ConversationTurn[]): string {
  for (let i = conversation.length - 1; i >= 0; i--) if (conversation[i].speaker === "ai") return conversation[i].text;
  return "";
}

const BOOKING = `Booking takes a minute: choose a time on our scheduling page with the Free Consultation button on this site, and you get a confirmation by e-mail. The consultation is free, takes ${CONSULTATION_MINUTES} minutes, and there is no commitment.`;

function answerFor(intent: Intent, scenario: VoiceScenarioId, text: string, conversation: readonly ConversationTurn[]): string {
  const next = NEXT_STEP[scenario];
  switch (intent) {
    case "greeting":
      return scenario === "sales-assistant"
        ? "Hello! What does your business do, and what takes up most of your team's time?"
        : scenario === "customer-support"
          ? "Hello! Ask me about implementation, security, your dashboard or billing."
          : "Hello! I can book or reschedule your free consultation, or tell you how to reach our team.";
    case "identity":
      return `I'm a demo of the voice assistants ${site.name} builds, running here as the ${scenarioRole(scenario)}. A real one is trained on your own business, services and calendar.`;
    case "thanks":
      return `You're welcome. ${next}`;
    case "goodbye":
      return `Thank you for calling ${site.name}. Have a great day!`;
    case "yes": {
      const previous = normalise(lastAiTurn(conversation));
      if (/consultation|set one up|book/.test(previous)) return BOOKING;
      return `Great. ${next}`;
    }
    case "no":
      return scenario === "customer-support"
        ? "No problem. If anything comes up, we're here to help."
        : `No problem. You can reach us any time at ${site.email} or ${phone}.`;
    case "reschedule":
      return `To reschedule or cancel, use the link in your booking confirmation e-mail and pick a new time, or call us on ${phone}. Your free consultation stays ${CONSULTATION_MINUTES} minutes with no commitment.`;
    case "booking":
      return BOOKING;
    case "human":
      return `Of course. You can reach our team at ${site.email} or ${phone}, or book a free ${CONSULTATION_MINUTES}-minute consultation and speak with a specialist directly.`;
    case "hours":
      return `I answer around the clock, and you can book a consultation at any time on our scheduling page. To reach the team directly, write to ${site.email} or call ${phone}.`;
    case "contact":
      return `You can e-mail us at ${site.email} or call ${phone}. ${next}`;
    case "price": {
      const solution = findSolution(normalise(text));
      const extra = solution ? ` For our ${solution.title}, clients typically see payback in ${solution.roi.paybackPeriod}.` : "";
      return `Subscriptions start at ${price}, covering the build, hosting, updates and support in one monthly fee.${extra} ${next}`;
    }
    case "billing":
      return `You're billed monthly for your subscription, starting at ${price}, with the exact price agreed in writing before work begins. For invoices or plan changes, write to ${site.email} and we'll sort it out.`;
    case "implementation":
      return `Most projects take ${weeks}, and every one begins with a pilot on one real workflow before the full roll-out. ${next}`;
    case "security":
      return `Your data is protected with encryption and access controls, and our solutions are built for GDPR and HIPAA compliance. ${next}`;
    case "dashboard":
      return `Every solution reports into one unified dashboard, where you see results, alerts and activity in one place. Your team gets training on it at launch. ${next}`;
    case "results":
      return `Our clients report a 31% conversion boost, an 86% win rate and more than 30 hours saved every month. ${next}`;
    case "support":
      return scenario === "customer-support"
        ? `I'm sorry to hear that. Please write to ${site.email} or call ${phone} with a short description, and our team will pick it up straight away.`
        : `Support is included in every subscription: our team monitors, updates and fixes your solution for as long as you subscribe. ${next}`;
    case "staff":
      return `No technical staff needed: we design, build, host and maintain the solution, and your team works with it through one unified dashboard, with training at launch. ${next}`;
    case "solutions":
      return `We build custom hardware, software and hybrid AI solutions, plus six ready-made ones: ${prebuiltSolutions.map((s) => s.title).join(", ")}. Our catalog holds ${CATALOG_CLAIM.ideas}+ ideas in ${CATALOG_CLAIM.industries}+ industries. ${next}`;
  }
}

function scenarioRole(scenario: VoiceScenarioId): string {
  return scenario === "virtual-receptionist" ? "virtual receptionist" : scenario === "sales-assistant" ? "sales assistant" : "customer support agent";
}

/** What the scenario says when it did not catch the topic: stay in role and steer back. */
function fallback(scenario: VoiceScenarioId): string {
  switch (scenario) {
    case "virtual-receptionist":
      return `I can book or reschedule your free consultation, or give you our contact details: ${site.email} or ${phone}. Which would you like?`;
    case "sales-assistant":
      return `Tell me what your business does and where your team loses the most time, and I'll point you to the right solution. Subscriptions start at ${price}.`;
    case "customer-support":
      return "I can help with implementation, security, your unified dashboard or billing. Which one is your question about?";
  }
}

/** The offline reply to one visitor turn. */
export function respond(input: { message: string; scenario: VoiceScenarioId; conversation?: readonly ConversationTurn[] }): string {
  const text = normalise(input.message);
  const conversation = input.conversation ?? [];
  const intent = detectIntent(text);
  const solution = findSolution(text);
  const industry = findIndustry(text);

  // A visitor describing their business or naming a solution gets a tailored answer first.
  if (industry && (intent === null || intent === "solutions" || intent === "greeting")) {
    const match = solution ? ` ${solutionAnswer(solution)}` : "";
    return `${industryAnswer(industry)}${match} ${NEXT_STEP[input.scenario]}`;
  }
  if (solution && (intent === null || intent === "solutions")) {
    return `${solutionAnswer(solution)} ${NEXT_STEP[input.scenario]}`;
  }
  if (intent) return answerFor(intent, input.scenario, text, conversation);
  return fallback(input.scenario);
}
