import type { IdeaInput } from "./types";

export const realEstate: IdeaInput[] = [
  {
    slug: "property-lead-response",
    title: "Instant Property Lead Response",
    type: "software",
    serves: { timeSinks: ["leads", "scheduling"], channels: ["web", "email", "phone", "social"], data: ["crm"] },
    summary: "Replies to every portal and website enquiry within a minute and books the viewing.",
    problem:
      "Buyers and renters contact several agents at once and go with whoever answers first, yet enquiries that arrive in the evening wait until the next morning.",
    howItWorks:
      "Enquiries from portals, your website and social channels reach an assistant that answers questions about the listing from your data, qualifies budget and timing, and books viewings in the agent's calendar, by text, e-mail or phone.",
    features: [
      "Replies within a minute, day and night",
      "Answers from the listing's own details",
      "Qualification questions you define",
      "Viewing booked in the agent's calendar",
    ],
    integrations: [
      "Property portals' lead e-mails and APIs",
      "Real-estate CRMs such as Follow Up Boss",
      "Calendars and SMS",
    ],
    roi: [
      { label: "Median response time to enquiries", range: "From hours to under a minute" },
      { label: "Enquiries converted to viewings", range: "15-35% more" },
    ],
  },
  {
    slug: "listing-description-writer",
    title: "Listing Description and Photo Tagging",
    type: "software",
    serves: { timeSinks: ["content"], channels: ["web"], data: [] },
    summary: "Writes accurate listing copy from the property data and photos, ready for every portal.",
    problem:
      "Agents write listings late at night, copy tends to be generic, and portal limits mean rewriting the same listing several times.",
    howItWorks:
      "The writer reads the property's data sheet and photos, tags rooms and features in the photos, and drafts listing copy in your agency's style for each portal's length limits, checked against fair-housing wording rules before the agent approves it.",
    features: [
      "Room and feature tagging from photos",
      "Copy variants per portal",
      "Fair-housing wording checks",
      "Agent approval before publishing",
    ],
    integrations: ["Listing management or MLS feeds", "Property portals", "Agency websites"],
    roi: [
      { label: "Time to publish a listing", range: "50-70% faster" },
      { label: "Listings with complete feature data", range: "Close to all" },
    ],
  },
  {
    slug: "tenant-maintenance-triage",
    title: "Tenant Maintenance Request Triage",
    type: "software",
    serves: { timeSinks: ["support", "scheduling"], channels: ["web", "phone"], data: [] },
    summary: "Takes repair requests with photos, sorts urgent from routine and dispatches the right contractor.",
    problem:
      "Property managers field repair calls at all hours, spend time working out what is actually broken, and urgent leaks wait in the same queue as squeaky doors.",
    howItWorks:
      "Tenants report problems by chat, text or phone with photos. The assistant asks clarifying questions, classifies urgency and trade, suggests simple fixes where safe, and creates a work order for the right contractor with the details and access notes.",
    features: [
      "Photo-based issue classification",
      "Urgency rules that follow your policy",
      "Work orders sent to approved contractors",
      "Tenants updated automatically on progress",
    ],
    integrations: ["Property management systems such as AppFolio or Buildium", "Contractor scheduling", "SMS"],
    roi: [
      { label: "Manager time per repair request", range: "40-60% less" },
      { label: "Time to dispatch urgent repairs", range: "From hours to minutes" },
    ],
  },
  {
    slug: "smart-building-energy",
    title: "Smart Building Energy Control",
    type: "hybrid",
    serves: { timeSinks: ["monitoring"], channels: [], data: ["sensors"] },
    summary: "Sensors and a learning controller heat and cool buildings for actual occupancy, not a fixed timetable.",
    problem:
      "Heating and cooling run on fixed schedules in half-empty buildings, and tenants still complain about rooms that are too hot or too cold.",
    howItWorks:
      "Occupancy, temperature and CO2 sensors report to an edge controller connected to your building management system. The controller learns how each zone heats and cools and adjusts set points for real occupancy and the weather forecast, within the comfort limits you set.",
    features: [
      "Occupancy-aware heating and cooling",
      "Weather-forecast pre-conditioning",
      "Comfort limits you control",
      "Savings measured against a baseline",
    ],
    integrations: ["Building management systems over BACnet or Modbus", "Smart thermostats", "Utility meters"],
    roi: [
      { label: "HVAC energy use", range: "10-25% lower" },
      { label: "Comfort complaints", range: "Fewer, tracked per zone" },
    ],
  },
  {
    slug: "rent-pricing-advisor",
    title: "Rent and Valuation Advisor",
    type: "software",
    serves: { timeSinks: ["reporting"], channels: [], data: [] },
    summary: "Suggests asking rents and price ranges from comparable properties, with the evidence shown.",
    problem:
      "Pricing a unit or a sale relies on an agent pulling comparables by hand, and a price set wrong costs weeks of vacancy or money left on the table.",
    howItWorks:
      "The advisor gathers comparable listings and transactions you have access to, adjusts for size, condition, features and location, and proposes a price range with the comparables it used, so the agent or owner can explain the figure to the client.",
    features: [
      "Comparable selection with adjustments shown",
      "Price ranges, not single numbers",
      "Days-on-market expectations per price point",
      "Reports you can share with owners",
    ],
    integrations: ["MLS or data feeds you license", "Property management systems", "CRM"],
    roi: [
      { label: "Time to prepare a pricing report", range: "60-80% less" },
      { label: "Vacancy days on re-let units", range: "10-25% fewer" },
    ],
  },
  {
    slug: "lease-abstraction",
    title: "Lease Abstraction",
    type: "software",
    serves: { timeSinks: ["documents"], channels: [], data: ["documents"] },
    summary: "Extracts rent, dates, options and clauses from leases into a portfolio-wide register.",
    problem:
      "Commercial leases run to dozens of pages, and answering 'which leases have a break option next year?' means reading every one.",
    howItWorks:
      "The system reads each lease and its amendments, extracts rent schedules, escalations, break and renewal options, service charge terms and unusual clauses, and builds a register that links every value to its page. An analyst confirms each abstract.",
    features: [
      "Abstracts with links to the source page",
      "Amendments applied in order",
      "Critical-date reminders",
      "Portfolio questions answered in plain English",
    ],
    integrations: ["Lease administration systems", "Document storage", "Accounting systems"],
    roi: [
      { label: "Time per lease abstract", range: "50-75% less" },
      { label: "Missed critical dates", range: "Rare, from occasional" },
    ],
  },
];
