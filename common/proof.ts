/**
 * Proof a buyer can check: real clients' logos, named testimonials and figures with their source
 * (content/proof.ts holds them), and which page shows which.
 */

/**
 * Where an item shows besides the landing page (which shows all of it): the pre-built solution
 * pages (by slug) and industry pages (by path) it names. An item naming none shows on the landing page only.
 */
export interface ProofPlaces {
  solutions?: readonly string[];
  industries?: readonly string[];
}

interface ClientLogo extends ProofPlaces {
  company: string;
  /** A file under public/proof/, as its path from the site's root: "/proof/acme.svg". */
  logo: string;
  /** The client's own site, when they agree to be linked. */
  url?: string;
}

interface Testimonial extends ProofPlaces {
  person: string;
  role: string;
  company: string;
  /** Their own words, as they approved them, without quotation marks. */
  quote: string;
  /** A file under public/proof/: "/proof/jane-doe.jpg" (square, at least 96 px). */
  photo?: string;
}

interface SourcedFigure extends ProofPlaces {
  /** As displayed: "38%", "4.2 min". */
  figure: string;
  /** What it counts: "fewer missed calls in the first quarter". */
  label: string;
  /** Who measured it, and on what: "Acme Dental, call logs January–March 2026". */
  source: string;
  /** Where a reader can check it (https). */
  sourceUrl: string;
}

export interface Proof {
  logos: readonly ClientLogo[];
  testimonials: readonly Testimonial[];
  figures: readonly SourcedFigure[];
}

/** A page that shows proof: the landing page shows every item, another page the items that name it. */
export type ProofPage = { landing: true } | { solution: string } | { industry: string };

const shownOn = (item: ProofPlaces, page: ProofPage): boolean =>
  "landing" in page ||
  ("solution" in page && (item.solutions ?? []).includes(page.solution)) ||
  ("industry" in page && (item.industries ?? []).includes(page.industry));

/** The part of `proof` that `page` shows. */
export function proofFor(proof: Proof, page: ProofPage): Proof {
  return {
    logos: proof.logos.filter((item) => shownOn(item, page)),
    testimonials: proof.testimonials.filter((item) => shownOn(item, page)),
    figures: proof.figures.filter((item) => shownOn(item, page)),
  };
}

export const isEmptyProof = (proof: Proof): boolean =>
  !proof.logos.length && !proof.testimonials.length && !proof.figures.length;
