import { site } from "#content/site";
import type { PageMeta } from "./types";

export const contactMeta: PageMeta = {
  path: "/contact",
  title: `Contact ${site.name} | Talk to an AI Specialist`,
  description:
    "Send us a message, call or e-mail, or book a free 30-minute consultation. We reply with concrete next steps for your business.",
};
