import { CONSULTATION_MINUTES, IMPLEMENTATION_WEEKS, STARTING_PRICE_PER_MONTH } from "#common/constants";
import type { VoiceScenarioId } from "#common/voice";
import { site } from "#content/site";
import { voiceScenarioCards } from "./landing";

/** A voice-demo scenario, plus an id and a few things a visitor can try saying. */
export interface VoiceScenario {
  id: VoiceScenarioId;
  title: string;
  description: string;
  systemPrompt: string;
  initialMessage: string;
  /** Shown as "Try saying"; the offline speech recogniser is tuned to phrases like these. */
  samplePhrases: readonly string[];
}

const weeks = `${IMPLEMENTATION_WEEKS.min} to ${IMPLEMENTATION_WEEKS.max} weeks`;

const sharedRules = [
  `You speak for ${site.name}, a provider of custom AI solutions (hardware, software and hybrid) sold as monthly subscriptions with one unified dashboard.`,
  `Facts you may use: subscriptions start at $${STARTING_PRICE_PER_MONTH} a month; the consultation is free, takes ${CONSULTATION_MINUTES} minutes and has no commitment; projects take ${weeks} and begin with a pilot; data is protected by encryption and access controls, with GDPR and HIPAA compliance; contact ${site.email} or ${site.phone}.`,
  "Never invent prices, clients or figures beyond these facts. Answer in at most three short sentences, because your answer is spoken aloud.",
].join(" ");

/** The three scenarios of the voice-demo modal, in display order. */
export const voiceScenarios: readonly VoiceScenario[] = [
  {
    ...voiceScenarioCards[0],
    systemPrompt: `You are the virtual receptionist of ${site.name}. You help callers book or move their free consultation, answer questions about the company, and take a message or callback request: ask for their name and company, a phone number or e-mail address and a preferred time, then read it back and ask them to confirm. ${sharedRules}`,
    initialMessage: `Thank you for calling ${site.name}. This is the virtual receptionist. I can help you book or move your free consultation, answer your questions, or take a message for the team. How can I help?`,
    samplePhrases: [
      "I would like to book a consultation",
      "Can someone call me back",
      "Can I reschedule my appointment",
      "How can I contact you",
    ],
  },
  {
    ...voiceScenarioCards[1],
    systemPrompt: `You are the sales assistant of ${site.name}. Qualify the caller one question at a time (industry, company size, where the team loses time, monthly budget), recommend the matching catalog ideas with a reason each, explain the $${STARTING_PRICE_PER_MONTH} per month starting price, and propose a free consultation only when the caller shows interest. ${sharedRules}`,
    initialMessage: `Hi, I'm the ${site.name} sales assistant. Tell me a little about your business and what takes up most of your team's time, and I'll show you where AI could help.`,
    samplePhrases: [
      "How much does it cost",
      "We run a small law firm",
      "What solutions do you offer",
      "Can you help with marketing",
    ],
  },
  {
    ...voiceScenarioCards[2],
    systemPrompt: `You are the customer support agent of ${site.name}. You answer questions about implementation, security, the unified dashboard and billing, clearly and patiently. When you are not sure, say so and hand the caller over to a person at ${site.email} or ${site.phone}. ${sharedRules}`,
    initialMessage: `Hello, you've reached ${site.name} customer support. I can help with implementation, security, your dashboard or billing. What would you like to know?`,
    samplePhrases: [
      "How long does implementation take",
      "Is my data secure",
      "How does the dashboard work",
      "How does billing work",
    ],
  },
];

export const defaultVoiceScenario = voiceScenarios[0];

export function getVoiceScenario(id: string | undefined): VoiceScenario | undefined {
  return voiceScenarios.find((s) => s.id === id);
}

/** Copy of the /demos page. */
export const demosPage = {
  eyebrow: "Live Demos",
  title: "Try our AI before you talk to anyone",
  lead: "Talk to a working voice assistant in your browser, or put your own numbers into our quiz and calculators. Nothing to install and no sign-up.",
  voice: {
    heading: "Interactive voice demo",
    intro:
      "Pick a scenario, press Start Voice Demo and hear the assistant greet you. Press Talk, ask a question out loud, then Stop Recording: it transcribes what you said, answers from what we really offer, and speaks the answer back. No microphone? Type your side of the call instead.",
    steps: [
      "Choose Virtual Receptionist, Sales Assistant or Customer Support.",
      "Start the call and listen to the greeting.",
      "Press Talk, ask your question, then press Stop Recording.",
      "Hear the answer, ask a follow-up, or end the demo at any time.",
    ],
    privacy: "Your recording is used only to transcribe that one turn and is deleted as soon as the answer is ready.",
    launcherLabel: "Try the Voice Demo",
  },
  /** One entry per demo and tool, first on the page: the way to every tool on a phone, whose menu has no room for them. */
  tools: {
    eyebrow: "Every demo and tool",
    heading: "Pick one and try it now",
    lead: "Each takes a few minutes, needs no sign-up and works on your phone.",
    voice: {
      title: "Voice Demo",
      description:
        "Talk to a working AI receptionist, sales assistant or support agent, right in your browser. No microphone? Type instead.",
      cta: "Start the voice demo",
    },
    items: [
      {
        to: "/ai-opportunity-finder",
        title: "AI Opportunity Finder",
        description:
          "The 2-minute AI Opportunity Quiz: answer a few questions and get the solutions that fit your business, ranked.",
        cta: "Take the quiz",
      },
      {
        to: "/roi-overview",
        title: "ROI Calculator",
        description:
          "Work out the hours and money AI could save your team and your payback period, with every formula shown.",
        cta: "Calculate your ROI",
      },
      {
        to: "/ai-cost-calculator",
        title: "AI Cost Calculator",
        description: `Estimate your monthly subscription, from $${STARTING_PRICE_PER_MONTH}/month, and your implementation timeline.`,
        cta: "Estimate your cost",
      },
      {
        to: "/ai-readiness-assessment",
        title: "AI Readiness Assessment",
        description:
          "Score your readiness across data, processes, people, technology and budget, with concrete next steps.",
        cta: "Assess your readiness",
      },
      {
        to: "/enterprise-dashboard",
        title: "Unified Dashboard",
        description:
          "Click through the one dashboard every subscriber gets: calls, leads, hours saved and return, with sample data.",
        cta: "Open the dashboard",
      },
    ],
  },
  closingHeading: "Like what you heard?",
  closingText: `A real assistant is trained on your own services, prices and calendar. Book a free ${CONSULTATION_MINUTES}-minute consultation and we'll show you what yours would sound like.`,
} as const;
