import type { ConversationTurn, VoiceScenarioId } from "#common/voice";
import type { ReplyPlan } from "./dialog/responder";

export interface ReplyInput {
  message: string;
  scenario: VoiceScenarioId;
  /**
   * The scenario's own system prompt from content/voice/scenarios.ts. Never the request's
   * systemPrompt field: a visitor must not be able to rewrite the assistant.
   */
  systemPrompt: string;
  /** The last 6 turns. */
  conversation: readonly ConversationTurn[];
  /** The dialog's plan for this turn: the retrieved facts, the step, and the offline answer. */
  plan: ReplyPlan;
}

export interface SpeechToTextStatus {
  available: boolean;
  /** Why it is not available, for the 503 answer and the start-up log. */
  message?: string;
}

/** One interface for every voice back end; chosen by VOICE_PROVIDER. */
export interface VoiceProvider {
  readonly name: "offline" | "openai";
  speechToText(): Promise<SpeechToTextStatus>;
  /** Text heard in a WAV upload as received ("" when nothing was heard); WavFormatError when it cannot be decoded. */
  transcribe(wav: Buffer, scenario: VoiceScenarioId): Promise<string>;
  /**
   * A quick guess at the words of a turn still being spoken (Hands-free's live words): one pass,
   * no fallback. Providers that cannot guess leave it out; the stream then sends the final text only.
   */
  transcribePartial?(wav: Buffer, scenario: VoiceScenarioId): Promise<string>;
  reply(input: ReplyInput): Promise<string>;
  /**
   * MP3 audio of the text. `joins` says which ends meet another clip of the same answer: there
   * an engine that can may cut its silence short, so the two play with a sentence's pause.
   */
  synthesize(text: string, joins?: SpeechJoins): Promise<Buffer>;
  close(): Promise<void>;
}

/** Which ends of a clip meet another clip of the same answer (start: one plays before it). */
export interface SpeechJoins {
  start?: boolean;
  end?: boolean;
}

/** The back end failed or did not answer in time (502 to the caller). */
export class VoiceUpstreamError extends Error {}
