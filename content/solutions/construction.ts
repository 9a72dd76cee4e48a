import type { IdeaInput } from "./types";

export const construction: IdeaInput[] = [
  {
    slug: "bid-estimating-assistant",
    title: "Bid and Estimating Assistant",
    type: "software",
    serves: { timeSinks: ["documents", "leads"], channels: [], data: ["documents"] },
    summary: "Reads tender documents and drawings lists, drafts the takeoff and flags risky clauses before you bid.",
    problem:
      "Estimators spend days reading tender packs to decide whether to bid and to build a first estimate, and risky terms are easy to miss under deadline.",
    howItWorks:
      "The assistant reads specifications, bills of quantities and contract terms, summarises scope and risks, drafts quantities from the documents you provide, and prices them from your historical cost database for the estimator to refine.",
    features: [
      "Scope and risk summary of tender packs",
      "Draft quantities from bills and schedules",
      "Pricing from your own cost history",
      "Go or no-go checklist per tender",
    ],
    integrations: ["Estimating software", "Document management", "Excel"],
    roi: [
      { label: "Time to a first estimate", range: "30-50% less" },
      { label: "Tenders reviewed per estimator", range: "1.5-2 times as many" },
    ],
  },
  {
    slug: "site-progress-monitoring",
    title: "Site Progress Monitoring",
    type: "hybrid",
    serves: { timeSinks: ["monitoring", "reporting"], channels: ["field"], data: ["sensors"] },
    summary: "Site cameras and 360° walk-throughs compare progress with the schedule every week.",
    problem:
      "Project managers learn about slippage at the monthly meeting, and progress claims are argued over without clear evidence.",
    howItWorks:
      "Fixed cameras and weekly 360° photos from a site walk are analysed to recognise completed work packages, compared with the programme, and summarised as a progress report with photos, so delays show up weeks earlier.",
    features: [
      "Progress per work package from images",
      "Comparison with the programme",
      "Photo evidence for progress claims",
      "Weekly report to stakeholders",
    ],
    integrations: [
      "Site cameras and 360° cameras",
      "Scheduling tools such as Primavera or MS Project",
      "Project management platforms",
    ],
    roi: [
      { label: "Time to compile progress reports", range: "50-70% less" },
      { label: "Delays spotted", range: "Weeks earlier" },
    ],
  },
  {
    slug: "construction-safety-vision",
    title: "Site Safety Vision",
    type: "hardware",
    serves: { timeSinks: ["monitoring"], channels: ["field"], data: ["sensors"] },
    summary: "Cameras detect missing protective equipment, unguarded edges and people near moving plant.",
    problem:
      "Safety managers cannot be everywhere on a site, and unsafe conditions are usually noticed only after an incident.",
    howItWorks:
      "Solar-powered site cameras with on-board processing detect missing hard hats and vests, people inside plant exclusion zones and open edges, sound a local warning and send alerts with a snapshot to the site manager.",
    features: [
      "Protective equipment and exclusion-zone detection",
      "Solar and 4G units for sites without power",
      "Local warnings and manager alerts",
      "Weekly safety trend report",
    ],
    integrations: ["Site camera towers", "Safety management software", "Messaging apps"],
    roi: [
      { label: "Unsafe events in monitored zones", range: "20-50% fewer" },
      { label: "Time spent on safety walk reports", range: "30-50% less" },
    ],
  },
  {
    slug: "rfi-submittal-assistant",
    title: "RFI and Submittal Assistant",
    type: "software",
    serves: { timeSinks: ["documents"], channels: [], data: ["documents"] },
    summary: "Drafts RFIs, checks submittals against the specification and tracks every response.",
    problem:
      "RFIs and submittals pile up, checking a product data sheet against the specification takes hours, and late responses hold up the site.",
    howItWorks:
      "The assistant compares submittals with the relevant specification sections and flags mismatches, drafts RFIs from site questions with the drawing references, and tracks response deadlines with reminders.",
    features: [
      "Submittal checks against specification sections",
      "Drafted RFIs with references",
      "Deadline tracking and reminders",
      "Searchable log of every answer",
    ],
    integrations: ["Procore, Autodesk Construction Cloud or similar", "Document management", "E-mail"],
    roi: [
      { label: "Review time per submittal", range: "40-60% less" },
      { label: "Overdue RFIs", range: "Fewer, tracked weekly" },
    ],
  },
  {
    slug: "equipment-tracking",
    title: "Equipment and Tool Tracking",
    type: "hardware",
    serves: { timeSinks: ["monitoring"], channels: ["field"], data: ["sensors"] },
    summary: "Trackers show where plant and tools are, how much they are used, and when they need service.",
    problem:
      "Equipment sits idle on one site while another rents the same thing, tools go missing, and nobody knows the real utilisation.",
    howItWorks:
      "GPS and Bluetooth trackers on plant and tool cases report location and run hours. The system shows utilisation per asset and site, suggests transfers instead of rentals, and schedules service by hours used.",
    features: [
      "Live location of plant and tools",
      "Utilisation and idle-time reports",
      "Service due by run hours",
      "Geofence alerts for after-hours movement",
    ],
    integrations: ["GPS and Bluetooth trackers", "Equipment management software", "Unified dashboard"],
    roi: [
      { label: "External equipment rentals", range: "10-25% fewer" },
      { label: "Tools lost or stolen", range: "30-60% fewer" },
    ],
  },
  {
    slug: "daily-site-diary",
    title: "Voice Daily Site Diary",
    type: "software",
    serves: { timeSinks: ["documents", "reporting"], channels: ["field"], data: [] },
    summary: "Foremen dictate the day on their phone and get a complete, structured site diary.",
    problem:
      "Daily reports are written late or not at all, and when a dispute arises months later the record of weather, labour and delays is thin.",
    howItWorks:
      "Foremen speak for a minute or two at the end of the day. The assistant turns the recording into a structured diary with labour, plant, deliveries, weather, delays and photos, and files it against the project.",
    features: [
      "Dictation in noisy conditions",
      "Structured diary fields",
      "Weather added automatically",
      "Searchable record for claims and disputes",
    ],
    integrations: ["Project management platforms", "Mobile phones", "Document storage"],
    roi: [
      { label: "Time per daily report", range: "60-80% less" },
      { label: "Days with a complete diary", range: "Nearly all" },
    ],
  },
];
