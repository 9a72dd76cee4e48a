import type { PrebuiltPage } from "./types";

export const seoPage: PrebuiltPage = {
  slug: "seo",
  eyebrow: "Pre-built solution · SEO",
  intro:
    "AI SEO that finds the searches your buyers actually make, writes content briefs and drafts, fixes technical issues, and tracks your rankings week by week.",
  problemDetail:
    "Good businesses stay invisible in search because nobody has time to research keywords, write consistently or fix the technical problems that hold pages back. AI SEO turns that into a steady weekly routine: research, briefs, drafts for your review, fixes and a clear report of what moved.",
  audiences: [
    { who: "Service businesses", why: "Local and service pages that rank for what customers search in your area." },
    { who: "Online shops", why: "Category and product pages with the content and structure search engines reward." },
    { who: "SaaS companies", why: "Content that answers buyers' questions at every stage of their research." },
    { who: "Publishers", why: "Briefs and internal linking at the scale of a large archive." },
  ],
  steps: [
    {
      title: "We audit where you stand",
      text: "A technical and content audit of your site and your competitors shows the gaps, the quick wins and the searches worth targeting.",
    },
    {
      title: "It researches and briefs",
      text: "For each target topic the system prepares a brief: search intent, questions to answer, structure and internal links.",
    },
    {
      title: "It drafts and fixes",
      text: "Drafts are written for your experts to review and improve, and technical issues such as broken links, slow pages and missing metadata are fixed or ticketed.",
    },
    {
      title: "It tracks and adjusts",
      text: "Weekly reports show rankings, organic visits and leads by page, and the plan is adjusted to what is working.",
    },
  ],
  faqs: [
    {
      id: "seo-time",
      question: "How quickly will we see results?",
      answer:
        "Technical fixes can show within weeks; content usually takes a few months to rank, which is why SEO has the longest payback of our pre-built solutions. The weekly report shows progress from the start.",
    },
    {
      id: "seo-content",
      question: "Is AI-written content a risk for rankings?",
      answer:
        "Search engines reward helpful content, however it is produced. Every draft is built around your real expertise and reviewed by your team before it is published.",
    },
    {
      id: "seo-cms",
      question: "Does it work with our website platform?",
      answer:
        "Yes. We work with WordPress, Shopify, Webflow and most other platforms, either publishing directly or handing over ready-to-paste content and tickets.",
    },
  ],
  relatedIdeas: [
    "ecommerce-product-content",
    "listing-description-writer",
    "agency-reporting-automation",
    "review-response-assistant",
  ],
};
