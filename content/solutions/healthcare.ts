import type { IdeaInput } from "./types";

export const healthcare: IdeaInput[] = [
  {
    slug: "patient-intake-automation",
    title: "Patient Intake Automation",
    type: "software",
    serves: { timeSinks: ["documents"], channels: ["web"], data: ["documents"] },
    summary: "Patients complete forms and insurance details before the visit, and the chart is ready when they arrive.",
    problem:
      "Front-desk staff re-type clipboard forms and insurance cards while the waiting room fills, and errors in that data cause denied claims weeks later.",
    howItWorks:
      "Patients receive a secure link to complete intake on their phone, photograph their insurance card and ID, and sign consents. The system reads the card, checks eligibility with the payer and writes the data into the practice management system for staff to confirm.",
    features: [
      "Mobile intake with e-signature",
      "Insurance card reading and eligibility checks",
      "Data written straight into the chart",
      "Encrypted in transit and at rest, HIPAA-aligned access controls",
    ],
    integrations: ["EHR and practice management systems", "Clearinghouses for eligibility", "SMS and e-mail reminders"],
    roi: [
      { label: "Front-desk time per patient", range: "5-10 minutes saved" },
      { label: "Claim denials from registration errors", range: "20-40% fewer" },
    ],
  },
  {
    slug: "clinic-voice-receptionist",
    title: "Clinic Voice Receptionist",
    type: "software",
    serves: { timeSinks: ["calls", "scheduling"], channels: ["phone"], data: [] },
    summary: "Answers calls, books, moves and confirms appointments, and routes urgent calls to staff at once.",
    problem:
      "Phones ring during every rush, patients hang up after minutes on hold, and staff spend hours a day on calls that only move an appointment.",
    howItWorks:
      "The voice assistant answers every call in a natural voice, identifies the patient, books or reschedules in your calendar according to your rules, answers common questions from your approved answers, and transfers anything clinical or urgent to a person immediately.",
    features: [
      "Booking, rescheduling and cancellations by phone",
      "Immediate transfer for urgent or clinical questions",
      "Approved answers only for practice information",
      "Call summaries in the patient record",
    ],
    integrations: ["Practice management calendars", "Phone systems via SIP", "SMS confirmations"],
    roi: [
      { label: "Calls handled without staff", range: "40-60%" },
      { label: "Missed or abandoned calls", range: "60-90% fewer" },
    ],
  },
  {
    slug: "no-show-prediction",
    title: "No-Show Prediction and Smart Reminders",
    type: "software",
    serves: { timeSinks: ["scheduling"], channels: ["phone", "email"], data: [] },
    summary: "Predicts which appointments are likely to be missed and fills the gaps from a waiting list.",
    problem:
      "Missed appointments leave clinicians idle and push other patients further out, and the same reminder to everyone does little for those most likely to miss.",
    howItWorks:
      "A model scores each upcoming appointment for no-show risk from booking history and lead time. High-risk patients get extra reminders and an easy way to reschedule, and freed slots are offered automatically to patients on the waiting list.",
    features: [
      "No-show risk per appointment",
      "Reminder cadence adjusted to risk",
      "One-tap rescheduling for patients",
      "Automatic waiting-list backfill",
    ],
    integrations: ["Practice management systems", "SMS and e-mail providers", "Patient portals"],
    roi: [
      { label: "No-show rate", range: "20-40% lower" },
      { label: "Cancelled slots refilled", range: "30-60%" },
    ],
  },
  {
    slug: "clinical-documentation-assistant",
    title: "Clinical Documentation Assistant",
    type: "software",
    serves: { timeSinks: ["documents"], channels: ["in-person"], data: [] },
    summary: "Drafts the visit note from the conversation, for the clinician to review and sign.",
    problem:
      "Clinicians spend hours after clinic finishing notes, which is a leading cause of burnout and leaves less attention for the patient in the room.",
    howItWorks:
      "With the patient's consent, the assistant listens to the consultation, drafts a structured note in your template with history, findings and plan, and suggests codes. The clinician edits and signs; nothing enters the record without that sign-off.",
    features: [
      "Structured notes in your templates",
      "Consent captured for every recording",
      "Suggested codes for review",
      "Clinician sign-off before anything is saved",
    ],
    integrations: ["EHR systems", "Telehealth platforms", "Dictation microphones"],
    roi: [
      { label: "Documentation time per visit", range: "30-50% less" },
      { label: "Notes completed the same day", range: "Most, up from a minority" },
    ],
  },
  {
    slug: "medical-billing-claims-scrubber",
    title: "Claims Scrubber and Denial Management",
    type: "software",
    serves: { timeSinks: ["documents"], channels: [], data: ["documents"] },
    summary: "Checks claims before submission and works denials with the likely fix already drafted.",
    problem:
      "Denied claims cost staff time and delay cash, and many denials come from avoidable coding or documentation mismatches.",
    howItWorks:
      "Before submission, each claim is checked against payer rules and your own denial history. Likely problems are flagged with the fix. When a denial arrives, the system classifies the reason and drafts the corrected claim or appeal letter for billing staff.",
    features: [
      "Pre-submission checks learned from your denials",
      "Denial reason classification",
      "Drafted corrections and appeal letters",
      "Denial trends by payer and code",
    ],
    integrations: ["Practice management and billing systems", "Clearinghouses", "EHR"],
    roi: [
      { label: "First-pass claim acceptance", range: "5-15 points higher" },
      { label: "Days in accounts receivable", range: "5-15 days fewer" },
    ],
  },
  {
    slug: "cold-chain-monitoring",
    title: "Vaccine and Medication Cold-Chain Monitoring",
    type: "hardware",
    serves: { timeSinks: ["monitoring"], channels: [], data: ["sensors"] },
    summary: "Wireless sensors watch fridges and freezers and alert staff before stock is spoiled.",
    problem:
      "A fridge door left open overnight or a failing compressor can spoil thousands in vaccines and medication, and manual temperature logs miss what happens after hours.",
    howItWorks:
      "Calibrated wireless temperature sensors report every few minutes to a gateway. The system learns each unit's normal cycle, alerts staff by SMS and call when a reading drifts, escalates until someone acknowledges, and keeps the temperature log for inspections.",
    features: [
      "Continuous readings with calibration records",
      "Escalating alerts by SMS and phone",
      "Compressor-failure warnings from cycle changes",
      "Inspection-ready temperature logs",
    ],
    integrations: ["Wireless sensor gateways", "SMS and voice alerting", "Unified dashboard"],
    roi: [
      { label: "Stock lost to temperature excursions", range: "70-95% less" },
      { label: "Staff time on manual logs", range: "1-3 hours a week saved" },
    ],
  },
  {
    slug: "patient-follow-up-outreach",
    title: "Patient Recall and Follow-up Outreach",
    type: "software",
    serves: { timeSinks: ["scheduling"], channels: ["phone", "email"], data: [] },
    summary: "Finds patients overdue for check-ups or follow-ups and invites them in, in their preferred channel.",
    problem:
      "Patients due for recalls, screenings or follow-ups fall through the cracks because nobody has time to run the lists and call them.",
    howItWorks:
      "The system reads appointment and recall data, builds the list of patients overdue for care, and contacts them by SMS, e-mail or voice with a booking link, following up politely until they book or opt out. Staff see who responded and who needs a personal call.",
    features: [
      "Recall lists built automatically",
      "Multi-channel outreach with booking links",
      "Opt-out and contact preference handling",
      "Response tracking for staff follow-up",
    ],
    integrations: ["Practice management systems", "SMS and e-mail providers", "Online booking"],
    roi: [
      { label: "Recall appointments booked", range: "20-50% more" },
      { label: "Staff time on recall calls", range: "60-80% less" },
    ],
  },
];
