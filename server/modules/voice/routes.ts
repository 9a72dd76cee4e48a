import multipart from "@fastify/multipart";
import type { FastifyInstance, FastifyRequest } from "fastify";
import {
  VOICE_MAX_RECORDING_SECONDS,
  VOICE_MAX_UPLOAD_BYTES,
  type VoiceScenarioId,
  voiceChatRequestSchema,
  voiceSynthesizeRequestSchema,
  voiceTranscribeFieldsSchema,
} from "../../../common/voice";
import { getVoiceScenario } from "../../../content/voice-scenarios";
import type { Config } from "../../config";
import { badRequest, HttpError, parseInput } from "../../lib/http-errors";
import { createOpenAiProvider } from "./openai-provider";
import { createOfflineProvider } from "./offline/offline-provider";
import { SpeechToTextUnavailable } from "./offline/speech-to-text";
import type { VoiceProvider } from "./provider";
import { toRecognizerWav, WavFormatError } from "./wav";

/** Calls per minute and address on each voice route (each one runs an engine). */
export const VOICE_RATE_LIMIT_PER_MINUTE = 30;

export interface VoiceRoutesOptions {
  config: Config;
  /** Tests pass their own provider; otherwise VOICE_PROVIDER decides. */
  provider?: VoiceProvider;
}

export function createVoiceProvider(config: Config, log: (message: string) => void): VoiceProvider {
  if (config.VOICE_PROVIDER === "openai") {
    return createOpenAiProvider({
      baseUrl: config.OPENAI_BASE_URL,
      apiKey: config.OPENAI_API_KEY ?? "",
      chatModel: config.OPENAI_CHAT_MODEL,
      transcribeModel: config.OPENAI_TRANSCRIBE_MODEL,
      ttsModel: config.OPENAI_TTS_MODEL,
      ttsVoice: config.OPENAI_TTS_VOICE,
      timeoutMs: config.OPENAI_TIMEOUT_MS,
    });
  }
  return createOfflineProvider({
    onSpeechToTextUnavailable: (message) => log(`Voice demo: speech-to-text is off (${message}); visitors can type instead.`),
  });
}

const upstream = (what: string, error: unknown, request: FastifyRequest) => {
  request.log.warn({ err: error }, `voice ${what} failed`);
  return new HttpError(502, `The voice service could not ${what} right now. Please try again.`);
};

/** Reads the multipart body: one `audio` file and a `scenario` field (spec §7). */
async function readTranscribeBody(request: FastifyRequest): Promise<{ audio: Buffer; scenario: VoiceScenarioId }> {
  if (!request.isMultipart()) throw new HttpError(415, "body: must be multipart/form-data with the fields audio and scenario", "body");
  let audio: Buffer | null = null;
  const fields: Record<string, string> = {};
  for await (const part of request.parts()) {
    if (part.type === "file") {
      let data: Buffer;
      try {
        data = await part.toBuffer();
      } catch (error) {
        if ((error as { code?: string }).code === "FST_REQ_FILE_TOO_LARGE") {
          throw new HttpError(413, `audio: must be at most ${VOICE_MAX_UPLOAD_BYTES / 1024 / 1024} MB`, "audio");
        }
        throw error;
      }
      if (part.fieldname === "audio") audio = data;
    } else if (typeof part.value === "string") {
      fields[part.fieldname] = part.value;
    }
  }
  const { scenario } = parseInput(voiceTranscribeFieldsSchema, fields);
  if (!audio || audio.length === 0) throw badRequest("audio: a WAV recording is required", "audio");
  return { audio, scenario };
}

/** POST /api/voice/transcribe, /chat and /synthesize (spec §7), plus GET /api/voice/status. */
export async function voiceRoutes(app: FastifyInstance, options: VoiceRoutesOptions) {
  const { config } = options;
  const provider = options.provider ?? createVoiceProvider(config, (message) => app.log.warn(message));
  app.addHook("onClose", async () => provider.close());

  await app.register(multipart, {
    throwFileSizeLimit: true,
    limits: { fileSize: VOICE_MAX_UPLOAD_BYTES, files: 1, fields: 4, fieldSize: 1024, parts: 5, headerPairs: 100 },
  });

  const rateLimit = { max: Math.min(VOICE_RATE_LIMIT_PER_MINUTE, config.RATE_LIMIT_PER_MINUTE), timeWindow: "1 minute" };

  app.get("/api/voice/status", async () => {
    const stt = await provider.speechToText();
    return { provider: provider.name, speechToText: stt.available, ...(stt.message ? { speechToTextMessage: stt.message } : {}) };
  });

  app.post("/api/voice/transcribe", { config: { rateLimit } }, async (request) => {
    const { audio, scenario } = await readTranscribeBody(request);
    let wav: Buffer;
    try {
      const decoded = toRecognizerWav(audio);
      if (decoded.seconds > VOICE_MAX_RECORDING_SECONDS) {
        throw badRequest(`audio: must be at most ${VOICE_MAX_RECORDING_SECONDS} seconds long`, "audio");
      }
      wav = provider.name === "offline" ? decoded.wav : audio;
    } catch (error) {
      if (error instanceof WavFormatError) throw badRequest(`audio: ${error.message}`, "audio");
      throw error;
    }
    const stt = await provider.speechToText();
    if (!stt.available) {
      throw new HttpError(503, `Speech recognition is not available on this server (${stt.message}). Type your message instead.`);
    }
    try {
      const text = await provider.transcribe(wav, scenario);
      return { text: text.trim() };
    } catch (error) {
      if (error instanceof SpeechToTextUnavailable) {
        throw new HttpError(503, `Speech recognition is not available on this server (${error.message}). Type your message instead.`);
      }
      throw upstream("transcribe the recording", error, request);
    }
  });

  app.post("/api/voice/chat", { config: { rateLimit } }, async (request) => {
    const body = parseInput(voiceChatRequestSchema, request.body);
    const scenario = getVoiceScenario(body.scenario);
    if (!scenario) throw badRequest("scenario: is unknown", "scenario");
    let text: string;
    try {
      // The scenario's own prompt: a caller cannot turn the assistant into something else.
      text = await provider.reply({ message: body.message, scenario: scenario.id, systemPrompt: scenario.systemPrompt, conversation: body.conversation });
    } catch (error) {
      throw upstream("answer", error, request);
    }
    let audio = "";
    try {
      audio = (await provider.synthesize(text)).toString("base64");
    } catch (error) {
      // The answer still counts; the browser asks /synthesize again or shows the text only.
      request.log.warn({ err: error }, "voice speech for a chat answer failed");
    }
    return { text, audio };
  });

  app.post("/api/voice/synthesize", { config: { rateLimit } }, async (request) => {
    const { text } = parseInput(voiceSynthesizeRequestSchema, request.body);
    try {
      return { audio: (await provider.synthesize(text)).toString("base64") };
    } catch (error) {
      throw upstream("synthesize speech", error, request);
    }
  });
}
