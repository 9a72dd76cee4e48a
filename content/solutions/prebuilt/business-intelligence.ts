import type { PrebuiltPage } from "./types";

export const businessIntelligencePage: PrebuiltPage = {
  slug: "business-intelligence",
  eyebrow: "Pre-built solution · Business intelligence",
  intro:
    "Business intelligence that joins your data sources in one place, answers questions in plain English, and warns you about changes before they cost you.",
  problemDetail:
    "Your numbers live in the accounting package, the CRM, the shop and a dozen spreadsheets, and the monthly report arrives after the moment to act has passed. AI business intelligence keeps the data joined and current, lets anyone ask a question in plain English, and flags unusual changes as they happen.",
  audiences: [
    { who: "Growing companies", why: "One source of truth instead of conflicting spreadsheets." },
    { who: "Multi-location businesses", why: "Every site compared on the same figures, every day." },
    { who: "Finance teams", why: "Forecasts and variance explanations without manual report building." },
    { who: "Operations teams", why: "Alerts when a key figure drifts, with the likely cause." },
  ],
  steps: [
    {
      title: "We connect your sources",
      text: "Accounting, CRM, e-commerce, operations systems and spreadsheets are connected and their data cleaned and joined, with definitions agreed with you.",
    },
    {
      title: "It builds your dashboards",
      text: "Shared dashboards show the figures each team needs, all inside the same unified dashboard as your other solutions.",
    },
    {
      title: "You ask in plain English",
      text: "Ask 'which products lost margin last month and why?' and get an answer with the chart and the data behind it.",
    },
    {
      title: "It warns you early",
      text: "Forecasts and anomaly alerts tell you when sales, costs or cash move outside their normal range, before the month-end report would.",
    },
  ],
  faqs: [
    {
      id: "bi-sources",
      question: "Which data sources can you connect?",
      answer:
        "Common accounting, CRM, e-commerce, payment and advertising tools, databases and spreadsheets. If a system has an export or an API, we can usually connect it.",
    },
    {
      id: "bi-accuracy",
      question: "How do we know the answers are right?",
      answer:
        "Every answer shows the data and the calculation behind it, and key figures use definitions agreed with you during the pilot, so the dashboard and your accountant agree.",
    },
    {
      id: "bi-payback",
      question: "Why is the payback period longer than for other solutions?",
      answer:
        "Business intelligence pays back through better decisions over several months rather than through one task automated on day one, so we quote 6-8 months for it.",
    },
  ],
  relatedIdeas: [
    "cash-flow-forecasting",
    "retail-demand-forecasting",
    "utilisation-forecasting",
    "energy-load-forecasting",
  ],
};
