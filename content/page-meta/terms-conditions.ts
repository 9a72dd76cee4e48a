import { site } from "#content/site";
import type { PageMeta } from "./types";

export const termsConditionsMeta: PageMeta = {
  path: "/terms-conditions",
  title: "Terms and Conditions | Using This Site",
  description: `The terms that apply when you use the ${site.name} website, its demos, calculators and affiliate program.`,
};
