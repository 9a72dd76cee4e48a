import type { IndustryPage } from "./types";

export const retailAiPage: IndustryPage = {
  path: "/retail-ai",
  industry: "retail",
  eyebrow: "Industry · Retail and e-commerce",
  heading: "AI for retail and e-commerce",
  intro:
    "Demand forecasts that follow the season, shelves and stock watched for you, product content written at catalogue scale, and customer service that answers every 'where is my order?' in seconds.",
  linkLabel: "AI for retail: the overview",
  challenges: [
    {
      title: "Stock in the wrong place",
      text: "Bestsellers run out on the busiest weekend while slow lines end up marked down, because orders follow habit rather than demand.",
    },
    {
      title: "Service queues at peak",
      text: "Most contacts are order status, returns and sizing questions, and answering them by hand delays the customers who need a person.",
    },
    {
      title: "Catalogue work that never ends",
      text: "New products wait days for copy and attributes, and incomplete data breaks filters, search and marketplace listings.",
    },
    {
      title: "Margin lost to guesswork",
      text: "Markdowns run on a calendar instead of on data, and shrink is discovered only at stock-take.",
    },
  ],
  complianceIntro: "Retail AI works with customer and payment data, so we design for privacy from the start:",
  compliance: [
    "Customer data is encrypted in transit and at rest, with access controls by role.",
    "Personalisation and marketing respect consent and opt-outs, in line with GDPR.",
    "In-store sensors count people anonymously, and camera analysis stores no images of shoppers unless an incident is confirmed.",
    "Payment card data stays with your payment provider; our systems do not need it.",
  ],
  ctaHeading: "See where AI pays off first in your stores",
};
