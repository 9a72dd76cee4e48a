import type { IdeaInput } from "./types";

export const homeServices: IdeaInput[] = [
  {
    slug: "trades-call-answering",
    title: "After-Hours Call Answering for Trades",
    type: "software",
    serves: { timeSinks: ["calls", "scheduling"], channels: ["phone"], data: [] },
    summary: "Answers every call while your team is on a job, books visits and flags emergencies.",
    problem:
      "Technicians cannot answer the phone under a sink or on a roof, and a missed call is usually a job that goes to the next company on the list.",
    howItWorks:
      "A voice assistant answers in your company's name, works out what the customer needs, books a visit in an open slot, quotes call-out fees you set, and for emergencies such as a gas smell or flooding pages the on-call technician at once.",
    features: [
      "Every call answered, day and night",
      "Booking into your dispatch calendar",
      "Emergency escalation to the on-call technician",
      "Call summaries and recordings in the job record",
    ],
    integrations: ["Field service software such as ServiceTitan, Jobber or Housecall Pro", "Phone systems", "SMS"],
    roi: [
      { label: "Missed calls", range: "80-100% fewer" },
      { label: "Jobs booked from inbound calls", range: "15-35% more" },
    ],
  },
  {
    slug: "photo-quote-estimator",
    title: "Photo-Based Quote Estimator",
    type: "software",
    serves: { timeSinks: ["leads"], channels: ["web", "phone"], data: [] },
    summary: "Customers send photos and the system drafts a quote range before anyone drives out.",
    problem: "Site visits to quote small jobs eat hours of driving, and many of those quotes never turn into work.",
    howItWorks:
      "Customers upload photos and answer a few questions. The estimator identifies the equipment or job type, checks it against your price book and past jobs, and drafts a quote range for a technician to confirm or refine before it is sent.",
    features: [
      "Photo and question-based job assessment",
      "Pricing from your own price book",
      "Technician approval before sending",
      "Automatic follow-up on open quotes",
    ],
    integrations: ["Field service software", "Price books", "Website forms and SMS"],
    roi: [
      { label: "Site visits just to quote", range: "30-60% fewer" },
      { label: "Time from enquiry to quote", range: "From days to hours" },
    ],
  },
  {
    slug: "dispatch-optimizer",
    title: "Technician Dispatch Optimiser",
    type: "software",
    serves: { timeSinks: ["scheduling"], channels: ["field"], data: [] },
    summary: "Assigns jobs to the right technician by skill, location and parts on the van.",
    problem:
      "Dispatchers juggle skills, locations, emergencies and parts on a whiteboard, so technicians drive across town past each other.",
    howItWorks:
      "The optimiser assigns and sequences jobs by skill, travel time, job priority and van stock, re-plans when an emergency comes in or a job overruns, and updates customers with arrival windows.",
    features: [
      "Skill and van-stock aware assignment",
      "Live re-planning for emergencies",
      "Customer arrival-time messages",
      "Daily drive-time and utilisation reports",
    ],
    integrations: ["Field service software", "GPS tracking", "SMS"],
    roi: [
      { label: "Drive time per technician", range: "10-25% less" },
      { label: "Jobs completed per day", range: "0.5-1.5 more per technician" },
    ],
  },
  {
    slug: "hvac-remote-monitoring",
    title: "HVAC Remote Monitoring for Service Contracts",
    type: "hardware",
    serves: { timeSinks: ["monitoring"], channels: ["field"], data: ["sensors"] },
    summary: "Sensors on customers' systems predict failures, so you fix them before the call comes.",
    problem:
      "Service contracts are reactive: the first sign of trouble is a customer with no heat on the coldest night, and the repair happens at overtime rates.",
    howItWorks:
      "Small sensors on each system measure temperatures, pressures and run cycles and report over the customer's Wi-Fi or cellular. The system learns normal operation, predicts failures such as refrigerant loss or a failing motor, and creates a service call in a convenient slot.",
    features: [
      "Remote health monitoring per system",
      "Failure predictions with the evidence",
      "Service calls booked ahead of breakdowns",
      "Customer reports that justify the contract",
    ],
    integrations: ["Wireless sensors", "Field service software", "Unified dashboard"],
    roi: [
      { label: "Emergency call-outs on monitored systems", range: "30-50% fewer" },
      { label: "Service contract renewals", range: "Higher, backed by reports" },
    ],
  },
  {
    slug: "review-and-referral-engine",
    title: "Review and Referral Requests",
    type: "software",
    serves: { timeSinks: [], channels: ["social", "phone", "email"], data: [] },
    summary: "Asks happy customers for a review or referral at the right moment after each job.",
    problem:
      "Most satisfied customers never leave a review, while an unhappy one always does, and referrals depend on technicians remembering to ask.",
    howItWorks:
      "After each completed job, the system sends a short satisfaction check. Happy customers get a one-tap review link and a referral offer; unhappy ones go straight to a manager to fix the problem before it becomes a public review.",
    features: [
      "Post-job satisfaction check",
      "Review links for happy customers",
      "Manager alert for unhappy customers",
      "Referral tracking and rewards",
    ],
    integrations: ["Field service software", "Google Business Profile", "SMS and e-mail"],
    roi: [
      { label: "New reviews per month", range: "2-4 times as many" },
      { label: "Jobs from referrals", range: "10-20% more" },
    ],
  },
  {
    slug: "membership-renewal-assistant",
    title: "Maintenance Plan Sales and Renewals",
    type: "software",
    serves: { timeSinks: ["leads", "scheduling"], channels: ["phone", "email"], data: ["crm"] },
    summary: "Finds customers who would benefit from a maintenance plan and reminds members to book their visits.",
    problem:
      "Maintenance plans are the steadiest revenue in the trade, yet plans are offered inconsistently and members forget their included visits and then cancel.",
    howItWorks:
      "The assistant scores customers by equipment age, job history and location, runs polite campaigns offering the plan, and reminds members to book their included seasonal visits, rebooking by text in one reply.",
    features: [
      "Plan offers to the customers most likely to join",
      "Seasonal visit reminders with one-reply booking",
      "Renewal reminders before expiry",
      "Plan revenue and churn on the dashboard",
    ],
    integrations: ["Field service software", "SMS and e-mail", "Payment processors"],
    roi: [
      { label: "Maintenance plan sign-ups", range: "15-30% more" },
      { label: "Plan cancellations", range: "10-25% fewer" },
    ],
  },
];
