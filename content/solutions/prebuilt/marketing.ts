import type { PrebuiltPage } from "./types";

export const marketingPage: PrebuiltPage = {
  slug: "marketing",
  eyebrow: "Pre-built solution · Marketing",
  intro:
    "Marketing automation that segments your audience, drafts on-brand campaigns and follow-ups, and moves budget toward what actually converts, with every result in one report.",
  problemDetail:
    "Small marketing teams send the same message to everyone, leave leads without a follow-up for days and keep paying for campaigns that stopped working weeks ago. AI marketing automation does the segmenting, drafting and follow-up for you, and shows clearly which spend brings in customers.",
  audiences: [
    { who: "E-commerce brands", why: "Personal e-mails and offers for each customer segment, sent at the right time." },
    { who: "Local businesses", why: "Campaigns and follow-ups that run without a marketing department." },
    { who: "B2B sales teams", why: "Every lead followed up within minutes with a relevant message." },
    { who: "Marketing agencies", why: "More campaigns per client with the same team, and reporting done for you." },
  ],
  steps: [
    {
      title: "We connect your channels",
      text: "Your e-mail tool, ad accounts, CRM and website analytics are connected so the system sees who your customers are and what they respond to.",
    },
    {
      title: "It segments and drafts",
      text: "Audiences are grouped by behaviour and value, and campaign drafts, e-mails and ad variations are written in your brand voice for you to approve.",
    },
    {
      title: "It follows up",
      text: "New leads get a timely, relevant follow-up sequence until they book, buy or opt out, and replies go to your team.",
    },
    {
      title: "It reallocates and reports",
      text: "Spend shifts toward the campaigns that convert, within limits you set, and one report shows spend, leads and revenue per channel.",
    },
  ],
  faqs: [
    {
      id: "marketing-approval",
      question: "Will anything go out without our approval?",
      answer:
        "Only if you want it to. You can approve every campaign and message, or approve templates once and let follow-ups run automatically within them.",
    },
    {
      id: "marketing-voice",
      question: "Will it sound like us?",
      answer:
        "Drafts follow a brand-voice guide we build with you from your best existing material, including words to use and avoid, and you can edit anything before it is sent.",
    },
    {
      id: "marketing-tools",
      question: "Do we have to change our marketing tools?",
      answer:
        "No. We connect to the e-mail, ads and CRM tools you already use. If you do not have an e-mail or CRM tool yet, we recommend one that fits your size.",
    },
  ],
  relatedIdeas: [
    "personalised-email-recommendations",
    "outreach-campaign-automation",
    "review-and-referral-engine",
    "agency-reporting-automation",
  ],
};
