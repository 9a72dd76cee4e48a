import type { IdeaServes } from "#common/tools/quiz/opportunity";

export type SolutionType = "hardware" | "software" | "hybrid";

export const solutionTypes: readonly SolutionType[] = ["hardware", "software", "hybrid"];

export const solutionTypeLabels: Record<SolutionType, string> = {
  hardware: "Hardware",
  software: "Software",
  hybrid: "Hybrid",
};

/** One estimated outcome, always shown as a range and labelled as an estimate. */
export interface RoiEstimate {
  /** What moves, e.g. "Time spent on manual inspection". */
  label: string;
  /** The estimated range, e.g. "30-50% less". */
  range: string;
}

export interface Industry {
  slug: string;
  name: string;
  description: string;
}

export interface SolutionIdea {
  slug: string;
  title: string;
  /** An industry slug from `industries`. */
  industry: string;
  type: SolutionType;
  /** What the idea really does, in the quiz's terms: review it against the description when either changes. */
  serves: IdeaServes;
  /** One sentence for cards and search results. */
  summary: string;
  problem: string;
  howItWorks: string;
  features: string[];
  integrations: string[];
  /** Estimated ranges, never guarantees; pages label them as estimates. */
  roi: RoiEstimate[];
  /** Slugs of related ideas. */
  related: string[];
}

/** What an industry file declares; the catalog fills in `industry` and, where absent, `related`. */
export type IdeaInput = Omit<SolutionIdea, "industry" | "related"> & { related?: string[] };

export const ROI_ESTIMATE_NOTE =
  "Estimates, not guarantees: typical ranges for this kind of system. Your own figures depend on your volumes, data and processes, and we work them out with you in the free consultation and the pilot.";

/** An idea as a card shows it; `industryName` comes with it, so a card needs no industry table. */
export type IdeaSummary = Pick<SolutionIdea, "slug" | "title" | "industry" | "type" | "summary"> & {
  industryName: string;
};
