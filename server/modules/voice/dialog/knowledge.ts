import MiniSearch, { type SearchResult } from "minisearch";
import { caseStudies } from "#content/case-studies";
import { implementation } from "#content/company/implementation";
import { results } from "#content/company/results";
import { security } from "#content/company/security";
import { faqTopics } from "#content/faq-extra";
import { landingFaqs } from "#content/faqs";
import { site } from "#content/site";
import { getIndustry, industries, solutions, solutionsInIndustry } from "#content/solutions";
import { prebuiltSolutions } from "#content/solutions/prebuilt-solutions";
import { joinList, naturalNumbers, splitSentences } from "./phrasing";

/**
 * What the offline voice assistant knows: the site's own content as small documents, each
 * with the sentences it may say, searched with BM25 (MiniSearch) with fuzzy matching,
 * prefixes and synonyms. Built once when the server starts.
 */

export type KnowledgeKind =
  | "faq"
  | "idea"
  | "industry"
  | "solution"
  | "implementation"
  | "security"
  | "case-study"
  | "results"
  | "contact";

export interface KnowledgeDoc {
  id: string;
  kind: KnowledgeKind;
  /** The thing the document is about, as it is said aloud ("the AI Voice Assistant"). */
  title: string;
  /** Everything searched: title, body and the words a visitor might use. */
  text: string;
  /** Sentences the assistant may say, most important first, numbers written for speech. */
  facts: string[];
}

/** Sentences to say; a bare "Yes." or "No." joins the sentence after it ("No, your data is…"). */
export function sentences(text: string): string[] {
  const out: string[] = [];
  let carry = "";
  for (const s of splitSentences(naturalNumbers(text))) {
    if (s.split(/\s+/).length < 3) {
      carry = s.replace(/[.!]$/, "");
      continue;
    }
    out.push(carry ? `${carry}, ${s.charAt(0).toLowerCase()}${s.slice(1)}` : s);
    carry = "";
  }
  return out;
}
const lowerFirst = (s: string) => s.charAt(0).toLowerCase() + s.slice(1);
const withoutStop = (s: string) => s.replace(/[.!?]+$/, "");

function faqDocs(): KnowledgeDoc[] {
  const all = [...landingFaqs, ...faqTopics.flatMap((t) => t.faqs)];
  return all.map((faq) => {
    // "What does the monthly subscription include?" "It includes…": said alone, "It" needs its name.
    const subject = faq.question.match(/^What does (the [\w\s-]+?) include\?$/)?.[1];
    const facts = sentences(faq.answer).map((f) =>
      subject ? f.replace(/^It includes\b/, `${subject.charAt(0).toUpperCase()}${subject.slice(1)} includes`) : f,
    );
    return { id: `faq:${faq.id}`, kind: "faq", title: faq.question, text: `${faq.question} ${faq.answer}`, facts };
  });
}

function ideaDocs(): KnowledgeDoc[] {
  return solutions.map((idea) => {
    const industry = getIndustry(idea.industry)?.name ?? "";
    const estimate = idea.roi[0];
    return {
      id: `idea:${idea.slug}`,
      kind: "idea",
      title: idea.title,
      text: [idea.title, idea.summary, idea.problem, idea.howItWorks, ...idea.features, industry, idea.type].join(" "),
      facts: [
        `Our ${idea.title} ${lowerFirst(naturalNumbers(withoutStop(idea.summary)))}.`,
        ...(estimate
          ? [`As an estimate, ${lowerFirst(estimate.label)}: ${naturalNumbers(estimate.range.toLowerCase())}.`]
          : []),
        ...sentences(idea.howItWorks).slice(0, 1),
      ],
    };
  });
}

function industryDocs(): KnowledgeDoc[] {
  return industries.map((industry) => {
    const ideas = solutionsInIndustry(industry.slug);
    return {
      id: `industry:${industry.slug}`,
      kind: "industry",
      title: industry.name,
      text: [industry.name, industry.slug.replace(/-/g, " "), industry.description, ...ideas.map((i) => i.title)].join(
        " ",
      ),
      facts: [
        `Our catalog has ${ideas.length} ideas in the ${industry.name} category, for example the ${joinList(ideas.slice(0, 2).map((i) => i.title))}.`,
        ...sentences(industry.description).filter((s) => !s.includes(":")),
      ],
    };
  });
}

function solutionDocs(): KnowledgeDoc[] {
  return prebuiltSolutions.map((s) => ({
    id: `solution:${s.slug}`,
    kind: "solution",
    title: s.title,
    text: [
      s.title,
      s.description,
      s.problemSolved,
      s.targetBusinesses,
      s.roi.costSavings,
      s.roi.timeGains,
      ...s.features,
      "payback roi savings",
    ].join(" "),
    facts: [
      `Our ${s.title} tackles ${lowerFirst(naturalNumbers(withoutStop(s.problemSolved)))}, and payback typically takes ${naturalNumbers(s.roi.paybackPeriod)}.`,
      `It suits ${lowerFirst(withoutStop(s.targetBusinesses))}.`,
      `${naturalNumbers(withoutStop(s.roi.timeGains))}.`,
    ],
  }));
}

function implementationDocs(): KnowledgeDoc[] {
  const phases = implementation.phases.map((p, index) => ({
    id: `implementation:phase-${index}`,
    kind: "implementation" as const,
    title: p.title,
    text: `${p.title} ${p.when} ${p.text} implementation phase`,
    facts: [
      `${p.title} takes ${naturalNumbers(p.when.toLowerCase().startsWith("week") ? `place in ${lowerFirst(p.when)}` : lowerFirst(p.when))}.`,
      ...sentences(p.text),
    ],
  }));
  const blocks = implementation.blocks.map((b) => ({
    id: `implementation:${b.id}`,
    kind: "implementation" as const,
    title: b.heading,
    text: [b.heading, ...b.paragraphs, ...(b.bullets ?? [])].join(" "),
    facts: [
      ...b.paragraphs.flatMap(sentences),
      ...(b.bullets?.length ? [`That means ${lowerFirst(joinList((b.bullets ?? []).slice(0, 3)))}.`] : []),
    ],
  }));
  const overview = {
    id: "implementation:overview",
    kind: "implementation" as const,
    title: "implementation",
    text: `${implementation.heading} ${implementation.lead}`,
    facts: sentences(implementation.lead).reverse(),
  };
  return [overview, ...phases, ...blocks];
}

function securityDocs(): KnowledgeDoc[] {
  const pillars = security.pillars.map((p) => ({
    id: `security:${p.title.toLowerCase().replace(/\W+/g, "-")}`,
    kind: "security" as const,
    title: p.title,
    text: `${p.title} ${p.text} security compliance`,
    facts: sentences(p.text).map((f, i) =>
      i === 0 ? `For ${p.title.replace(/^[A-Z](?=[a-z])/, (c) => c.toLowerCase())}, ${lowerFirst(f)}` : f,
    ),
  }));
  const blocks = security.blocks.map((b) => ({
    id: `security:${b.id}`,
    kind: "security" as const,
    title: b.heading,
    text: [b.heading, ...b.paragraphs, ...(b.bullets ?? [])].join(" "),
    facts: b.paragraphs.flatMap(sentences),
  }));
  const overview = {
    id: "security:overview",
    kind: "security" as const,
    title: "security",
    text: `${security.heading} ${security.lead}`,
    facts: sentences(security.lead).slice(0, 1),
  };
  return [overview, ...pillars, ...blocks];
}

function caseStudyDocs(): KnowledgeDoc[] {
  return caseStudies.map((c) => ({
    id: `case-study:${c.slug}`,
    kind: "case-study",
    title: c.title,
    text: [
      c.title,
      c.client,
      c.industry,
      c.challenge,
      c.solution,
      ...c.results.map((r) => `${r.metric} ${r.label}`),
      c.timeframe,
      "case study project results client",
    ].join(" "),
    facts: [
      `For ${lowerFirst(c.client)}, we built ${lowerFirst(naturalNumbers(withoutStop(c.solution)))}.`,
      `The result was ${joinList(c.results.map((r) => `${naturalNumbers(r.metric)} ${r.label}`))}, with a timeline of ${lowerFirst(naturalNumbers(c.timeframe))}.`,
    ],
  }));
}

function companyDocs(): KnowledgeDoc[] {
  const claims = results.headline.map((h) => `${naturalNumbers(h.metric)} ${h.label}`);
  return [
    {
      id: "results:headline",
      kind: "results",
      title: "client results",
      text: `${results.heading} ${results.headline.map((h) => `${h.metric} ${h.label} ${h.context}`).join(" ")} results win rate conversion hours saved`,
      facts: [`Our clients report a ${joinList(claims)}.`, ...sentences(results.headline[0].context).slice(0, 1)],
    },
    {
      id: "contact:team",
      kind: "contact",
      title: "contact and opening hours",
      text: `contact reach e-mail email phone call telephone number address talk person human team opening hours ${site.email} ${site.phone}`,
      facts: [
        `You can reach our team at ${site.email} or on ${site.phone}, and book a consultation at any time on our scheduling page.`,
      ],
    },
  ];
}

export const knowledge: readonly KnowledgeDoc[] = [
  ...faqDocs(),
  ...ideaDocs(),
  ...industryDocs(),
  ...solutionDocs(),
  ...implementationDocs(),
  ...securityDocs(),
  ...caseStudyDocs(),
  ...companyDocs(),
];

/** Words that say nothing about the topic; left out of the index and of queries. */
const STOP_WORDS = new Set(
  (
    "a about after all also am an and any are as at be been but by can could did do does doing for from had has have how i if in into is it its " +
    "just me my no not of on or our please so some tell than that the their them then there these they this to too us was we what when where " +
    "which who why will with would you your yours ok okay um uh well like want need know get give much many work " +
    "quickly itself fast soon really actually something anything thing things mostly around kind kinds sort go going got see show let " +
    "lets look any one ones also maybe probably here able exactly please should shall might must may"
  ).split(" "),
);

/** Everyday words for what the site calls something else; each query word also searches these. */
const SYNONYMS: Record<string, readonly string[]> = {
  cost: ["price", "pricing", "subscription", "fee"],
  price: ["cost", "pricing", "subscription"],
  expensive: ["price", "cost"],
  cheap: ["price", "cost"],
  charge: ["price", "billing"],
  pay: ["billing", "price", "invoice"],
  billing: ["subscription", "monthly", "invoice", "price"],
  bill: ["subscription", "monthly", "invoice"],
  invoice: ["subscription", "monthly"],
  long: ["timeline", "weeks"],
  time: ["timeline", "weeks"],
  start: ["pilot", "first", "kick"],
  safe: ["security", "encryption", "secure"],
  secure: ["security", "encryption"],
  private: ["privacy", "gdpr", "security"],
  privacy: ["gdpr", "personal"],
  medical: ["hipaa", "health", "healthcare", "clinic"],
  health: ["hipaa", "healthcare"],
  lawyer: ["legal", "law", "contract"],
  attorney: ["legal", "law"],
  plumber: ["trades", "plumbing", "home"],
  plumbers: ["trades", "plumbing", "home"],
  receptionist: ["voice", "call", "phone"],
  camera: ["security", "monitoring", "video"],
  shop: ["retail", "store", "commerce"],
  store: ["retail", "shop"],
  restaurant: ["hospitality", "restaurants"],
  hotel: ["hospitality"],
  dentist: ["dental", "clinic", "healthcare"],
  doctor: ["clinic", "healthcare", "patient"],
  factory: ["manufacturing"],
  bank: ["finance", "financial"],
  money: ["price", "savings", "roi"],
  save: ["savings", "hours", "saved"],
  roi: ["payback", "savings", "return"],
  back: ["payback"],
  payback: ["roi", "return"],
  contract: ["legal", "agreement"],
  staff: ["team", "technical"],
  offer: ["build", "kinds"],
  services: ["build", "kinds", "solutions"],
  employees: ["team", "staff"],
  example: ["case", "study"],
  proof: ["case", "results"],
  results: ["roi", "win", "conversion"],
  maintain: ["maintenance", "support", "updates"],
  help: ["support"],
  broken: ["support", "problem"],
  data: ["security", "encryption"],
};

/** A light stemmer: enough for "contracts", "scheduling", "monitored" to meet their stems. */
export function stem(word: string): string {
  if (word.length <= 4) return word;
  return word
    .replace(/(ies)$/, "y")
    .replace(/(sses)$/, "ss")
    .replace(/([^s])s$/, "$1")
    .replace(/(ing|ed)$/, "")
    .replace(/(ation|ment)$/, "");
}

export function contentWords(text: string): string[] {
  return (text.toLowerCase().match(/[a-z0-9$%]+/g) ?? []).filter((w) => !STOP_WORDS.has(w));
}

const index = new MiniSearch<KnowledgeDoc>({
  idField: "id",
  fields: ["title", "text"],
  storeFields: ["id"],
  processTerm: (term) => (STOP_WORDS.has(term.toLowerCase()) ? null : stem(term.toLowerCase())),
  searchOptions: {
    boost: { title: 2 },
    fuzzy: (term) => (term.length > 5 ? 0.2 : term.length > 3 ? 0.1 : 0),
    prefix: (term) => term.length > 4,
    combineWith: "OR",
  },
});
index.addAll(knowledge);

const byId = new Map(knowledge.map((d) => [d.id, d]));

export interface KnowledgeHit {
  doc: KnowledgeDoc;
  score: number;
  /** Share of the question's content words the document matched (0 to 1). */
  coverage: number;
}

/** The documents that answer a question best, strongest first; kinds limits the search. */
export function searchKnowledge(
  question: string,
  options: { kinds?: readonly KnowledgeKind[]; limit?: number } = {},
): KnowledgeHit[] {
  const words = contentWords(question);
  if (words.length === 0) return [];
  const filter = options.kinds ? (r: SearchResult) => options.kinds!.includes(byId.get(r.id)!.kind) : undefined;
  // The visitor's own words count fully; their synonyms help, at a lower weight.
  const own = new Set(words.map(stem));
  const expanded = [...new Set([...own, ...words.flatMap((w) => (SYNONYMS[w] ?? []).map(stem))])];
  return (
    index
      .search(expanded.join(" "), { filter, boostTerm: (term) => (own.has(term) ? 1 : 0.35) })
      .slice(0, 40)
      .map((r) => {
        const covered = words.filter((w) =>
          [w, ...(SYNONYMS[w] ?? [])].some((q) => r.queryTerms.some((t) => sameRoot(stem(q), t))),
        ).length;
        return { doc: byId.get(r.id)!, score: r.score, coverage: covered / words.length };
      })
      // A document that answers every part of the question beats one that repeats a single word often.
      .sort((a, b) => b.score * (0.5 + b.coverage) - a.score * (0.5 + a.coverage))
      .slice(0, options.limit ?? 5)
  );
}

/** A fuzzy or prefix match counts as the word: "pricing" answers "price", "secure" answers "security". */
function sameRoot(a: string, b: string): boolean {
  const n = Math.min(a.length, b.length, 5);
  return a === b || (n >= 3 && a.slice(0, n) === b.slice(0, n));
}

/**
 * How callers ask about what the assistant knows: the FAQ questions and the names of the
 * things it can talk about. The speech recogniser's language model includes these, so it
 * hears "Contract Review Assistant" rather than words that merely sound alike.
 */
export function knowledgePhrases(): string[] {
  return knowledge.flatMap((d) => {
    if (d.kind === "faq") return [d.title];
    if (d.kind === "idea" || d.kind === "solution")
      return [`tell me about the ${d.title}`, `do you have anything for ${d.title}`];
    if (d.kind === "industry") return [`we are in ${d.title}`];
    return [`tell me about ${d.title}`];
  });
}
