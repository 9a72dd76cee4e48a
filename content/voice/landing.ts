import { STARTING_PRICE_PER_MONTH } from "#common/constants";
import type { VoiceScenarioId } from "#common/voice";

/**
 * The part of the voice-demo scenarios that pages show before the modal opens: small on
 * purpose, so the landing page's bundle carries no system prompts or greetings
 * (content/voice/scenarios.ts adds those and is loaded with the modal).
 */
interface VoiceScenarioCard {
  id: VoiceScenarioId;
  title: string;
  description: string;
}

/** The three scenarios of the voice-demo modal, in display order. */
export const voiceScenarioCards = [
  {
    id: "virtual-receptionist",
    title: "Virtual Receptionist",
    description:
      "Answers the phone, helps callers book or move a consultation, and takes a message with a callback time for your team.",
  },
  {
    id: "sales-assistant",
    title: "Sales Assistant",
    description: `Qualifies the visitor, recommends the solutions that fit and explains the $${STARTING_PRICE_PER_MONTH}/month starting price.`,
  },
  {
    id: "customer-support",
    title: "Customer Support",
    description:
      "Answers questions about implementation, security, the unified dashboard and billing, and hands over to a person when unsure.",
  },
] as const satisfies readonly VoiceScenarioCard[];

/** Copy of the landing page's voice-demo section. */
export const voiceDemoLanding = {
  eyebrow: "Live demo",
  heading: "Talk to an AI voice assistant right now",
  lead: "Pick a scenario, allow your microphone and have a real conversation in your browser: it listens, answers from what we really offer, and speaks back. No sign-up, and no microphone needed if you would rather type.",
  launcherLabel: "Try the Voice Demo",
  scenariosLabel: "Voice demo scenarios",
  privacy: "Your recording is used only to transcribe that one turn and is deleted as soon as the answer is ready.",
} as const;
