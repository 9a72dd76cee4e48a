import type { IdeaInput } from "./types";

export const energyUtilities: IdeaInput[] = [
  {
    slug: "water-filtration-sensor-monitoring",
    title: "Water Filtration Sensor Monitoring",
    type: "hybrid",
    serves: { timeSinks: ["monitoring"], channels: [], data: ["sensors"] },
    summary: "Sensors on filtration systems report flow, pressure and quality, and predict filter changes.",
    problem:
      "Filtration systems at customer sites are checked on fixed visits, so fouled filters and quality drops go unnoticed between visits and errors creep into manual logs.",
    howItWorks:
      "Flow, pressure-difference and water-quality sensors report over cellular to the cloud. The system learns each installation's normal behaviour, predicts when filters need changing, flags quality drops at once, and replaces manual readings with automatic logs.",
    features: [
      "Remote flow, pressure and quality readings",
      "Filter change predictions",
      "Instant quality alerts",
      "Automatic compliance logs instead of manual readings",
    ],
    integrations: ["Cellular sensor gateways", "Field service software", "Unified dashboard"],
    roi: [
      { label: "Manual logging errors", range: "Largely eliminated" },
      { label: "Unneeded site visits", range: "20-50% fewer" },
    ],
  },
  {
    slug: "grid-asset-inspection",
    title: "Drone and Image-Based Asset Inspection",
    type: "hybrid",
    serves: { timeSinks: ["monitoring"], channels: ["field"], data: ["sensors"] },
    summary: "Drone and patrol photos of poles, lines and panels are checked automatically for defects.",
    problem:
      "Inspection crews collect thousands of photos, and engineers spend weeks looking through them for the few defects that matter.",
    howItWorks:
      "Images from drones, vehicles or crews are analysed for defects such as cracked insulators, corrosion, vegetation encroachment or damaged solar panels, ranked by severity, placed on a map and sent to engineers for confirmation.",
    features: [
      "Defect detection on common asset types",
      "Severity ranking and map view",
      "Engineer confirmation workflow",
      "Work orders for confirmed defects",
    ],
    integrations: ["Drone imagery", "GIS", "Asset management systems"],
    roi: [
      { label: "Engineer time reviewing images", range: "60-80% less" },
      { label: "Time from inspection to work order", range: "Weeks shorter" },
    ],
  },
  {
    slug: "leak-detection",
    title: "Water Network Leak Detection",
    type: "hardware",
    serves: { timeSinks: ["monitoring"], channels: ["field"], data: ["sensors"] },
    summary: "Acoustic and pressure sensors find leaks in pipe networks before they surface.",
    problem: "A large share of treated water is lost to leaks that run for months underground before anyone notices.",
    howItWorks:
      "Acoustic loggers and pressure sensors on the network report nightly. The system compares noise and pressure patterns across sensors, locates probable leaks between them and prioritises them by estimated loss for repair crews.",
    features: [
      "Acoustic and pressure monitoring",
      "Leak location between sensors",
      "Prioritised repair lists",
      "Water loss trends per district",
    ],
    integrations: ["Acoustic loggers", "SCADA", "GIS and work management"],
    roi: [
      { label: "Time leaks run undetected", range: "Months shorter" },
      { label: "Water lost in monitored districts", range: "10-25% less" },
    ],
  },
  {
    slug: "solar-performance-monitoring",
    title: "Solar and Battery Performance Monitoring",
    type: "software",
    serves: { timeSinks: ["monitoring", "reporting"], channels: [], data: ["sensors"] },
    summary: "Compares what each site produces with what it should, and finds the fault behind the gap.",
    problem:
      "Underperforming solar strings, soiling and inverter faults go unnoticed for weeks because total output still looks reasonable.",
    howItWorks:
      "The system reads inverter and meter data, models expected output from weather and irradiance, and flags the gap per string or inverter with the likely cause, such as soiling, shading, faults or degradation, and the value of the lost energy.",
    features: [
      "Expected versus actual output",
      "Fault and soiling detection",
      "Lost-energy value per issue",
      "Battery health and dispatch reports",
    ],
    integrations: ["Inverter platforms", "Weather and irradiance data", "Unified dashboard"],
    roi: [
      { label: "Energy lost to unnoticed faults", range: "30-60% less" },
      { label: "Time to diagnose a fault", range: "Hours instead of days" },
    ],
  },
  {
    slug: "utility-customer-service",
    title: "Utility Customer Service Assistant",
    type: "software",
    serves: { timeSinks: ["calls", "support"], channels: ["phone", "web"], data: [] },
    summary: "Handles outage reports, billing questions and move-in requests by phone and chat.",
    problem:
      "During an outage, call lines jam with customers asking the same question, and routine billing calls wait behind them.",
    howItWorks:
      "The assistant answers calls and chats, recognises the customer's address, gives outage status and restoration estimates from your systems, handles billing questions and move-in or move-out requests, and transfers complex cases to staff.",
    features: [
      "Outage status by address",
      "Billing and payment questions answered",
      "Move-in and move-out requests",
      "Scales instantly during storms",
    ],
    integrations: ["Outage management systems", "Customer information systems", "Phone systems"],
    roi: [
      { label: "Calls handled without an agent", range: "40-70%" },
      { label: "Wait time during outages", range: "Minutes instead of hours" },
    ],
  },
  {
    slug: "energy-load-forecasting",
    title: "Load and Demand Forecasting",
    type: "software",
    serves: { timeSinks: ["reporting"], channels: [], data: [] },
    summary: "Forecasts demand hour by hour to buy energy and schedule assets at the lowest cost.",
    problem:
      "Buying and scheduling on rough demand forecasts means paying peak prices or imbalance charges when the forecast misses.",
    howItWorks:
      "The model learns from metered demand, weather, calendar effects and local generation to forecast demand hourly with ranges, and updates forecasts during the day as actuals arrive.",
    features: [
      "Hourly forecasts with ranges",
      "Weather and calendar effects",
      "Intraday updates",
      "Forecast accuracy tracking",
    ],
    integrations: ["Meter data management", "Weather services", "Trading and scheduling systems"],
    roi: [
      { label: "Forecast error", range: "15-30% lower" },
      { label: "Imbalance and peak purchase costs", range: "Lower" },
    ],
  },
];
