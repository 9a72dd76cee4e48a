import { site } from "#content/site";
import type { PageMeta } from "./types";

export const aboutMeta: PageMeta = {
  path: "/about",
  title: `About ${site.name} | Who Builds Your AI`,
  description: `Who ${site.name} is, how we work and why we build custom AI as a monthly subscription with one unified dashboard instead of one-off projects.`,
};
