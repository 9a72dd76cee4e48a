import { CONSULTATION_MINUTES } from "#common/constants";
import type { ConversationTurn, VoiceScenarioId } from "#common/voice";
import { site } from "#content/site";
import { getVoiceScenario } from "#content/voice/scenarios";
import { buyerAnswer } from "./buyer";
import {
  contentWords,
  type KnowledgeDoc,
  type KnowledgeHit,
  type KnowledgeKind,
  knowledge,
  searchKnowledge,
  stem,
} from "./knowledge";
import { joinList, lastSentence, pick, splitSentences } from "./phrasing";
import {
  nextSlot,
  QUALIFY_QUESTIONS,
  type QualificationSlot,
  qualify,
  readRestatement,
  recommend,
  restate,
  slotAsked,
} from "./qualify";
import { askName, type CallbackRequest, continueMessage } from "./receptionist";

/**
 * The offline voice assistant: answers from the site's own content (retrieved with
 * MiniSearch) and runs each scenario as a small dialog whose state is read from the last six
 * turns. The same plan feeds a real model (VOICE_PROVIDER=openai): its facts and the step the
 * dialog is on go to the model with the scenario's own system prompt.
 */

interface ReplyRequest {
  message: string;
  scenario: VoiceScenarioId;
  conversation?: readonly ConversationTurn[];
}

export interface ReplyPlan {
  /** The offline answer: at most three sentences, grounded in `facts`. */
  text: string;
  /** The site's own sentences this answer rests on (what a model is allowed to use). */
  facts: string[];
  /** What the dialog does this turn, for a model: e.g. ask for a phone number. */
  step: string;
  /** A confirmed message or callback request, to be stored as a lead. */
  callback?: CallbackRequest;
}

/** Dialog acts: how a caller says yes, no, hello, thanks or goodbye, or asks for a person. */
const ACTS = {
  yes: /^(yes|yeah|yep|sure|ok(ay)?|please( do)?|absolutely|of course|sounds good|go ahead|that'?s (right|correct)|correct|right)\b/i,
  no: /^(no|nope|not (now|really|yet)|maybe later|no thanks?|wrong|that'?s wrong)\b/i,
  greeting: /^(hello|hi|hey|good (morning|afternoon|evening))\b[\s!.,]*(there)?[\s!.]*$/i,
  thanks: /^(thanks?|thank you|cheers|great|perfect|that'?s helpful)\b[^?]*$/i,
  goodbye: /\b(bye|goodbye|see you|that'?s all|nothing else)\b/i,
  message:
    /\b(call (me )?back|callback|take a message|leave a message|message for|speak (to|with) (someone|a person|a human|sales)|talk to (someone|a person|a human))\b/i,
  problem:
    /\b(broken|not working|doesn'?t work|isn'?t working|stopped working|error|bug|crash\w*|can'?t (log|sign) ?in|down|outage|complain\w*)\b/i,
  book: /\b(book|schedule|set up|arrange)\b.*\b(consultation|appointment|meeting|call|demo)\b/i,
  reschedule: /\b(reschedul\w*|move|change|cancel)\b.*\b(appointment|consultation|meeting|booking)\b/i,
  moreInfo: /^(tell me more|more (details|information)|go on|how does (it|that) work)\b/i,
};

/** A question that shows intent to buy: the moment to offer the consultation. */
const BUYING_SIGNAL =
  /\b(price|pricing|cost|costs|how much|buy|sign up|get started|start|book|booking|consultation|interested|proposal|quote|next step|when can (we|you))\b/i;

const CONSULTATION = `free ${CONSULTATION_MINUTES}-minute consultation`;
const OFFERS: Record<VoiceScenarioId, readonly string[]> = {
  "virtual-receptionist": [
    `Would you like me to take your details so the team can set up your ${CONSULTATION}?`,
    `Shall I arrange a callback to book your ${CONSULTATION}?`,
  ],
  "sales-assistant": [
    `The best next step is a ${CONSULTATION} where we map this to your business: shall I tell you how to book it?`,
    `Would a ${CONSULTATION} help, to see what this would look like for you?`,
    `If it sounds useful, a ${CONSULTATION} is the quickest way to a concrete plan: shall I explain how to book?`,
  ],
  "customer-support": [
    `If you'd like to go through it with a person, our ${CONSULTATION} is the place: shall I tell you how to book it?`,
    `Would you like to talk it through in a ${CONSULTATION}?`,
  ],
};
const FOLLOW_UPS: Record<VoiceScenarioId, readonly string[]> = {
  "virtual-receptionist": [
    "Would you like me to take a message so someone can call you back?",
    "Is there anything else, or shall I take a message for the team?",
  ],
  "sales-assistant": [
    "What else would you like to know?",
    "Is there a part of your business you'd like to look at next?",
    "Shall I go into more detail on any of that?",
  ],
  "customer-support": [
    "Is there anything else I can help you with?",
    "Does that answer your question?",
    "What else would you like to know?",
  ],
};
const LEAD_INS = ["", "", "Good question. ", "Sure. ", "Happy to help. ", "Certainly. "];
const BOOKING = `You can pick a time on our scheduling page with the Free Consultation button on this site, and you get a confirmation by e-mail. It's free, takes ${CONSULTATION_MINUTES} minutes and there's no commitment.`;

/** Which kinds of page each role answers from; the support agent sticks to its pages. */
const KINDS: Record<VoiceScenarioId, readonly KnowledgeKind[] | undefined> = {
  "virtual-receptionist": undefined,
  "sales-assistant": undefined,
  "customer-support": ["faq", "implementation", "security", "contact", "results", "solution"],
};

/** Below this, the best document is not really about the question. */
const MIN_COVERAGE = 0.5;
const MIN_SCORE = 4;

interface Context {
  scenario: VoiceScenarioId;
  message: string;
  conversation: readonly ConversationTurn[];
  lastAi: string;
  /** Answers the assistant gave in this call before this one (the greeting not counted). */
  answered: number;
}

/** The facts of a document that fit the question best (the document's first fact leads). */
function bestFacts(doc: KnowledgeDoc, question: string, count: number, skip: string): string[] {
  const words = new Set(contentWords(question).map(stem));
  const unsaid = doc.facts.filter((f) => !skip.includes(f));
  // Asked again about what was just said: say it again rather than nothing.
  const scored = (unsaid.length ? unsaid : doc.facts).map((fact, i) => ({
    fact,
    score: contentWords(fact).filter((w) => words.has(stem(w))).length + (i === 0 ? 1.5 : 0) - i * 0.1,
  }));
  return scored
    .sort((a, b) => b.score - a.score)
    .slice(0, count)
    .map((s) => s.fact);
}

function confident(hit: KnowledgeHit | undefined): hit is KnowledgeHit {
  return !!hit && hit.coverage >= MIN_COVERAGE && hit.score >= MIN_SCORE;
}

const lowerFirst = (s: string) => (/^[A-Z][a-z]/.test(s) ? s.charAt(0).toLowerCase() + s.slice(1) : s);

/** A closing sentence: the consultation when it fits, otherwise a follow-up, never the last one again. */
function closing(ctx: Context, preferred?: string): string {
  const previous = lastSentence(ctx.lastAi);
  const offeredLastTime = /consultation/i.test(previous);
  const fits = !offeredLastTime && (BUYING_SIGNAL.test(ctx.message) || ctx.answered === 2);
  const seed = `${ctx.message}|${ctx.answered}`;
  if (fits) return pick(OFFERS[ctx.scenario], seed, [previous]);
  if (preferred && preferred !== previous) return preferred;
  return pick(FOLLOW_UPS[ctx.scenario], seed, [previous]);
}

/** A grounded answer: one or two facts about the question, then a closing; null when unsure. */
function grounded(ctx: Context, question: string, closingHint?: string): ReplyPlan | null {
  const hits = searchKnowledge(question, { kinds: KINDS[ctx.scenario], limit: 4 });
  const [top, ...rest] = hits;
  if (!confident(top)) return null;
  const facts = bestFacts(top.doc, question, 2, ctx.lastAi);
  // A second document adds its best fact when it covers the question as well as the first.
  const second = rest.find((h) => confident(h) && h.coverage >= top.coverage && h.doc.kind !== top.doc.kind);
  const extra =
    second && second.score > top.score * 0.6 ? bestFacts(second.doc, question, 1, ctx.lastAi)[0] : undefined;
  if (extra && facts.length > 1 && !facts.includes(extra)) facts[1] = extra;
  if (facts.length === 0) return null;
  // A named thing is named, even when its opening sentence was said a moment ago.
  const named: readonly KnowledgeKind[] = ["idea", "solution"];
  if (named.includes(top.doc.kind) && !facts.some((f) => f.includes(top.doc.title)))
    facts[0] = `As for the ${top.doc.title}, ${lowerFirst(facts[0])}`;
  // A lead-in is a sentence of its own: only where it keeps the answer to three.
  const leadIn = facts.length === 1 ? pick(LEAD_INS, `${question}|${ctx.answered}`, [ctx.lastAi.slice(0, 16)]) : "";
  const first = leadIn ? `${leadIn}${facts[0]}` : facts[0];
  const body = [first, ...facts.slice(1)];
  return {
    text: [...body, closing(ctx, closingHint)].join(" "),
    facts: hits.slice(0, 3).flatMap((h) => h.doc.facts.slice(0, 3)),
    step: `answer about ${top.doc.title}`,
  };
}

/** A buyer's question about the offer (price, timeline, contract…), answered from the site's own facts. */
function forBuyer(ctx: Context, closingHint?: string): ReplyPlan | null {
  const answer = buyerAnswer(ctx.message);
  if (!answer) return null;
  return {
    text: [...answer.facts, closing(ctx, closingHint)].join(" "),
    facts: answer.facts,
    step: `answer the buyer's question about ${answer.topic}`,
  };
}

/** Honest about the limit of what the site knows, pointing at the nearest topic it does know. */
function outsideKnowledge(ctx: Context): ReplyPlan {
  const [near] = searchKnowledge(ctx.message, { kinds: KINDS[ctx.scenario], limit: 1 });
  const named: readonly KnowledgeKind[] = ["idea", "solution", "industry"];
  const topic =
    near && named.includes(near.doc.kind)
      ? `the ${near.doc.title}`
      : pick(["our pricing", "how implementation works", "how we keep data secure"], ctx.message);
  if (ctx.scenario === "customer-support") {
    return {
      text: `I'm not sure I can answer that one correctly, so let me hand you over to a person: write to ${site.email} or call ${site.phone}, and our team will pick it up. Meanwhile, I can tell you about ${topic}.`,
      facts: [`Contact: ${site.email}, ${site.phone}`],
      step: "hand over to a person",
    };
  }
  const opener = pick(
    [
      "I'm afraid that's outside what I know about",
      "Honestly, I don't have information on that at",
      "That's not something I can answer for",
    ],
    ctx.message,
  );
  return {
    text: `${opener} ${site.name}. I can tell you about ${topic} instead, if that helps.`,
    facts: [],
    step: "say the question is outside what the site covers and suggest a close topic",
  };
}

/** The document the assistant's previous answer was about (its title appears in it). */
function previousTopic(lastAi: string): KnowledgeDoc | undefined {
  return knowledge
    .filter((d) => d.kind !== "faq" && d.title.length > 6 && lastAi.includes(d.title))
    .sort((a, b) => b.title.length - a.title.length)[0];
}

/** A question about the offer, not an answer about the visitor's business. */
const QUESTION =
  /^(what|what's|how|do|does|did|can|could|is|are|will|would|should|tell me|show me|why|when|where|which|who)\b|\?$/i;

/** The question for a slot, in the wording the previous answer did not end with. */
const askFor = (slot: QualificationSlot, ctx: Context) =>
  pick(QUALIFY_QUESTIONS[slot], ctx.message, [lastSentence(ctx.lastAi)]);

function salesTurn(ctx: Context): ReplyPlan {
  const window = ctx.conversation;
  let known = {};
  let asked: QualificationSlot | null = null;
  for (const turn of window) {
    if (turn.speaker === "ai") {
      known = { ...known, ...readRestatement(turn.text) };
      asked = slotAsked(turn.text);
    } else if (!QUESTION.test(turn.text.trim())) known = qualify(known, turn.text, asked);
  }
  const before = nextSlot(known);
  const now = QUESTION.test(ctx.message) ? known : qualify(known, ctx.message, asked);
  const learned = JSON.stringify(now) !== JSON.stringify(known);
  const missing = nextSlot(now);
  if (learned && !missing && before) {
    const ideas = recommend(now);
    const sameReason = ideas.every((i) => i.reason === ideas[0].reason);
    const list = sameReason
      ? `I'd start with the ${ideas[0].title}, then the ${joinList(ideas.slice(1).map((i) => i.title))}, because each ${ideas[0].reason.replace(/\bit is\b/g, "is").replace(/\bit takes\b/g, "takes")}`
      : ideas
          .map((idea, i) =>
            `${i === 0 ? "I'd start with" : i === ideas.length - 1 ? "and" : ""} the ${idea.title}, because ${idea.reason}`.trim(),
          )
          .join("; ");
    return {
      text: `${restate(now)} ${list}. ${closing({ ...ctx, message: `${ctx.message} next step` })}`,
      facts: ideas.map((i) => `${i.title}: ${i.reason}`),
      step: "recommend the ranked catalog ideas with their reasons",
    };
  }
  if (learned && missing) {
    // A need that names something in the catalog gets that idea first, then the next question.
    const [idea] = searchKnowledge(ctx.message, { kinds: ["idea", "solution"], limit: 1 });
    const fits = confident(idea) && idea.coverage >= 0.6;
    const ack = pick(["Thanks.", "Got it.", "Understood.", "Great, thank you."], ctx.message, [
      ctx.lastAi.split(" ")[0],
    ]);
    const said = fits ? `${restate(now)} ${idea.doc.facts[0]}` : `${ack} ${restate(now)}`;
    return {
      text: `${said} ${askFor(missing, ctx)}`,
      facts: confident(idea) ? idea.doc.facts : [],
      step: `ask: ${QUALIFY_QUESTIONS[missing][0]}`,
    };
  }
  const hint = missing ? askFor(missing, ctx) : undefined;
  const answer = forBuyer(ctx, hint) ?? grounded(ctx, ctx.message, hint);
  if (answer) return answer;
  if (missing && contentWords(ctx.message).length === 0)
    return {
      text: `Happy to help you find the right fit. ${askFor(missing, ctx)}`,
      facts: [],
      step: `ask: ${QUALIFY_QUESTIONS[missing][0]}`,
    };
  return outsideKnowledge(ctx);
}

function receptionistTurn(ctx: Context, acts: { yes: boolean; no: boolean }): ReplyPlan | null {
  const flow = continueMessage(ctx.message, ctx.conversation, acts.yes, acts.no);
  if (flow?.done && flow.callback) {
    const when = flow.callback.phone
      ? `call you back ${flow.callback.time}`
      : `get back to you by e-mail, ${flow.callback.time}`;
    return {
      text: `Done: your message is with our team, and they'll ${when}. Thank you for calling ${site.name}. Is there anything else I can help with?`,
      facts: [],
      step: "confirm the message was passed on",
      callback: flow.callback,
    };
  }
  if (flow) return { text: flow.text, facts: [], step: `take a message: ${flow.text}` };
  const previousOffered = /take a message|callback|call you back|consultation/i.test(lastSentence(ctx.lastAi));
  if (ACTS.message.test(ctx.message) || (acts.yes && previousOffered)) {
    // What the message is about, without the words that asked for the message itself.
    const [hit] = searchKnowledge(ctx.message.replace(ACTS.message, " "), { kinds: ["solution", "idea"], limit: 1 });
    const topic = confident(hit)
      ? `the ${hit.doc.title}`
      : /consultation/i.test(lastSentence(ctx.lastAi)) || /consult/i.test(ctx.message)
        ? `your ${CONSULTATION}`
        : "your enquiry";
    return { text: askName(topic), facts: [], step: "start taking a message: ask name and company" };
  }
  return null;
}

/** Plans the reply to one visitor turn. */
export function planReply(input: ReplyRequest): ReplyPlan {
  const conversation = input.conversation ?? [];
  const message = input.message.trim();
  const scenario = getVoiceScenario(input.scenario);
  const lastAi = [...conversation].reverse().find((t) => t.speaker === "ai")?.text ?? "";
  const greetingInWindow =
    scenario && conversation[0]?.speaker === "ai" && conversation[0].text === scenario.initialMessage;
  const aiTurns = conversation.filter((t) => t.speaker === "ai").length;
  const ctx: Context = {
    scenario: input.scenario,
    message,
    conversation,
    lastAi,
    answered: greetingInWindow ? aiTurns - 1 : aiTurns,
  };
  const acts = { yes: ACTS.yes.test(message), no: ACTS.no.test(message) };

  if (input.scenario === "virtual-receptionist") {
    const turn = receptionistTurn(ctx, acts);
    if (turn) return turn;
  }
  if (ACTS.reschedule.test(message)) {
    return {
      text: `To move or cancel your consultation, use the link in your booking confirmation e-mail and pick a new time, or call us on ${site.phone}. ${closing(ctx)}`,
      facts: [`Contact: ${site.email}, ${site.phone}`],
      step: "explain how to reschedule",
    };
  }
  if (ACTS.book.test(message)) {
    const offer =
      input.scenario === "virtual-receptionist"
        ? "Or shall I take your details and have the team call you to arrange it?"
        : closing({ ...ctx, message: "" });
    return {
      text: `${BOOKING} ${offer}`,
      facts: splitSentences(BOOKING),
      step: "explain how to book the consultation",
    };
  }
  if (ACTS.greeting.test(message)) {
    const role = scenario?.title.toLowerCase() ?? "assistant";
    return { text: `Hello! I'm the ${role} of ${site.name}. ${closing(ctx)}`, facts: [], step: "greet back" };
  }
  // A "bye" inside a long sentence is more likely a misheard "by" than a goodbye.
  if (ACTS.goodbye.test(message) && !acts.yes && message.split(/\s+/).length <= 4)
    return { text: `Thank you for calling ${site.name}. Have a great day!`, facts: [], step: "say goodbye" };
  if (ACTS.thanks.test(message))
    return { text: `You're welcome. ${closing(ctx)}`, facts: [], step: "acknowledge thanks" };

  if (acts.yes || ACTS.moreInfo.test(message)) {
    if (/consultation/i.test(lastSentence(lastAi)))
      return { text: BOOKING, facts: splitSentences(BOOKING), step: "explain how to book the consultation" };
    const topic = previousTopic(lastAi);
    const more = topic ? topic.facts.filter((f) => !lastAi.includes(f)).slice(0, 2) : [];
    if (topic && more.length)
      return { text: [...more, closing(ctx)].join(" "), facts: topic.facts, step: `tell more about ${topic.title}` };
  }
  if (acts.no && message.split(/\s+/).length <= 3) {
    return {
      text: `No problem. ${pick(FOLLOW_UPS[input.scenario], message, [lastSentence(lastAi)])}`,
      facts: [],
      step: "accept the no",
    };
  }
  if (input.scenario === "customer-support" && ACTS.problem.test(message)) {
    return {
      text: `I'm sorry about that. A problem with your own solution needs a person who can look at it, so please write to ${site.email} or call ${site.phone} and our support team will pick it up straight away.`,
      facts: [`Support: ${site.email}, ${site.phone}`],
      step: "hand a problem report over to a person",
    };
  }
  if (input.scenario === "sales-assistant") return salesTurn(ctx);
  return forBuyer(ctx) ?? grounded(ctx, message) ?? outsideKnowledge(ctx);
}

/** The offline reply to one visitor turn. */
export function respond(input: ReplyRequest): string {
  return planReply(input).text;
}
