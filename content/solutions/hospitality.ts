import type { IdeaInput } from "./types";

export const hospitality: IdeaInput[] = [
  {
    slug: "restaurant-phone-reservations",
    title: "Restaurant Phone Reservations Assistant",
    type: "software",
    serves: { timeSinks: ["calls", "scheduling", "support"], channels: ["phone"], data: [] },
    summary: "Answers the phone during service, takes bookings and answers menu and hours questions.",
    problem:
      "The phone rings hardest exactly when staff are busiest, so calls go unanswered during service and those guests book elsewhere.",
    howItWorks:
      "A voice assistant answers every call, checks live availability in your reservation system, books or changes tables, answers questions about the menu, allergens and opening hours from your approved information, and passes special requests to the team.",
    features: [
      "Bookings and changes straight into your reservation system",
      "Answers from your approved menu and allergen information",
      "Large-party and event enquiries passed to a manager",
      "SMS confirmation to the guest",
    ],
    integrations: ["OpenTable, Resy, SevenRooms or similar", "Phone systems via SIP", "SMS"],
    roi: [
      { label: "Calls missed during service", range: "80-100% fewer" },
      { label: "Staff time on the phone", range: "5-15 hours a week saved" },
    ],
  },
  {
    slug: "hotel-guest-messaging",
    title: "Hotel Guest Messaging Concierge",
    type: "software",
    serves: { timeSinks: ["support"], channels: ["phone", "web"], data: [] },
    summary: "Answers guest questions by text and chat, before and during the stay, in the guest's language.",
    problem:
      "The front desk answers the same questions about parking, check-in times and Wi-Fi all day, while upsell opportunities go unmentioned.",
    howItWorks:
      "The concierge answers messages on SMS, WhatsApp and web chat from your property information, handles requests such as late checkout within your rules, offers upgrades and extras at the right moment, and hands complaints to staff immediately.",
    features: [
      "Answers in the guest's language",
      "Requests logged as tasks for housekeeping or maintenance",
      "Upsell offers timed to the stay",
      "Complaints escalated to staff at once",
    ],
    integrations: [
      "Property management systems such as Mews, Cloudbeds or Opera",
      "WhatsApp and SMS",
      "Housekeeping apps",
    ],
    roi: [
      { label: "Routine questions answered without staff", range: "50-75%" },
      { label: "Ancillary revenue per stay", range: "5-15% higher" },
    ],
  },
  {
    slug: "kitchen-demand-prep-forecast",
    title: "Kitchen Prep and Waste Forecasting",
    type: "software",
    serves: { timeSinks: ["reporting"], channels: [], data: ["transactions"] },
    summary: "Forecasts covers and dish demand so the kitchen preps the right amounts and throws less away.",
    problem:
      "Prep quantities are guesses, so the kitchen either runs out of popular dishes or bins food at the end of the night.",
    howItWorks:
      "The model learns from past sales, bookings, weather and local events to forecast covers and dishes for each service, and turns that into a prep list. Staff log waste with a tap, which sharpens the next forecast.",
    features: [
      "Cover and dish forecasts per service",
      "Prep lists in your recipe units",
      "Quick waste logging by staff",
      "Ordering suggestions for suppliers",
    ],
    integrations: ["POS systems such as Toast or Square", "Reservation systems", "Inventory and ordering tools"],
    roi: [
      { label: "Food waste", range: "15-35% less" },
      { label: "86'd dishes during service", range: "Fewer on busy nights" },
    ],
  },
  {
    slug: "review-response-assistant",
    title: "Review Monitoring and Response",
    type: "software",
    serves: { timeSinks: [], channels: ["social"], data: [] },
    summary: "Gathers reviews from every site, drafts replies and surfaces the problems guests mention most.",
    problem:
      "Reviews pile up across several sites, replies are late or copy-pasted, and recurring complaints never reach the people who could fix them.",
    howItWorks:
      "The assistant collects reviews from the sites you use, drafts personal replies in your voice for a manager to approve, and groups comments by theme, such as slow service or room noise, so you can track whether fixes work.",
    features: [
      "All review sites in one queue",
      "Draft replies in your voice",
      "Theme tracking over time",
      "Alerts for serious complaints",
    ],
    integrations: ["Google Business Profile", "Tripadvisor and booking platforms", "Slack or e-mail"],
    roi: [
      { label: "Time spent on review replies", range: "60-80% less" },
      { label: "Reviews answered", range: "Nearly all, within a day" },
    ],
  },
  {
    slug: "hospitality-staff-scheduling",
    title: "Demand-Based Staff Scheduling",
    type: "software",
    serves: { timeSinks: ["scheduling"], channels: [], data: ["transactions"] },
    summary: "Builds rotas from forecast demand, staff availability and labour rules.",
    problem: "Managers build rotas by hand every week, overstaffing quiet shifts and scrambling to cover busy ones.",
    howItWorks:
      "The scheduler forecasts demand per hour from bookings and sales history, then builds a rota that covers it with the right skills, respects availability, breaks and labour law, and keeps labour cost inside the target you set.",
    features: [
      "Hourly demand forecasts",
      "Rotas that respect labour rules and availability",
      "Shift swaps approved in an app",
      "Labour cost against target, daily",
    ],
    integrations: ["POS and reservation systems", "Workforce tools such as 7shifts or Deputy", "Payroll"],
    roi: [
      { label: "Labour cost as a share of sales", range: "1-3 points lower" },
      { label: "Manager time on rotas", range: "2-4 hours a week saved" },
    ],
  },
  {
    slug: "venue-occupancy-sensors",
    title: "Venue Occupancy and Comfort Sensors",
    type: "hardware",
    serves: { timeSinks: ["monitoring"], channels: ["in-person"], data: ["sensors"] },
    summary: "Sensors track occupancy, noise and air quality across rooms so staff act before guests complain.",
    problem:
      "Managers cannot see every room at once, so crowding, stuffy air or a noisy corner is noticed only when a guest complains.",
    howItWorks:
      "Small sensors measure people counts, CO2, temperature and noise in each space. The system shows live conditions on a floor plan, alerts staff when a room crosses a threshold and records patterns to plan layouts and ventilation.",
    features: [
      "Live floor plan of occupancy and comfort",
      "Threshold alerts to staff devices",
      "No cameras, no personal data",
      "Capacity compliance records",
    ],
    integrations: ["Wireless sensor gateways", "Building management systems", "Unified dashboard"],
    roi: [
      { label: "Comfort-related complaints", range: "20-40% fewer" },
      { label: "Ventilation energy", range: "5-15% lower" },
    ],
  },
];
