import { security } from "#content/company/security";
import { faqTopics } from "#content/faq-extra";
import { landingFaqs } from "#content/faqs";
import { site } from "#content/site";
import { solutions } from "#content/solutions";
import { getPrebuiltPage } from "#content/solutions/prebuilt-pages";
import { prebuiltSolutions } from "#content/solutions/prebuilt-solutions";
import { costAssumptions, supportLevelCopy } from "#content/tools/cost";
import { notOnSite } from "#content/voice/not-on-site";
import { sentences as spoken } from "./knowledge";
import { naturalNumbers, splitSentences } from "./phrasing";

/**
 * A buyer's questions about the offer itself (price, timeline, contract, pilot, integrations,
 * where data lives, hardware, support), in the words buyers use rather than the site's, each
 * answered from the site's own sentences. Where the site states no such fact, the answer says
 * so (content/voice/not-on-site.ts) instead of reaching for a figure about something else.
 */

export type BuyerTopic =
  | "price"
  | "timeline"
  | "contract"
  | "pilot"
  | "integration"
  | "security"
  | "hardware"
  | "support";

interface BuyerAnswer {
  topic: BuyerTopic;
  /** At most two sentences, numbers as spoken. */
  facts: string[];
}

const faq = (id: string) => {
  const found = [...landingFaqs, ...faqTopics.flatMap((t) => t.faqs)].find((f) => f.id === id);
  if (!found) throw new Error(`voice buyer answers: no FAQ "${id}"`);
  return spoken(found.answer);
};
/** The cost calculator's stated assumption that starts with these words. */
const assumption = (start: RegExp) => {
  const found = costAssumptions.find((a) => start.test(a));
  if (!found) throw new Error(`voice buyer answers: no cost assumption ${start}`);
  return spoken(found)[0];
};
const feature = (slug: string, pattern: RegExp) =>
  prebuiltSolutions.find((s) => s.slug === slug)?.features.find((f) => pattern.test(f));
/** A voice-page answer without its opening "Yes." or "No.", which fits one wording of a question only. */
const voiceFaq = (id: string) =>
  splitSentences(naturalNumbers(getPrebuiltPage("voice").faqs.find((f) => f.id === id)?.answer ?? "")).filter(
    (s) => !/^(Yes|No)\.$/.test(s),
  );

/** Facts, read once from content/. */
const facts = {
  price: faq("pricing"), // "Subscriptions start at $750 a month." "The monthly fee covers…"
  included: faq("whats-included"),
  setupFee: assumption(/^No setup fee/),
  extraSystems: assumption(/connected systems are included/),
  hardwareLease: assumption(/^On-premise hardware/),
  timeline: faq("timeline"), // "Most projects take 3 to 12 weeks…" "Every project begins with a pilot…"
  pilot: faq("pilot-what"),
  tryFirst: faq("voice-demo"),
  integrations: faq("existing-tools"),
  phoneSystem: voiceFaq("voice-phone-system"),
  calendar: feature("voice", /calendar/i),
  cameras: feature("security", /existing cameras/i),
  dataSecurity: faq("security"),
  onSite: security.blocks.flatMap((b) => b.bullets ?? []).find((b) => /stay on site/.test(b)),
  hardwareKinds: faq("hardware-software-hybrid"),
  team: faq("team"), // "No. We design, build, host and maintain…" … "Training for your staff…"
  clientTime: faq("client-time"),
  support: faq("support"),
};

const supportLevels = `Standard support, ${supportLevelCopy.standard.hint.replace(/\.\s*Included\.$/, "").toLowerCase()}, is included, and priority support adds ${supportLevelCopy.priority.hint.replace(/\.$/, "").toLowerCase()}.`;
const sentence = (text: string | undefined) => (text ? `${text.replace(/[.!]?$/, ".")}` : undefined);
const pick = (...list: (string | undefined)[]) => list.filter((s): s is string => !!s).slice(0, 2);

/** Words that name no particular system ("our accounting software" names accounting). */
const GENERIC = new Set(
  "our the your my a an existing current new same whole software system systems tool tools app apps platform platforms program programs thing".split(
    " ",
  ),
);
/** Kinds of system the site says it connects to (the existing-tools FAQ, the cost calculator). */
const KINDS =
  /\b(crms?|accounting|e-?commerce|online shop|shop|calendars?|phone|phones|telephone|email|e-mail|industry)\b/i;
const integrationNames = solutions.flatMap((idea) => idea.integrations.map((name) => ({ name, idea: idea.title })));

/** The answer about connecting to a system: the kind the site names, the system a catalog idea lists, or honestly neither. */
function integration(message: string): string[] {
  if (/\b(phone system|phone number|phone line|our number)\b/i.test(message))
    return pick(facts.phoneSystem[0], facts.integrations[0]);
  if (/\bcalendar/i.test(message))
    return pick(
      `Yes: our voice assistant ${facts.calendar?.toLowerCase() ?? "books into your calendar"}.`,
      facts.integrations[0],
    );
  const object = message.match(/\b(?:with|into|to|in)\s+(.+)$/i)?.[1] ?? "";
  const words = object
    .toLowerCase()
    .replace(/[?.!]/g, "")
    .split(/\s+/)
    .filter((w) => w && !GENERIC.has(w));
  if (words.length === 0 || words.every((w) => KINDS.test(w)))
    return pick(facts.integrations[0], facts.integrations[1]);
  const listed = integrationNames.find(({ name }) => words.every((w) => new RegExp(`\\b${w}`, "i").test(name)));
  if (listed)
    return pick(
      `Yes: the ${listed.idea} in our catalog connects to ${listed.name}.`,
      facts.integrations[1] ?? facts.integrations[0],
    );
  const name = object
    .replace(/[?.!]/g, "")
    .replace(/\b(our|the|your|my)\s+/gi, "")
    .trim()
    .replace(/\b\w/g, (c) => c.toUpperCase());
  return [notOnSite.integration(name)];
}

/** Ordered: the first rule whose words the question uses answers it. */
const RULES: { topic: BuyerTopic; asks: RegExp; answer: (message: string) => (string | undefined)[] }[] = [
  {
    topic: "price",
    asks: /\b(set ?up|setup|get set up)\b.*\b(fee|fees|charge\w*|cost)|\b(fee|charge\w*|cost)\b.*\bset ?up\b|hidden (fees|costs)|\b(pay|cost)\b.*\b(up ?front|up-front)\b/i,
    answer: () => [facts.setupFee, facts.price[0]],
  },
  {
    topic: "price",
    asks: /\b(extra|more|additional|further)\b.*\b(systems?|integrations?|connect\w*)\b.*|\b(connect\w*|integrat\w*)\b.*\b(cost|price|extra|charge)\b/i,
    answer: () => [facts.extraSystems, facts.price[0]],
  },
  {
    topic: "price",
    asks: /\b(charge|cost|price|pay)\b.*\b(cameras?|sensors?|hardware|equipment|devices?)\b/i,
    answer: () => [facts.hardwareLease, facts.price[0]],
  },
  {
    topic: "price",
    asks: /\b(pay|charge|cost)\b.*\bsupport\b|\bsupport\b.*\b(included|extra)\b/i,
    answer: () => [facts.support[0], supportLevels],
  },
  {
    topic: "price",
    asks: /\b(price|fee|subscription|cost)\b.*\b(include|includes|cover|covers)\b|\binclude\b.*\b(hosting|updates)\b/i,
    answer: () => [facts.included[0], facts.price[0]],
  },
  {
    topic: "price",
    asks: /\bwhat (makes|drives|affects|decides|determines)\b.*\b(cost|price)|\b(cost|costs|price)\b.*\bmore\b.*\bthan\b/i,
    answer: () => [faq("price-factors")[0], facts.price[0]],
  },
  {
    topic: "price",
    asks: /\bhow much\b(?! (of )?(our |your |the )?(team'?s? |staff'?s? )?(time|hours|data))|\b(cost|costs|price|prices|pricing|charge|fee|fees|ballpark|cheapest|expensive|afford\w*|budget)\b|\bper month\b/i,
    answer: () => [facts.price[0], facts.price[1]],
  },
  {
    topic: "contract",
    asks: /\b(cancel\w*|minimum term|notice period|locked? in|terminat\w*|get out of)\b|\b(sign|how long is|length of) (a |the |our )?(long )?contract\b|\bcontract (length|term)\b/i,
    answer: () => [notOnSite.contract],
  },
  {
    topic: "pilot",
    asks: /\b(trial|try it|try (it )?(out|on)|test it|start small|see if it works|before (we )?commit\w*|one process first)\b/i,
    answer: () => [facts.timeline[1], facts.tryFirst[0]],
  },
  {
    topic: "timeline",
    asks: /\bhow long (until|before|does it take|will it take|to)\b(?!.*consultation)|\bhow (soon|fast|quickly) (could|can|will|would)\b|\bgo live\b|\bup and running\b|\bturnaround\b|\bhow many weeks\b|\bwhen could we\b|\bfirst few weeks\b/i,
    answer: (m) =>
      /first few weeks/i.test(m) ? [facts.timeline[1], facts.pilot[0]] : [facts.timeline[0], facts.timeline[1]],
  },
  {
    topic: "security",
    asks: /\b(eu|europe|european|country|countries|region|abroad|overseas|data cent(er|re)s?)\b|\bwhich country\b|\bwhere are (the|your) servers\b/i,
    answer: () => [notOnSite.dataRegion],
  },
  {
    topic: "security",
    asks: /\bwho (can|could|will) (see|access|read|look at)\b|\bwho has access\b|\b(see|access|read) our (customer |client )?(data|records)\b/i,
    answer: () => facts.dataSecurity.slice(0, 1).concat(facts.dataSecurity.filter((s) => /who can reach it/.test(s))),
  },
  {
    topic: "timeline",
    asks: /\b(need|want|expect) from us\b|\bhow much of (our|my) (team'?s?|staff'?s?) time\b/i,
    answer: () => [facts.clientTime[0], facts.clientTime[1]],
  },
  {
    topic: "security",
    asks: /\bwhere\b.*\b(data|stored|kept|hosted|store|keep)\b/i,
    answer: () => [facts.dataSecurity.find((s) => /where your data is stored/.test(s)), sentence(facts.onSite)],
  },
  {
    topic: "hardware",
    asks: /\b(cameras?|sensors?) (we|that we) (already )?have\b|\bexisting cameras\b/i,
    answer: () => [
      `Yes: our AI Security Monitoring ${facts.cameras?.toLowerCase() ?? "works with your existing cameras"}.`,
      facts.hardwareKinds[0],
    ],
  },
  {
    topic: "hardware",
    asks: /\bwho (installs|sets up|fits)\b|\binstall(ation|s)? (the )?(sensors|cameras|hardware|devices)\b/i,
    answer: () => [facts.clientTime[1], facts.hardwareLease],
  },
  {
    topic: "hardware",
    asks: /\b(buy|need|purchase|supply|provide|get)\b.*\b(hardware|equipment|servers?|devices?|computers?)\b/i,
    answer: (m) =>
      /\bservers?|computers?\b/i.test(m)
        ? [facts.team[0], facts.hardwareLease]
        : [facts.hardwareKinds[0], facts.hardwareLease],
  },
  {
    topic: "integration",
    asks: /\b(connect\w*|integrat\w*|plug\w* (it )?into|hook\w* (it )?(up )?(into|to)|sync\w* with|talk\w* to (?=our|my|the|your)|link\w* (up )?(with|to))\b|\b(does|will|would|can) it work with\b|\bchange our (phone )?number\b|\bphone system\b|\b(into|with|to) (our|my|your|the) (\w+ )?calendar\b/i,
    answer: integration,
  },
  {
    topic: "support",
    asks: /\btraining\b|\btrain (my|our) (staff|team)\b/i,
    answer: () => [facts.team.find((s) => /^Training/.test(s)), facts.support[0]],
  },
  {
    topic: "support",
    asks: /\b(breaks?|goes wrong|go wrong|stops? working|respond\w*|who do we call|help us|after launch|after it'?s live|keep improving)\b/i,
    answer: (m) =>
      /\brespond\w*|how quickly\b/i.test(m)
        ? [supportLevels, facts.support[0]]
        : /\bcall|breaks?\b/i.test(m)
          ? [facts.support[0], `If something goes wrong, write to ${site.email} or call ${site.phone}.`]
          : [facts.support[0], facts.team.find((s) => /^Training/.test(s))],
  },
];

/** The answer to a buyer's question about the offer, or null when the question is about something else. */
export function buyerAnswer(message: string): BuyerAnswer | null {
  for (const rule of RULES) {
    if (!rule.asks.test(message)) continue;
    const said = rule.answer(message).filter((s): s is string => !!s);
    if (said.length) return { topic: rule.topic, facts: said.slice(0, 2) };
  }
  return null;
}
