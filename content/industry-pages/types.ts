/** The three industry landing pages (/manufacturing-ai, /finance-ai, /retail-ai). The ideas come from the catalog. */
export interface IndustryPage {
  path: "/manufacturing-ai" | "/finance-ai" | "/retail-ai";
  /** The catalog industry whose ideas the page lists. */
  industry: string;
  eyebrow: string;
  heading: string;
  intro: string;
  /** Label of links to this page from elsewhere. */
  linkLabel: string;
  challenges: readonly { title: string; text: string }[];
  complianceIntro: string;
  compliance: readonly string[];
  ctaHeading: string;
  /** Opens the page's proof, when a published case study applies to the industry. */
  proofIntro?: string;
}
