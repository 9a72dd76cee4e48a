import type { IdeaInput } from "./types";

export const agriculture: IdeaInput[] = [
  {
    slug: "soil-moisture-irrigation",
    title: "Soil Moisture and Smart Irrigation",
    type: "hardware",
    serves: { timeSinks: ["monitoring"], channels: ["field"], data: ["sensors"] },
    summary: "In-field sensors and weather forecasts decide when and how much to irrigate, zone by zone.",
    problem:
      "Irrigation runs on fixed schedules, wasting water and energy on wet days and stressing crops on hot ones.",
    howItWorks:
      "Solar-powered soil moisture probes report over long-range radio to a gateway. The system combines readings with the weather forecast and crop stage, recommends or directly controls irrigation per zone, and records water use for reporting.",
    features: [
      "Moisture at several root depths",
      "Forecast-aware irrigation plans",
      "Valve and pump control per zone",
      "Water-use records for permits and audits",
    ],
    integrations: ["LoRaWAN sensors and gateways", "Irrigation controllers", "Weather services"],
    roi: [
      { label: "Water used for irrigation", range: "15-30% less" },
      { label: "Pumping energy", range: "10-25% lower" },
    ],
  },
  {
    slug: "crop-disease-detection",
    title: "Crop Disease and Pest Detection",
    type: "hybrid",
    serves: { timeSinks: ["monitoring"], channels: ["field"], data: ["sensors"] },
    summary: "Photos from phones, drones or traps are checked for disease and pests, with treatment advice.",
    problem:
      "Disease and pests are spotted late on large areas, and by the time they are visible from the track they have spread.",
    howItWorks:
      "Growers photograph leaves with a phone, drones fly scheduled surveys, or camera traps count insects. A vision model identifies likely diseases and pests, maps where they appear and alerts the agronomist with photos, so treatment can be targeted.",
    features: [
      "Identification from phone, drone or trap images",
      "Outbreak maps per field",
      "Agronomist review of every alert",
      "Spray records linked to detections",
    ],
    integrations: ["Drones and camera traps", "Farm management software", "Mobile app"],
    roi: [
      { label: "Time to detect outbreaks", range: "Days to weeks earlier" },
      { label: "Crop protection spend", range: "10-20% lower with targeted use" },
    ],
  },
  {
    slug: "livestock-health-monitoring",
    title: "Livestock Health Monitoring",
    type: "hardware",
    serves: { timeSinks: ["monitoring"], channels: ["field"], data: ["sensors"] },
    summary: "Collar or ear-tag sensors spot illness, heat and calving early from behaviour changes.",
    problem:
      "Sick animals hide symptoms, heat is missed in large herds, and problems are noticed only once production drops.",
    howItWorks:
      "Sensors track activity, rumination and location for each animal. The system learns each animal's normal behaviour and alerts the farmer to likely illness, heat or calving, ranked by urgency, on their phone.",
    features: [
      "Per-animal behaviour baselines",
      "Health, heat and calving alerts",
      "Herd overview on a phone",
      "Records for vets and welfare audits",
    ],
    integrations: ["Collar and ear-tag sensors", "Herd management software", "Milking systems"],
    roi: [
      { label: "Heats detected", range: "10-30% more" },
      { label: "Treatment costs from late detection", range: "Lower" },
    ],
  },
  {
    slug: "grain-storage-monitoring",
    title: "Grain and Produce Storage Monitoring",
    type: "hardware",
    serves: { timeSinks: ["monitoring"], channels: [], data: ["sensors"] },
    summary: "Temperature and moisture cables in bins and stores warn of spoilage before it spreads.",
    problem:
      "Hot spots in stored grain or produce develop unseen and can ruin a whole bin or store before anyone climbs up to check.",
    howItWorks:
      "Sensor cables and room sensors measure temperature and moisture throughout the store. The system spots heating trends, controls aeration fans at the right weather conditions, and alerts staff to problem spots.",
    features: [
      "Temperature and moisture through the whole bin",
      "Automatic aeration control",
      "Spoilage-trend alerts",
      "Quality records for buyers",
    ],
    integrations: ["Bin cables and store sensors", "Fan controllers", "Unified dashboard"],
    roi: [
      { label: "Stored crop lost to spoilage", range: "50-80% less" },
      { label: "Aeration energy", range: "20-40% lower" },
    ],
  },
  {
    slug: "yield-forecasting",
    title: "Yield Forecasting and Harvest Planning",
    type: "software",
    serves: { timeSinks: ["reporting"], channels: [], data: [] },
    summary: "Forecasts yields per field from imagery, weather and history to plan labour, storage and sales.",
    problem:
      "Harvest labour, storage and sales contracts are planned on rough yield guesses, leading to shortfalls or surplus at poor prices.",
    howItWorks:
      "The model combines satellite imagery, weather, soil data and your historical yields to forecast yield per field with ranges, updated weekly through the season, and suggests harvest order and labour needs.",
    features: [
      "Weekly yield forecasts with ranges",
      "Harvest sequencing by field readiness",
      "Labour and storage planning",
      "Forecast accuracy tracked each season",
    ],
    integrations: ["Satellite imagery services", "Farm management software", "Yield monitor data"],
    roi: [
      { label: "Forecast error at mid-season", range: "20-40% lower" },
      { label: "Sales contracted at planned volumes", range: "More, with fewer shortfalls" },
    ],
  },
  {
    slug: "food-safety-compliance",
    title: "Food Safety Records and Compliance",
    type: "software",
    serves: { timeSinks: ["documents", "reporting"], channels: [], data: ["documents", "sensors"] },
    summary: "Turns checks, temperatures and cleaning logs into audit-ready food safety records.",
    problem:
      "Food safety audits demand records that live on paper sheets, filled in late or inconsistently, and gaps are found at the worst time.",
    howItWorks:
      "Staff record checks on a tablet or by voice, sensors add temperatures automatically, and the system prompts for overdue checks, flags out-of-range readings with corrective actions, and produces audit-ready reports.",
    features: [
      "Digital checklists and voice logging",
      "Automatic sensor temperatures",
      "Overdue-check reminders and corrective actions",
      "Audit-ready reports on demand",
    ],
    integrations: ["Temperature sensors", "Tablets", "Traceability systems"],
    roi: [
      { label: "Time preparing for audits", range: "50-70% less" },
      { label: "Missing records", range: "Rare, from common" },
    ],
  },
];
