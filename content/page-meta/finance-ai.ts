import type { PageMeta } from "./types";

export const financeAiMeta: PageMeta = {
  path: "/finance-ai",
  title: "AI for Finance | Automation With Compliance Built In",
  description:
    "AI for financial services: document processing, fraud signals, reconciliation and client service, built with encryption and access controls.",
};
