import type { Proof } from "#common/proof";

/**
 * Real clients' logos, named testimonials and sourced figures. The site never invents any: each
 * list starts empty, and a block shows only once it holds something (content/proof.test.ts checks
 * every entry). How to add them: README, "Client logos, testimonials and sourced figures".
 */
export const proof: Proof = {
  logos: [],
  testimonials: [],
  figures: [],
};

export const proofCopy = {
  eyebrow: "Our clients",
  heading: "What our clients say and measure",
  logosLabel: "Teams we work with",
  figuresLabel: "Measured results",
  sourceLabel: "Source",
} as const;
