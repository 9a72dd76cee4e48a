import type { IdeaInput } from "./types";

export const logistics: IdeaInput[] = [
  {
    slug: "route-optimization",
    title: "Delivery Route Optimisation",
    type: "software",
    serves: { timeSinks: ["scheduling"], channels: ["field"], data: [] },
    summary: "Plans daily routes around time windows, vehicle capacity and traffic, and re-plans when things change.",
    problem:
      "Dispatchers plan routes by experience, so vans drive extra miles, miss delivery windows and need overtime to finish the day.",
    howItWorks:
      "The optimiser takes the day's orders, time windows, vehicle capacities and driver hours, builds routes that minimise distance and late arrivals, pushes them to drivers' phones and re-plans during the day when orders are added or a van is delayed.",
    features: [
      "Time-window and capacity-aware routing",
      "Live re-planning during the day",
      "Driver app with turn-by-turn order",
      "Customer arrival notifications",
    ],
    integrations: ["Order management or ERP", "Telematics", "SMS for customer updates"],
    roi: [
      { label: "Miles driven per delivery", range: "10-20% fewer" },
      { label: "Late deliveries", range: "20-40% fewer" },
    ],
  },
  {
    slug: "freight-document-processing",
    title: "Freight Document Processing",
    type: "software",
    serves: { timeSinks: ["documents"], channels: [], data: ["documents"] },
    summary: "Reads bills of lading, PODs and carrier invoices and posts them to the right shipment.",
    problem:
      "Every shipment generates paperwork that staff key in by hand, and billing waits until proof of delivery is matched and checked.",
    howItWorks:
      "Documents arriving by e-mail, scan or driver photo are classified and read, key fields are matched to the shipment in your TMS, carrier invoices are checked against agreed rates and accessorials, and exceptions go to a person.",
    features: [
      "Reads bills of lading, PODs, rate confirmations and invoices",
      "Automatic matching to shipments",
      "Invoice audit against agreed rates",
      "Faster invoicing once proof of delivery arrives",
    ],
    integrations: ["Transport management systems", "Accounting systems", "Driver mobile apps"],
    roi: [
      { label: "Manual document entry", range: "60-85% less" },
      { label: "Days from delivery to invoice", range: "1-3 days fewer" },
    ],
  },
  {
    slug: "fleet-predictive-maintenance",
    title: "Fleet Predictive Maintenance",
    type: "hybrid",
    serves: { timeSinks: ["monitoring"], channels: ["field"], data: ["sensors"] },
    summary: "Uses telematics and fault codes to plan workshop visits before a breakdown strands a truck.",
    problem:
      "Roadside breakdowns cost towing, missed deliveries and overtime, while fixed service intervals ignore how each vehicle is actually driven.",
    howItWorks:
      "The system reads engine fault codes, mileage and sensor data from your telematics devices, learns which patterns precede failures, and schedules workshop visits when a vehicle is already due back at the depot.",
    features: [
      "Failure risk per vehicle and component",
      "Service slots planned around routes",
      "Fault code explanations for the workshop",
      "Maintenance history in one place",
    ],
    integrations: ["Telematics such as Samsara or Geotab", "Fleet maintenance software", "Unified dashboard"],
    roi: [
      { label: "Roadside breakdowns", range: "20-40% fewer" },
      { label: "Maintenance cost per mile", range: "5-15% lower" },
    ],
  },
  {
    slug: "warehouse-vision-counting",
    title: "Warehouse Vision Counting and Damage Checks",
    type: "hardware",
    serves: { timeSinks: ["monitoring"], channels: [], data: ["sensors"] },
    summary: "Cameras at dock doors count cartons and photograph damage as pallets come in and out.",
    problem:
      "Receiving counts are done by hand under time pressure, and damage disputes with carriers are lost for lack of evidence.",
    howItWorks:
      "Cameras over dock doors and conveyors count cartons and pallets, read labels and photograph every load. The system compares counts with the advance shipping notice, flags shortages and visible damage, and stores the images with the receipt.",
    features: [
      "Carton and pallet counting at the dock",
      "Label and barcode reading",
      "Damage photos attached to receipts",
      "Shortage alerts against the shipping notice",
    ],
    integrations: ["Warehouse management systems", "Dock-door cameras", "Carrier claims processes"],
    roi: [
      { label: "Receiving time per load", range: "30-50% less" },
      { label: "Damage claims won with evidence", range: "Markedly more" },
    ],
  },
  {
    slug: "shipment-eta-prediction",
    title: "Shipment ETA Prediction and Customer Updates",
    type: "software",
    serves: { timeSinks: ["support"], channels: ["email", "phone"], data: [] },
    summary: "Predicts arrival times from live data and tells customers before they need to ask.",
    problem:
      "Customer service spends its day answering 'where is my shipment?', and customers learn about delays only when the delivery does not arrive.",
    howItWorks:
      "The model combines tracking events, historical lane times, weather and dwell times to predict each shipment's arrival, and sends proactive updates to customers and your team when an ETA moves beyond a threshold.",
    features: [
      "ETA predictions per shipment",
      "Proactive delay notifications",
      "Customer self-service tracking page",
      "Lane performance reports",
    ],
    integrations: ["Carrier tracking APIs", "TMS", "E-mail and SMS"],
    roi: [
      { label: "'Where is my order?' contacts", range: "30-60% fewer" },
      { label: "Delays communicated before the due time", range: "Most, from few" },
    ],
  },
  {
    slug: "load-planning-assistant",
    title: "Load and Pallet Planning",
    type: "software",
    serves: { timeSinks: [], channels: [], data: ["transactions"] },
    summary: "Plans how orders fit into trucks and containers, respecting weight, stacking and unloading order.",
    problem:
      "Loads are planned by eye, so trucks leave with unused space, or items are stacked in an order that slows unloading and causes damage.",
    howItWorks:
      "The planner takes order dimensions, weights and stacking rules, builds a 3D load plan that maximises space while respecting axle weights and drop order, and shows loaders a step-by-step view on a tablet.",
    features: [
      "3D load plans for trucks and containers",
      "Axle-weight and stacking rules",
      "Drop-order sequencing",
      "Step-by-step loading view",
    ],
    integrations: ["WMS and TMS", "Order management", "Tablets at the dock"],
    roi: [
      { label: "Trailer space utilisation", range: "5-15% higher" },
      { label: "Shipments needed for the same volume", range: "5-10% fewer" },
    ],
  },
];
