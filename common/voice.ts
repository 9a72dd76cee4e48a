import { VOICE_CONTEXT_TURNS } from "./constants";
import { z } from "./zod";

/**
 * The voice demo's API contract, shared by the browser and the server.
 */
export const VOICE_SCENARIO_IDS = ["virtual-receptionist", "sales-assistant", "customer-support"] as const;
export type VoiceScenarioId = (typeof VOICE_SCENARIO_IDS)[number];

/** Longest text accepted for one turn, a system prompt, or speech synthesis. */
const VOICE_MAX_MESSAGE_CHARS = 1_000;
const VOICE_MAX_SYSTEM_PROMPT_CHARS = 4_000;
export const VOICE_MAX_SPEECH_CHARS = 2_000;
/** The browser records at this rate, mono, 16-bit PCM WAV. */
export const VOICE_SAMPLE_RATE = 16_000;
/** Recordings are cut at this length so one turn never exceeds the upload limit. */
export const VOICE_MAX_RECORDING_SECONDS = 60;
/**
 * Largest recording the server accepts (answer 413 beyond it): a minute of the browser's
 * 16 kHz mono 16-bit WAV is 1.92 MB, so 2 MB leaves room for the header and nothing more.
 */
export const VOICE_MAX_UPLOAD_BYTES = 2 * 1024 * 1024;

const scenario = z.enum(VOICE_SCENARIO_IDS, {
  error: `must be one of ${VOICE_SCENARIO_IDS.join(", ")}`,
});

const nonEmptyText = (max: number) =>
  z
    .string({ error: "must be a string" })
    .trim()
    .min(1, "must not be empty")
    .max(max, `must be at most ${max} characters`);

/** One turn of a voice-demo conversation. */
const conversationTurnSchema = z.object({
  speaker: z.enum(["user", "ai"], { error: "must be user or ai" }),
  text: nonEmptyText(VOICE_MAX_MESSAGE_CHARS),
  /** The server's signature of its own answer (VoiceChatResponse.proof), sent back with it. */
  proof: z.string({ error: "must be a string" }).max(100, "must be at most 100 characters").optional(),
});
export type ConversationTurn = z.infer<typeof conversationTurnSchema>;

/** POST /api/voice/chat body. */
export const voiceChatRequestSchema = z.object({
  message: nonEmptyText(VOICE_MAX_MESSAGE_CHARS),
  scenario,
  systemPrompt: z
    .string({ error: "must be a string" })
    .max(VOICE_MAX_SYSTEM_PROMPT_CHARS, `must be at most ${VOICE_MAX_SYSTEM_PROMPT_CHARS} characters`)
    .default(""),
  conversation: z
    .array(conversationTurnSchema, { error: "must be a list of turns" })
    .max(VOICE_CONTEXT_TURNS, `must hold at most ${VOICE_CONTEXT_TURNS} turns`)
    .default([]),
  /**
   * Not in the spec's payload: 1 (the default, the spec's answer) speaks the whole answer in
   * `audio`; the site's own modal asks for 2 to hear the first sentence at once (see VoiceChatResponse).
   */
  parts: z.union([z.literal(1), z.literal(2)], { error: "must be 1 or 2" }).default(1),
});

/** POST /api/voice/synthesize body. */
export const voiceSynthesizeRequestSchema = z.object({
  text: nonEmptyText(VOICE_MAX_SPEECH_CHARS),
});

/** The multipart text field of POST /api/voice/transcribe. */
export const voiceTranscribeFieldsSchema = z.object({ scenario });

export interface VoiceTranscribeResponse {
  text: string;
}
export interface VoiceChatResponse {
  /** The whole answer. */
  text: string;
  /**
   * Base64 MP3 of the whole answer, as the API promises; with `parts: 2`, of its first part only (its
   * first sentence, or all of a short answer).
   */
  audio: string;
  /**
   * Only with `parts: 2`: the text still to be spoken after `audio` ("" when none). The server
   * is already speaking it, and POST /api/voice/synthesize with exactly this text returns that speech.
   */
  rest?: string;
  /** The server's signature of `text`: the browser sends it back with this turn, or the turn is not believed. */
  proof: string;
}
export interface VoiceSynthesizeResponse {
  audio: string;
}

/** The context sent with each chat call: the last 6 turns. */
export function lastTurns(conversation: readonly ConversationTurn[], count = VOICE_CONTEXT_TURNS): ConversationTurn[] {
  return count <= 0 ? [] : conversation.slice(-count);
}

/**
 * Hands-free mode's streamed recognition: a WebSocket at VOICE_STREAM_PATH?scenario=ID, one
 * per spoken turn. The browser sends the turn's audio as binary messages of 16 kHz mono 16-bit
 * little-endian PCM (at most a second each, no faster than it is spoken) and the text messages
 * below; the server answers with partial texts while the visitor speaks and the final text at
 * the end, then closes with 1000. Every refusal is a close with one of VOICE_STREAM_CLOSE's codes
 * and a reason a person can read.
 */
export const VOICE_STREAM_PATH = "/api/voice/stream";
/** Longest binary message: one second of audio. */
export const VOICE_STREAM_MAX_CHUNK_BYTES = VOICE_SAMPLE_RATE * 2;
/** A stream that receives nothing for this long is closed. */
export const VOICE_STREAM_IDLE_MS = 10_000;

/** From the browser: `pause` when the visitor seems to have stopped (audio is held back meanwhile), `end` when the turn is over. */
export type VoiceStreamCommand = { type: "pause" } | { type: "end" };
/** From the server. */
export type VoiceStreamMessage = { type: "partial"; text: string } | { type: "final"; text: string };

export const VOICE_STREAM_CLOSE = {
  done: 1000,
  /** Not audio, an unknown command, an odd number of bytes, an unknown scenario. */
  badData: 4400,
  /** Opened from another site. */
  forbidden: 4403,
  idle: 4408,
  /** More than VOICE_MAX_RECORDING_SECONDS of audio in one turn. */
  tooLong: 4413,
  /** Audio faster than real time, a second stream of the same visitor, or the address's budget spent. */
  tooMuch: 4429,
  /** Speech recognition unavailable, failed or the engines are full. */
  unavailable: 4503,
} as const;
