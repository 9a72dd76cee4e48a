interface CaseStudyResult {
  /** The figure as displayed, e.g. "100+" or "90%". */
  metric: string;
  label: string;
  /** What was counted and against what, so the figure means something on its own. */
  measured: string;
}

/** A case study as the pages show it. */
export interface CaseStudy {
  slug: "government-contracting-outreach" | "water-filtration-monitoring" | "crypto-trading-bot";
  title: string;
  client: string;
  industry: string;
  challenge: string;
  solution: string;
  results: readonly CaseStudyResult[];
  quote: string;
  timeframe: string;
}

/**
 * The three case studies. Their results are the page's animated counters:
 * 100+ hours saved weekly, 90% error reduction, 64% callback increase, 37% portfolio growth.
 * Clients are described, not named.
 */
export const caseStudies: readonly CaseStudy[] = [
  {
    slug: "government-contracting-outreach",
    title: "Automated Education Outreach for Government Contracting",
    client: "A government-contracting education company",
    industry: "Government contracting education",
    challenge:
      "The team spent most of each week researching businesses, writing outreach by hand and chasing callbacks, so little time was left for actually teaching clients how to win contracts.",
    solution:
      "An AI outreach system that researches prospects, writes personalised first messages, follows up on schedule and hands warm replies to the team with a summary of each prospect.",
    results: [
      {
        metric: "100+",
        label: "hours saved weekly",
        measured:
          "Team hours a week spent researching, writing outreach and chasing callbacks, before the pilot and after the full rollout",
      },
      {
        metric: "64%",
        label: "callback increase",
        measured: "Callbacks from outreach per week, before the pilot and after the full rollout",
      },
    ],
    quote: "Our team stopped chasing prospects and started talking to people who actually want to work with us.",
    timeframe: "Pilot in 3 weeks, full rollout in 8 weeks",
  },
  {
    slug: "water-filtration-monitoring",
    title: "Sensor Monitoring for Water Filtration Systems",
    client: "A water-filtration service company",
    industry: "Water filtration",
    challenge:
      "Filter systems at customer sites were checked by hand, readings were copied into spreadsheets, and transcription errors meant problems were often found only after a customer complained.",
    solution:
      "A hybrid solution: sensors at each site stream pressure, flow and quality readings to an AI model that spots drift early and alerts a technician, all in one unified dashboard.",
    results: [
      {
        metric: "90%",
        label: "error reduction",
        measured: "Wrong or missing filter readings, hand-copied spreadsheets against sensor data, across all sites",
      },
    ],
    quote: "We now hear about a failing filter from the dashboard, not from an unhappy customer.",
    timeframe: "Pilot at one site in 4 weeks, all sites in 12 weeks",
  },
  {
    slug: "crypto-trading-bot",
    title: "An AI Trading Bot for a Crypto Portfolio",
    client: "A private crypto investor",
    industry: "Digital asset trading",
    challenge:
      "Markets move around the clock, and manual trading meant missed moves overnight, emotional decisions under pressure and no consistent record of why each trade was made.",
    solution:
      "A rules-driven AI trading bot that watches the market continuously, executes within strict risk limits set by the client, and logs every decision with its reasoning for review.",
    results: [
      {
        metric: "37%",
        label: "portfolio growth",
        measured:
          "Change in portfolio value since the bot went live, as reported by the client, within the risk limits the client set",
      },
    ],
    quote: "The bot keeps to the plan at 3 a.m. when I would not, and I can see exactly why it made every trade.",
    timeframe: "Live in 6 weeks after a paper-trading pilot",
  },
];
