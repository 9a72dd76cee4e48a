import { apiJson } from "#app/lib/api";
import {
  type ConversationTurn,
  lastTurns,
  type VoiceChatResponse,
  type VoiceScenarioId,
  type VoiceSynthesizeResponse,
  type VoiceTranscribeResponse,
} from "#common/voice";

/** What the server can do; without speech-to-text the modal offers typing only. */
interface VoiceStatus {
  provider: string;
  speechToText: boolean;
  speechToTextMessage?: string;
}

export async function fetchVoiceStatus(signal?: AbortSignal): Promise<VoiceStatus> {
  return (await apiJson<VoiceStatus>("GET", "/api/voice/status", undefined, { signal })) as VoiceStatus;
}

/** POST /api/voice/transcribe: multipart with audio (wav) and scenario. */
export async function transcribe(audio: Blob, scenario: VoiceScenarioId, signal?: AbortSignal): Promise<string> {
  const form = new FormData();
  form.append("scenario", scenario);
  form.append("audio", audio, "recording.wav");
  const body = await apiJson<VoiceTranscribeResponse>("POST", "/api/voice/transcribe", form, { signal });
  return body?.text ?? "";
}

/**
 * POST /api/voice/chat with the last 6 turns before this message, asking for the answer in two
 * parts: the first sentence's speech comes at once, the rest's through synthesize() while it plays.
 */
export async function chat(
  input: { message: string; scenario: VoiceScenarioId; systemPrompt: string; history: readonly ConversationTurn[] },
  signal?: AbortSignal,
): Promise<VoiceChatResponse> {
  const body = await apiJson<VoiceChatResponse>(
    "POST",
    "/api/voice/chat",
    {
      message: input.message,
      scenario: input.scenario,
      systemPrompt: input.systemPrompt,
      conversation: lastTurns(input.history),
      parts: 2,
    },
    { signal },
  );
  return body as VoiceChatResponse;
}

/** POST /api/voice/synthesize. */
export async function synthesize(text: string, signal?: AbortSignal): Promise<string> {
  const body = await apiJson<VoiceSynthesizeResponse>("POST", "/api/voice/synthesize", { text }, { signal });
  return body?.audio ?? "";
}
