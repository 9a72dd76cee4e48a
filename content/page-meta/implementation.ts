import type { PageMeta } from "./types";

export const implementationMeta: PageMeta = {
  path: "/implementation",
  title: "Implementation | From Pilot to Launch in 3-12 Weeks",
  description:
    "Our implementation process: a pilot first, then phased rollout in 3-12 weeks, what we need from you, and support after launch.",
};
