import type { SolutionCard } from "../prebuilt-solutions";
import type { QA } from "../guides/blocks";

/** The extra copy of each pre-built solution's own page; the card data comes from content/prebuilt-solutions.ts. */
export interface PrebuiltPage {
  slug: SolutionCard["slug"];
  eyebrow: string;
  /** The page's opening paragraph. */
  intro: string;
  /** A fuller account of the problem than the card's one line. */
  problemDetail: string;
  /** Who it is for, one line each. */
  audiences: readonly { who: string; why: string }[];
  /** How it works, in order. */
  steps: readonly { title: string; text: string }[];
  faqs: readonly QA[];
  /** Catalog ideas (slugs) that build on the same technology. */
  relatedIdeas: readonly string[];
}

export const prebuiltPages: readonly PrebuiltPage[] = [
  {
    slug: "voice",
    eyebrow: "Pre-built solution · Voice",
    intro:
      "A voice assistant that picks up on the first ring, speaks naturally, knows your business from the information you approve, and books, qualifies or routes every caller, at 3 p.m. or 3 a.m.",
    problemDetail:
      "Every unanswered call is a customer who rings the next business on the list. Small teams cannot staff the phone all day, answering services read from a script and cannot book anything, and voicemail is where leads go to wait. The voice assistant answers every call at once, handles the routine ones from start to finish and passes the rest to a person with a summary.",
    audiences: [
      { who: "Clinics and practices", why: "Booking, rescheduling and reminders without tying up the front desk." },
      { who: "Law firms", why: "New-matter intake day and night, with urgent calls put straight through." },
      { who: "Home services and trades", why: "Jobs booked while your technicians are on site, emergencies escalated." },
      { who: "Agencies and professional services", why: "Callers qualified with your own questions before they reach your team." },
    ],
    steps: [
      { title: "We learn your calls", text: "In the pilot we review your most common calls, your calendar rules and the answers you want given, and write them into the assistant's instructions." },
      { title: "It answers and acts", text: "The assistant answers in a natural voice, understands free speech, books or changes appointments in your calendar and answers questions only from what you approved." },
      { title: "It hands over cleanly", text: "Anything urgent, sensitive or outside its brief goes to a person, by transfer or callback, with a short summary so nobody asks the caller to repeat themselves." },
      { title: "You see every call", text: "Transcripts, summaries, outcomes and booked appointments appear in your unified dashboard, so you can improve the answers week by week." },
    ],
    faqs: [
      {
        id: "voice-sound",
        question: "Will callers know they are talking to an AI?",
        answer:
          "The assistant introduces itself as a virtual assistant, in the wording you choose. Callers can ask for a person at any time, and the assistant transfers or arranges a callback.",
      },
      {
        id: "voice-phone-system",
        question: "Do we need a new phone system?",
        answer:
          "No. The assistant works with your existing number: calls are forwarded to it all the time, after hours only, or when nobody picks up within a set number of rings.",
      },
      {
        id: "voice-try",
        question: "Can I hear it before we talk?",
        answer:
          "Yes. The live demo on this page runs in your browser: choose the Virtual Receptionist, Sales Assistant or Customer Support scenario and talk to it with your microphone.",
      },
    ],
    relatedIdeas: ["clinic-voice-receptionist", "trades-call-answering", "restaurant-phone-reservations", "legal-intake-qualification"],
  },
  {
    slug: "security",
    eyebrow: "Pre-built solution · Security",
    intro:
      "AI that watches your camera feeds and sensors around the clock, tells a real incident from a passing shadow, and alerts the right person in seconds with the clip attached.",
    problemDetail:
      "Most cameras record footage that nobody watches until after something has gone wrong. Motion alarms trigger on rain, animals and headlights until people stop responding to them. AI security monitoring looks at what is actually happening in each zone, alerts only on the events you care about, and keeps a searchable record of every incident.",
    audiences: [
      { who: "Warehouses and yards", why: "After-hours intrusion and vehicle alerts without round-the-clock guards." },
      { who: "Retail stores", why: "Incidents flagged as they happen, footage found in seconds for investigations." },
      { who: "Construction sites", why: "Solar-powered units for sites without power, alerts for after-hours activity." },
      { who: "Multi-site operators", why: "One view of every location and every alert in the unified dashboard." },
    ],
    steps: [
      { title: "We survey your sites", text: "We check your existing cameras and sensors, agree the zones and events that matter, and add edge devices or cameras only where coverage is missing." },
      { title: "It watches every feed", text: "Models running on site detect people, vehicles and zone breaches and ignore the movements that cause false alarms. Video stays on site unless an event is confirmed." },
      { title: "It alerts the right person", text: "Confirmed events go out by text, app notification or call to the people on your rota, with the clip and the camera's location." },
      { title: "You search and review", text: "Every incident is logged with its footage. Search by time, camera or event type instead of scrubbing through hours of recordings." },
    ],
    faqs: [
      {
        id: "security-cameras",
        question: "Can it use the cameras we already have?",
        answer:
          "In most cases, yes: any IP camera that provides a standard video stream works. Where a camera is too old or badly placed, we tell you in the site survey before anything is installed.",
      },
      {
        id: "security-privacy",
        question: "How do you handle privacy?",
        answer:
          "Video is analysed on site and only event clips leave the premises, encrypted. Access to footage is limited by role, and we configure retention periods and signage to match the rules that apply to you.",
      },
      {
        id: "security-internet",
        question: "What happens if the internet connection drops?",
        answer:
          "Detection keeps running on the edge device, and events are stored and sent as soon as the connection returns. Local sirens or lights can still be triggered while offline.",
      },
    ],
    relatedIdeas: ["worker-safety-monitoring", "branch-and-atm-security", "construction-safety-vision", "loss-prevention-analytics"],
  },
  {
    slug: "legal",
    eyebrow: "Pre-built solution · Legal contracts",
    intro:
      "Contract AI that reads agreements in minutes, extracts the clauses that matter, compares them with your playbook and drafts a first review for a lawyer to finish.",
    problemDetail:
      "First-pass contract review is careful, repetitive reading: finding the liability cap, the termination terms, the auto-renewal and the unusual indemnity buried on page 31. Under deadline pressure that is exactly where risky terms slip through. Legal contract AI does the first pass in minutes, consistently, and leaves the judgement to your lawyers.",
    audiences: [
      { who: "Law firms", why: "Faster first-pass reviews and more consistent work across the team." },
      { who: "In-house legal teams", why: "Routine agreements turned around in hours, not days, for the business." },
      { who: "Procurement teams", why: "Supplier terms checked against your standards before they are signed." },
      { who: "Real-estate businesses", why: "Leases and purchase agreements abstracted into a searchable register." },
    ],
    steps: [
      { title: "We capture your playbook", text: "Together we write down your preferred positions, acceptable fallbacks and red lines for the agreement types you see most." },
      { title: "It reads and extracts", text: "The system identifies parties, dates, obligations and each clause type, and links every extracted value to the exact place in the document." },
      { title: "It flags and drafts", text: "Deviations from your playbook are flagged by risk, with suggested wording and a plain-English summary of the contract." },
      { title: "Your lawyer decides", text: "Every suggestion is accepted, edited or rejected by a lawyer. Documents are stored encrypted with access limited to the people on the matter." },
    ],
    faqs: [
      {
        id: "legal-advice",
        question: "Does the AI give legal advice?",
        answer:
          "No. It prepares a first review and summary; a qualified lawyer makes every decision and approves every change before anything goes to the other side.",
      },
      {
        id: "legal-confidentiality",
        question: "Is our clients' information kept confidential?",
        answer:
          "Documents are encrypted in transit and at rest, access is controlled per matter and role, and your documents are not used to train models for anyone else.",
      },
      {
        id: "legal-formats",
        question: "Which documents can it read?",
        answer:
          "Word documents, PDFs and scanned agreements. The pilot starts with the two or three agreement types you handle most, such as NDAs, supplier agreements or leases.",
      },
    ],
    relatedIdeas: ["contract-review-assistant", "contract-obligation-tracker", "lease-abstraction", "legal-research-assistant"],
  },
  {
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
      { title: "We connect your channels", text: "Your e-mail tool, ad accounts, CRM and website analytics are connected so the system sees who your customers are and what they respond to." },
      { title: "It segments and drafts", text: "Audiences are grouped by behaviour and value, and campaign drafts, e-mails and ad variations are written in your brand voice for you to approve." },
      { title: "It follows up", text: "New leads get a timely, relevant follow-up sequence until they book, buy or opt out, and replies go to your team." },
      { title: "It reallocates and reports", text: "Spend shifts toward the campaigns that convert, within limits you set, and one report shows spend, leads and revenue per channel." },
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
    relatedIdeas: ["personalised-email-recommendations", "outreach-campaign-automation", "review-and-referral-engine", "agency-reporting-automation"],
  },
  {
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
      { title: "We audit where you stand", text: "A technical and content audit of your site and your competitors shows the gaps, the quick wins and the searches worth targeting." },
      { title: "It researches and briefs", text: "For each target topic the system prepares a brief: search intent, questions to answer, structure and internal links." },
      { title: "It drafts and fixes", text: "Drafts are written for your experts to review and improve, and technical issues such as broken links, slow pages and missing metadata are fixed or ticketed." },
      { title: "It tracks and adjusts", text: "Weekly reports show rankings, organic visits and leads by page, and the plan is adjusted to what is working." },
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
    relatedIdeas: ["ecommerce-product-content", "listing-description-writer", "agency-reporting-automation", "review-response-assistant"],
  },
  {
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
      { title: "We connect your sources", text: "Accounting, CRM, e-commerce, operations systems and spreadsheets are connected and their data cleaned and joined, with definitions agreed with you." },
      { title: "It builds your dashboards", text: "Shared dashboards show the figures each team needs, all inside the same unified dashboard as your other solutions." },
      { title: "You ask in plain English", text: "Ask 'which products lost margin last month and why?' and get an answer with the chart and the data behind it." },
      { title: "It warns you early", text: "Forecasts and anomaly alerts tell you when sales, costs or cash move outside their normal range, before the month-end report would." },
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
    relatedIdeas: ["cash-flow-forecasting", "retail-demand-forecasting", "utilisation-forecasting", "energy-load-forecasting"],
  },
];

export function getPrebuiltPage(slug: SolutionCard["slug"]): PrebuiltPage {
  const page = prebuiltPages.find((p) => p.slug === slug);
  if (!page) throw new Error(`No page copy for the pre-built solution "${slug}"`);
  return page;
}
