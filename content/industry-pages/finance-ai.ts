import type { IndustryPage } from "./types";

export const financeAiPage: IndustryPage = {
  path: "/finance-ai",
  industry: "finance",
  eyebrow: "Industry · Financial services",
  heading: "AI for financial services",
  intro:
    "Automation for the paperwork-heavy, regulated work of lenders, banks, advisers and fintechs: faster decisions, sharper risk signals and client service that answers at once, with security and audit trails built in.",
  linkLabel: "AI for financial services: the overview",
  challenges: [
    {
      title: "Documents everywhere",
      text: "Applications, statements and onboarding files are read and re-keyed by hand, so good clients wait days and some go elsewhere.",
    },
    {
      title: "Alert fatigue",
      text: "Rule-based fraud and compliance checks produce more false positives than analysts can review, while new patterns slip past them.",
    },
    {
      title: "Closing the books takes too long",
      text: "Reconciliations and cash forecasts are rebuilt in spreadsheets every month, and surprises appear after the moment to act.",
    },
    {
      title: "Regulation keeps moving",
      text: "Keeping policies in line with new rules and guidance takes hours of reading for every change that matters.",
    },
  ],
  complianceIntro:
    "Financial data is among the most sensitive a business holds. Every financial-services project we build follows these rules:",
  compliance: [
    "Encryption of data in transit and at rest, and access controls so each person reaches only what their role needs.",
    "Personal data handled in line with GDPR, with data processing terms agreed before the pilot starts.",
    "Every automated decision is explainable and logged, and decisions with consequences for customers stay with a person.",
    "Your data is used only for your solution and is never used to train models for anyone else.",
  ],
  ctaHeading: "Talk to us about automation with compliance built in",
  proofIntro:
    "From a project that automated decisions on money under strict risk limits, and the estimates of the pre-built solutions finance teams start with. Every figure says what was measured.",
};
