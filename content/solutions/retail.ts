import type { IdeaInput } from "./types";

export const retail: IdeaInput[] = [
  {
    slug: "retail-demand-forecasting",
    title: "Store-Level Demand Forecasting",
    type: "software",
    serves: { timeSinks: ["reporting", "monitoring"], channels: [], data: ["transactions"] },
    summary: "Forecasts sales per product and store, so orders follow demand instead of habit.",
    problem:
      "Buyers order from last year's numbers and instinct, so bestsellers run out on the busiest weekend while slow lines end up in the clearance bin.",
    howItWorks:
      "The model learns from sales history, promotions, prices, holidays and local weather for each product and store, forecasts the coming weeks with ranges, and proposes order quantities that respect pack sizes, shelf space and supplier lead times.",
    features: [
      "Forecasts per product, store and week",
      "Promotion and holiday effects built in",
      "Order proposals buyers approve or adjust",
      "Forecast accuracy reported per category",
    ],
    integrations: ["POS systems such as Lightspeed, Square or Shopify POS", "ERP or inventory systems", "Supplier EDI"],
    roi: [
      { label: "Stock-outs on key lines", range: "20-40% fewer" },
      { label: "Excess stock marked down", range: "10-25% less" },
    ],
  },
  {
    slug: "shelf-monitoring-cameras",
    title: "Shelf Monitoring Cameras",
    type: "hardware",
    serves: { timeSinks: ["monitoring"], channels: ["in-person"], data: ["sensors"] },
    summary: "Small cameras watch shelves and tell staff which gaps to refill before customers notice.",
    problem:
      "Empty shelves lose sales silently: staff walk the aisles a few times a day, and between walks a gap can sit for hours.",
    howItWorks:
      "Low-cost shelf cameras photograph facings at set intervals. An on-site model spots gaps, misplaced products and wrong price labels, and sends a prioritised refill list to staff handhelds, ranked by the sales each gap is costing.",
    features: [
      "Gap and misplaced-product detection",
      "Price label checks against the POS price",
      "Refill tasks ranked by lost sales",
      "No images of shoppers stored",
    ],
    integrations: ["POS price files", "Staff handhelds or task apps", "Planogram software"],
    roi: [
      { label: "Time a gap stays empty", range: "50-80% shorter" },
      { label: "Sales recovered on monitored shelves", range: "1-4% more" },
    ],
  },
  {
    slug: "ecommerce-product-content",
    title: "Product Content Generator",
    type: "software",
    serves: { timeSinks: ["content"], channels: ["web"], data: [] },
    summary: "Writes product titles, descriptions and attributes from supplier data in your brand voice.",
    problem:
      "New products wait days for copy, supplier descriptions are thin or duplicated across the web, and missing attributes break filters and search.",
    howItWorks:
      "The generator takes supplier feeds and product photos, fills missing attributes, and drafts titles, descriptions and meta text in your brand voice and style rules. Merchandisers review drafts in a queue and publish in bulk.",
    features: [
      "Brand voice and banned-words rules",
      "Attribute extraction from photos and specs",
      "Bulk review and publish queue",
      "Variants for marketplaces with their own limits",
    ],
    integrations: ["Shopify, WooCommerce, BigCommerce or Magento", "PIM systems", "Amazon and other marketplaces"],
    roi: [
      { label: "Time to list a new product", range: "60-80% faster" },
      { label: "Products with complete attributes", range: "Up from partial to near-complete" },
    ],
  },
  {
    slug: "retail-customer-service-agent",
    title: "Order and Returns Service Agent",
    type: "software",
    serves: { timeSinks: ["support", "calls"], channels: ["web", "email", "phone"], data: ["transactions"] },
    summary: "Answers 'where is my order?' and handles returns on chat, e-mail and phone, day and night.",
    problem:
      "Most customer contacts are order status, returns and sizing questions, and answering them by hand delays the conversations that need a person.",
    howItWorks:
      "The agent looks up orders, tracking and return rules in real time, answers in chat, e-mail or by voice, starts returns and exchanges within your policy, and hands anything unusual to your team with the full conversation attached.",
    features: [
      "Live order and tracking lookups",
      "Returns and exchanges within your policy",
      "Hand-off to staff with full context",
      "Answers in the customer's language",
    ],
    integrations: ["Shopify or other e-commerce platforms", "Zendesk, Gorgias or Freshdesk", "Carriers' tracking APIs"],
    roi: [
      { label: "Contacts resolved without staff", range: "40-70%" },
      { label: "First response time", range: "From hours to seconds" },
    ],
  },
  {
    slug: "dynamic-markdown-pricing",
    title: "Markdown and Price Optimisation",
    type: "software",
    serves: { timeSinks: ["reporting"], channels: [], data: ["transactions"] },
    summary: "Recommends when and how much to discount so seasonal stock sells through at the best margin.",
    problem:
      "Markdowns happen on a fixed calendar with round-number discounts, so some items are discounted too early and others too late to sell.",
    howItWorks:
      "The model estimates each product's price sensitivity from your sales history, projects sell-through under different prices, and recommends markdown timing and depth to hit your end-of-season targets. Pricing staff approve every change.",
    features: [
      "Price sensitivity per product and channel",
      "Sell-through projections under each option",
      "Guardrails for minimum margins and brand rules",
      "Approval workflow before prices change",
    ],
    integrations: ["POS and e-commerce pricing", "ERP", "Competitor price feeds you already have"],
    roi: [
      { label: "Gross margin on marked-down stock", range: "2-6 points higher" },
      { label: "End-of-season leftover stock", range: "10-30% less" },
    ],
  },
  {
    slug: "personalised-email-recommendations",
    title: "Personalised Product Recommendations",
    type: "software",
    serves: { timeSinks: ["content"], channels: ["email", "web"], data: ["transactions", "crm"] },
    summary: "Picks the products each customer is most likely to buy next, for e-mail, site and app.",
    problem:
      "Every customer gets the same newsletter and the same 'bestsellers' block, so loyal customers tune out and new ones see nothing relevant.",
    howItWorks:
      "The model learns from purchase and browsing history to predict each customer's next likely purchases, respects stock and margin rules, and feeds personalised blocks to your e-mail tool, website and app, with a hold-out group to measure the real uplift.",
    features: [
      "Next-purchase predictions per customer",
      "Stock, margin and brand rules respected",
      "Hold-out group for honest measurement",
      "Same recommendations across e-mail, site and app",
    ],
    integrations: ["Klaviyo, Mailchimp or Braze", "Shopify or other e-commerce platforms", "Customer data platforms"],
    roi: [
      { label: "Revenue per e-mail sent", range: "10-30% higher" },
      { label: "Repeat purchase rate", range: "5-15% higher" },
    ],
  },
  {
    slug: "footfall-and-queue-analytics",
    title: "Footfall and Queue Analytics",
    type: "hardware",
    serves: { timeSinks: ["monitoring", "reporting"], channels: ["in-person"], data: ["sensors"] },
    summary: "Anonymous counters show visitors, conversion and queues per hour, so staffing follows traffic.",
    problem:
      "Stores schedule staff on habit, not traffic, so tills are queued at lunchtime while staff wait around mid-afternoon.",
    howItWorks:
      "Ceiling sensors count people entering and queuing without identifying anyone. The system combines counts with POS transactions to show conversion per hour, predicts busy periods, and alerts managers when a queue builds so they can open another till.",
    features: [
      "Anonymous people counting at entrances and tills",
      "Conversion rate per hour and per store",
      "Queue alerts to managers' phones",
      "Staffing recommendations for the week ahead",
    ],
    integrations: ["POS systems", "Workforce scheduling tools", "Unified dashboard"],
    roi: [
      { label: "Average queue time at peak", range: "20-40% shorter" },
      { label: "Labour hours misallocated", range: "10-20% fewer" },
    ],
  },
  {
    slug: "loss-prevention-analytics",
    title: "Loss Prevention Analytics",
    type: "hybrid",
    serves: { timeSinks: ["monitoring"], channels: ["in-person"], data: ["transactions", "sensors"] },
    summary: "Links till data and camera events to flag refund abuse, sweethearting and unusual voids.",
    problem:
      "Shrink is known only at stock-take, and exceptions reports list thousands of voids and refunds with no way to tell which deserve a look.",
    howItWorks:
      "The system scores every void, refund, discount and no-sale against normal patterns for the store and cashier, and links high-risk transactions to the matching camera clip so loss prevention staff review a short, ranked list instead of hours of footage.",
    features: [
      "Risk scoring of voids, refunds and discounts",
      "Transaction-to-video linking",
      "Ranked case list for loss prevention staff",
      "Store and category shrink trends",
    ],
    integrations: ["POS transaction logs", "Existing camera systems", "Case management tools"],
    roi: [
      { label: "Investigation time per case", range: "50-75% less" },
      { label: "Shrink in targeted categories", range: "10-30% lower" },
    ],
  },
];
