import type { PageMeta } from "./types";

export const resultsMeta: PageMeta = {
  path: "/results",
  title: "Client Results | 31% Conversion Boost, 86% Win Rate",
  description:
    "The results our clients report: a 31% conversion boost, an 86% win rate and 30+ hours saved monthly, with the case studies behind them.",
};
