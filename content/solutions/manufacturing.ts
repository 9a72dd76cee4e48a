import type { IdeaInput } from "./types";

export const manufacturing: IdeaInput[] = [
  {
    slug: "visual-quality-inspection",
    title: "Visual Quality Inspection",
    type: "hybrid",
    serves: { timeSinks: ["monitoring"], channels: [], data: ["sensors"] },
    summary: "Cameras on the line spot defects as parts pass, so bad parts never reach packing.",
    problem:
      "Manual inspection is slow, tiring and inconsistent: the same defect passes on the night shift that is caught on the day shift, and a missed batch turns into scrap, rework or a customer return.",
    howItWorks:
      "Industrial cameras over the line capture every part. A vision model trained on photos of your good and bad parts scores each one in milliseconds on an edge computer beside the line, diverts or flags rejects, and sends images and counts to the dashboard so quality engineers can review borderline calls.",
    features: [
      "Defect detection trained on your own parts and defect types",
      "Reject signal to a diverter, light stack or PLC",
      "Image archive of every flagged part for traceability",
      "Defect trends by line, shift and supplier lot",
    ],
    integrations: [
      "PLCs over OPC UA or Modbus",
      "MES and ERP quality modules",
      "Existing IP cameras",
      "Unified dashboard",
    ],
    roi: [
      { label: "Defects escaping to customers", range: "50-80% fewer" },
      { label: "Inspector time on routine checks", range: "40-70% less" },
    ],
  },
  {
    slug: "predictive-maintenance",
    title: "Predictive Maintenance",
    type: "hybrid",
    serves: { timeSinks: ["monitoring"], channels: [], data: ["sensors"] },
    summary: "Vibration and temperature sensors warn you days before a motor, pump or spindle fails.",
    problem:
      "Unplanned downtime stops the whole line, and fixed-interval maintenance replaces parts that still had months of life while missing the ones about to fail.",
    howItWorks:
      "Wireless vibration, temperature and current sensors clip onto critical assets. An edge gateway streams readings to a model that learns each machine's normal signature and raises a work order when the pattern drifts towards a known failure mode, with the evidence attached.",
    features: [
      "Retrofit sensors that need no machine modification",
      "Per-asset baselines learned in the first weeks",
      "Early-warning alerts with remaining-life estimates",
      "Automatic work orders in your maintenance system",
    ],
    integrations: [
      "CMMS such as Fiix, UpKeep or Maximo",
      "SCADA historians",
      "Microsoft Teams or Slack alerts",
      "Unified dashboard",
    ],
    roi: [
      { label: "Unplanned downtime", range: "20-40% less" },
      { label: "Spare-parts and overtime spend", range: "10-25% lower" },
    ],
  },
  {
    slug: "production-scheduling-optimizer",
    title: "Production Scheduling Optimizer",
    type: "software",
    serves: { timeSinks: ["scheduling"], channels: [], data: ["transactions"] },
    summary: "Builds the week's schedule around orders, changeovers and material in minutes, not hours.",
    problem:
      "Planners rebuild the schedule in spreadsheets every time an order changes or a machine goes down, and the result still carries avoidable changeovers and late orders.",
    howItWorks:
      "The optimizer reads open orders, routings, machine capacity and material availability from your ERP, then proposes a schedule that meets due dates with the fewest changeovers. Planners adjust it by drag and drop and the optimizer re-plans around their changes.",
    features: [
      "Due-date and changeover-aware sequencing",
      "What-if scenarios for rush orders and breakdowns",
      "Material shortage warnings before a job starts",
      "Schedule published to shop-floor screens",
    ],
    integrations: ["ERP such as SAP Business One, NetSuite or Odoo", "MES", "Excel import and export"],
    roi: [
      { label: "Planner time per week", range: "50-75% less" },
      { label: "On-time delivery", range: "5-15 points higher" },
    ],
  },
  {
    slug: "energy-consumption-monitoring",
    title: "Energy Consumption Monitoring",
    type: "hardware",
    serves: { timeSinks: ["monitoring", "reporting"], channels: [], data: ["sensors"] },
    summary: "Clamp-on meters show which machines waste power, when, and what it costs.",
    problem:
      "The energy bill arrives as one number for the whole plant, so nobody can tell which compressor leaks, which oven idles hot over the weekend or which shift uses the most power per unit.",
    howItWorks:
      "Non-invasive current clamps and sub-meters on major loads report every few seconds to a gateway. The system ties consumption to production counts, learns normal idle and running profiles, and flags waste such as machines left on, compressed-air leaks and peak-demand spikes.",
    features: [
      "Per-machine energy and cost per unit produced",
      "Idle and after-hours waste alerts",
      "Peak-demand warnings before a tariff threshold",
      "Monthly savings report per measure taken",
    ],
    integrations: [
      "Utility meter data",
      "Building management systems",
      "Production counts from MES",
      "Unified dashboard",
    ],
    roi: [
      { label: "Plant energy spend", range: "8-20% lower" },
      { label: "Payback on sensors", range: "3-9 months" },
    ],
  },
  {
    slug: "supplier-document-automation",
    title: "Supplier Document Automation",
    type: "software",
    serves: { timeSinks: ["documents"], channels: [], data: ["documents"] },
    summary: "Reads certificates, delivery notes and invoices from suppliers and files them against the right order.",
    problem:
      "Certificates of conformity, delivery notes and invoices arrive as PDFs and photos in a shared inbox, and someone has to key them in, match them to purchase orders and chase what is missing.",
    howItWorks:
      "Documents sent to a dedicated address are read by a document model that extracts lot numbers, quantities, prices and test values, matches them to the purchase order and goods receipt, and routes mismatches to a person with the discrepancy highlighted.",
    features: [
      "Extraction from PDFs, scans and phone photos",
      "Three-way match of order, receipt and invoice",
      "Missing-certificate reminders to suppliers",
      "Searchable archive linked to lots for traceability",
    ],
    integrations: [
      "ERP purchasing modules",
      "Microsoft 365 or Google Workspace mail",
      "Accounting such as QuickBooks or Xero",
    ],
    roi: [
      { label: "Manual data entry", range: "60-85% less" },
      { label: "Invoice processing time", range: "2-4 days faster" },
    ],
  },
  {
    slug: "worker-safety-monitoring",
    title: "Worker Safety Monitoring",
    type: "hybrid",
    serves: { timeSinks: ["monitoring"], channels: [], data: ["sensors"] },
    summary: "Cameras check protective equipment and forklift zones and warn before an accident happens.",
    problem:
      "Near misses go unreported, protective equipment rules slip on busy shifts, and safety managers learn about a risky spot only after someone is hurt.",
    howItWorks:
      "Existing or added cameras watch defined zones. An on-site model detects missing helmets or vests, people inside forklift lanes and blocked exits, triggers a local warning light or speaker, and logs anonymised events so the safety team can see where and when risks cluster. Faces are blurred by default.",
    features: [
      "Protective-equipment and exclusion-zone detection",
      "Local audible or visual warnings in real time",
      "Privacy by design: processing on site, faces blurred",
      "Heat maps of near misses for safety reviews",
    ],
    integrations: ["Existing IP cameras", "Warning lights and PA systems", "EHS software", "Unified dashboard"],
    roi: [
      { label: "Recorded near misses in monitored zones", range: "25-50% fewer" },
      { label: "Time to compile safety reports", range: "50-70% less" },
    ],
  },
  {
    slug: "inventory-demand-forecasting-manufacturing",
    title: "Raw Material Demand Forecasting",
    type: "software",
    serves: { timeSinks: ["reporting"], channels: [], data: ["transactions"] },
    summary: "Forecasts what materials you need and when, so you stop both stock-outs and overstock.",
    problem:
      "Buyers order from gut feel and last year's numbers, so some materials sit for months tying up cash while others run out and stop a line.",
    howItWorks:
      "The model learns from order history, the production plan, supplier lead times and seasonality, forecasts consumption per material, and proposes purchase quantities and dates that buyers approve with one click.",
    features: [
      "Forecasts per material and site",
      "Reorder proposals that respect lead times and minimum order quantities",
      "Early warning of supplier delays against the plan",
      "Forecast accuracy tracked every month",
    ],
    integrations: ["ERP inventory and purchasing", "Supplier portals", "Excel import"],
    roi: [
      { label: "Inventory carrying cost", range: "10-25% lower" },
      { label: "Line stops for missing material", range: "30-60% fewer" },
    ],
  },
  {
    slug: "shop-floor-assistant",
    title: "Shop-Floor Knowledge Assistant",
    type: "software",
    serves: { timeSinks: [], channels: [], data: ["documents"] },
    summary: "Operators ask a question on a tablet and get the answer from your manuals and work instructions.",
    problem:
      "Answers to 'how do I set up this job?' live in binders, old e-mails and the heads of a few senior operators, so new staff wait, guess or stop the machine.",
    howItWorks:
      "The assistant indexes your manuals, work instructions, setup sheets and maintenance logs. Operators ask by typing or speaking on a tablet at the machine, and get a short answer with the page it came from, in their own language.",
    features: [
      "Answers cite the source document and page",
      "Voice questions for gloved hands",
      "Answers in the operator's language",
      "Gaps in documentation reported to engineering",
    ],
    integrations: ["SharePoint, Google Drive or a file server", "MES work instructions", "Rugged tablets"],
    roi: [
      { label: "Onboarding time for new operators", range: "20-40% shorter" },
      { label: "Interruptions of senior staff", range: "30-50% fewer" },
    ],
  },
];
