interface SolutionRoi {
  costSavings: string;
  /** "Performance gains" on the card. */
  timeGains: string;
  paybackPeriod: string;
}

/** A pre-built solution card. */
export interface SolutionCard {
  slug: "voice" | "security" | "legal" | "marketing" | "seo" | "business-intelligence";
  title: string;
  description: string;
  problemSolved: string;
  targetBusinesses: string;
  roi: SolutionRoi;
  features: readonly string[];
  /** The solution's own page. */
  link: "/ai-voice" | "/ai-security" | "/legal-ai" | "/ai-marketing" | "/ai-seo" | "/ai-business-intelligence";
}

/**
 * The six pre-built solutions. Payback periods span
 * 1-2 months to 6-8 months across the six.
 */
export const prebuiltSolutions: readonly SolutionCard[] = [
  {
    slug: "voice",
    title: "AI Voice Assistant",
    description:
      "A natural-sounding voice agent that answers your phone, books appointments and qualifies callers day and night.",
    problemSolved: "Missed calls, voicemail tag and after-hours enquiries that never turn into customers.",
    targetBusinesses: "Clinics, law firms, home services, agencies and any business that lives on the phone.",
    roi: {
      costSavings: "Less spent on answering services and overtime at the front desk",
      timeGains: "Every call answered at once, around the clock",
      paybackPeriod: "1-2 months",
    },
    features: [
      "Answers and routes calls 24/7",
      "Books straight into your calendar",
      "Qualifies leads with your own questions",
      "Call summaries in your dashboard",
    ],
    link: "/ai-voice",
  },
  {
    slug: "security",
    title: "AI Security Monitoring",
    description:
      "Cameras and sensors watched by AI that tells a real incident from a passing shadow and alerts the right person.",
    problemSolved: "False alarms, unwatched camera feeds and incidents discovered hours after they happened.",
    targetBusinesses: "Warehouses, retail stores, construction sites, offices and multi-site operators.",
    roi: {
      costSavings: "Fewer guard hours and fewer false-alarm call-outs",
      timeGains: "Incidents flagged in real time instead of found on replay",
      paybackPeriod: "3-5 months",
    },
    features: [
      "Works with your existing cameras",
      "Person, vehicle and zone detection",
      "Instant alerts by text or app",
      "Searchable incident log",
    ],
    link: "/ai-security",
  },
  {
    slug: "legal",
    title: "Legal Contract AI",
    description:
      "Contract review that extracts key clauses, flags risky terms and drafts a first summary for your lawyers.",
    problemSolved:
      "Hours spent reading contracts line by line and risky clauses that slip through under deadline pressure.",
    targetBusinesses: "Law firms, in-house legal teams, procurement and real-estate businesses.",
    roi: {
      costSavings: "Fewer billable hours spent on first-pass review",
      timeGains: "First-pass reviews in minutes instead of hours",
      paybackPeriod: "2-4 months",
    },
    features: [
      "Clause extraction and comparison",
      "Risk flags against your playbook",
      "Plain-English summaries",
      "Encrypted document storage",
    ],
    link: "/legal-ai",
  },
  {
    slug: "marketing",
    title: "AI Marketing Automation",
    description:
      "Campaigns that segment your audience, draft on-brand messages and shift budget toward what actually converts.",
    problemSolved: "Generic campaigns, wasted ad spend and no time to follow up with every lead.",
    targetBusinesses: "E-commerce brands, local businesses, B2B sales teams and marketing agencies.",
    roi: {
      costSavings: "Ad budget moved away from campaigns that do not convert",
      timeGains: "Campaign drafts and follow-ups written for you",
      paybackPeriod: "2-3 months",
    },
    features: [
      "Audience segmentation",
      "On-brand copy for e-mail and ads",
      "Automatic lead follow-up",
      "Spend and results in one report",
    ],
    link: "/ai-marketing",
  },
  {
    slug: "seo",
    title: "AI SEO",
    description:
      "Search research, content briefs and technical fixes that help the right buyers find you, tracked week by week.",
    problemSolved: "Pages that do not rank, content written by guesswork and technical issues nobody has time to fix.",
    targetBusinesses: "Service businesses, online shops, SaaS companies and publishers.",
    roi: {
      costSavings: "Less paid traffic needed as organic visits grow",
      timeGains: "Research and content briefs ready in minutes",
      paybackPeriod: "4-6 months",
    },
    features: [
      "Keyword and competitor research",
      "Content briefs and drafts",
      "Technical site audits",
      "Weekly ranking reports",
    ],
    link: "/ai-seo",
  },
  {
    slug: "business-intelligence",
    title: "AI Business Intelligence",
    description:
      "Your data sources joined in one place, with answers to plain-English questions and warnings before trends cost you.",
    problemSolved: "Data scattered across spreadsheets and tools, and reports that arrive too late to act on.",
    targetBusinesses: "Growing companies, multi-location businesses, finance and operations teams.",
    roi: {
      costSavings: "Fewer hours spent building reports by hand",
      timeGains: "Answers in seconds instead of waiting for the monthly report",
      paybackPeriod: "6-8 months",
    },
    features: [
      "Connects your existing data sources",
      "Ask questions in plain English",
      "Forecasts and anomaly alerts",
      "Shared dashboards for every team",
    ],
    link: "/ai-business-intelligence",
  },
];
