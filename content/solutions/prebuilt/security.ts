import type { PrebuiltPage } from "./types";

export const securityPage: PrebuiltPage = {
  slug: "security",
  eyebrow: "Pre-built solution · Security",
  intro:
    "AI that watches your camera feeds and sensors around the clock, tells a real incident from a passing shadow, and alerts the right person in seconds with the clip attached.",
  problemDetail:
    "Most cameras record footage that nobody watches until after something has gone wrong. Motion alarms trigger on rain, animals and headlights until people stop responding to them. AI security monitoring looks at what is actually happening in each zone, alerts only on the events you care about, and keeps a searchable record of every incident.",
  audiences: [
    { who: "Warehouses and yards", why: "After-hours intrusion and vehicle alerts without round-the-clock guards." },
    { who: "Retail stores", why: "Incidents flagged as they happen, footage found in seconds for investigations." },
    { who: "Construction sites", why: "Solar-powered units for sites without power, alerts for after-hours activity." },
    { who: "Multi-site operators", why: "One view of every location and every alert in the unified dashboard." },
  ],
  steps: [
    {
      title: "We survey your sites",
      text: "We check your existing cameras and sensors, agree the zones and events that matter, and add edge devices or cameras only where coverage is missing.",
    },
    {
      title: "It watches every feed",
      text: "Models running on site detect people, vehicles and zone breaches and ignore the movements that cause false alarms. Video stays on site unless an event is confirmed.",
    },
    {
      title: "It alerts the right person",
      text: "Confirmed events go out by text, app notification or call to the people on your rota, with the clip and the camera's location.",
    },
    {
      title: "You search and review",
      text: "Every incident is logged with its footage. Search by time, camera or event type instead of scrubbing through hours of recordings.",
    },
  ],
  faqs: [
    {
      id: "security-cameras",
      question: "Can it use the cameras we already have?",
      answer:
        "In most cases, yes: any IP camera that provides a standard video stream works. Where a camera is too old or badly placed, we tell you in the site survey before anything is installed.",
    },
    {
      id: "security-privacy",
      question: "How do you handle privacy?",
      answer:
        "Video is analysed on site and only event clips leave the premises, encrypted. Access to footage is limited by role, and we configure retention periods and signage to match the rules that apply to you.",
    },
    {
      id: "security-internet",
      question: "What happens if the internet connection drops?",
      answer:
        "Detection keeps running on the edge device, and events are stored and sent as soon as the connection returns. Local sirens or lights can still be triggered while offline.",
    },
  ],
  relatedIdeas: [
    "worker-safety-monitoring",
    "branch-and-atm-security",
    "construction-safety-vision",
    "loss-prevention-analytics",
  ],
};
