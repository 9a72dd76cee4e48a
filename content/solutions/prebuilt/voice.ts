import type { PrebuiltPage } from "./types";

export const voicePage: PrebuiltPage = {
  slug: "voice",
  eyebrow: "Pre-built solution · Voice",
  intro:
    "A voice assistant that picks up on the first ring, speaks naturally, knows your business from the information you approve, and books, qualifies or routes every caller, at 3 p.m. or 3 a.m.",
  problemDetail:
    "Every unanswered call is a customer who rings the next business on the list. Small teams cannot staff the phone all day, answering services read from a script and cannot book anything, and voicemail is where leads go to wait. The voice assistant answers every call at once, handles the routine ones from start to finish and passes the rest to a person with a summary.",
  audiences: [
    { who: "Clinics and practices", why: "Booking, rescheduling and reminders without tying up the front desk." },
    { who: "Law firms", why: "New-matter intake day and night, with urgent calls put straight through." },
    { who: "Home services and trades", why: "Jobs booked while your technicians are on site, emergencies escalated." },
    {
      who: "Agencies and professional services",
      why: "Callers qualified with your own questions before they reach your team.",
    },
  ],
  steps: [
    {
      title: "We learn your calls",
      text: "In the pilot we review your most common calls, your calendar rules and the answers you want given, and write them into the assistant's instructions.",
    },
    {
      title: "It answers and acts",
      text: "The assistant answers in a natural voice, understands free speech, books or changes appointments in your calendar and answers questions only from what you approved.",
    },
    {
      title: "It hands over cleanly",
      text: "Anything urgent, sensitive or outside its brief goes to a person, by transfer or callback, with a short summary so nobody asks the caller to repeat themselves.",
    },
    {
      title: "You see every call",
      text: "Transcripts, summaries, outcomes and booked appointments appear in your unified dashboard, so you can improve the answers week by week.",
    },
  ],
  faqs: [
    {
      id: "voice-sound",
      question: "Will callers know they are talking to an AI?",
      answer:
        "The assistant introduces itself as a virtual assistant, in the wording you choose. Callers can ask for a person at any time, and the assistant transfers or arranges a callback.",
    },
    {
      id: "voice-phone-system",
      question: "Do we need a new phone system?",
      answer:
        "No. The assistant works with your existing number: calls are forwarded to it all the time, after hours only, or when nobody picks up within a set number of rings.",
    },
    {
      id: "voice-try",
      question: "Can I hear it before we talk?",
      answer:
        "Yes. The live demo on this page runs in your browser: choose the Virtual Receptionist, Sales Assistant or Customer Support scenario and talk to it with your microphone.",
    },
  ],
  relatedIdeas: [
    "clinic-voice-receptionist",
    "trades-call-answering",
    "restaurant-phone-reservations",
    "legal-intake-qualification",
  ],
};
