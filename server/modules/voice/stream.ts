import type { FastifyInstance, FastifyRequest } from "fastify";
import type { WebSocket } from "ws";
import {
  VOICE_MAX_RECORDING_SECONDS,
  VOICE_SAMPLE_RATE,
  VOICE_SCENARIO_IDS,
  VOICE_STREAM_CLOSE,
  VOICE_STREAM_IDLE_MS,
  VOICE_STREAM_MAX_CHUNK_BYTES,
  VOICE_STREAM_PATH,
  type VoiceScenarioId,
  type VoiceStreamMessage,
} from "#common/voice";
import { clientKey } from "#server/lib/client-address";
import { VoiceBusy } from "./job-limits";
import type { VoiceProvider } from "./provider";
import { encodeWav } from "./wav";

/** How often the words heard so far are sent while the visitor speaks. */
const PARTIAL_EVERY_MS = 250;
/**
 * Audio may run this far ahead of the clock since the stream's first audio: the browser sends
 * the half second it held before the visitor's first word at once, and a network hiccup
 * delivers a few messages together.
 */
const AHEAD_SLACK_SECONDS = 2;
const BYTES_PER_SECOND = VOICE_SAMPLE_RATE * 2;

export interface StreamRecognition {
  provider: VoiceProvider;
  /** Charges seconds of audio to the address's recognition budget; throws VoiceBusy when spent. */
  charge(address: string, seconds: number): void;
  /** Runs a recognition job in the engine queue, fairly shared with push-to-talk; throws VoiceBusy when full. */
  run<T>(address: string, job: () => Promise<T>): Promise<T>;
  /** Overrides for the tests. */
  idleMs?: number;
  maxSeconds?: number;
}

type CloseCode = (typeof VOICE_STREAM_CLOSE)[keyof typeof VOICE_STREAM_CLOSE];

/** The close reason: at most 123 bytes by the protocol. */
const reasonText = (text: string) =>
  Buffer.from(text)
    .subarray(0, 123)
    .toString()
    .replace(/\uFFFD$/, "");

/** A WebSocket opened from another site's page (a browser always sends Origin on a WebSocket). */
function crossSite(request: FastifyRequest): boolean {
  const origin = request.headers.origin;
  if (!origin) return false;
  try {
    // request.host: the Host header, or X-Forwarded-Host behind a trusted proxy.
    return new URL(origin).host !== request.host;
  } catch {
    return true;
  }
}

/**
 * GET /api/voice/stream: Hands-free mode's live words (see VOICE_STREAM_PATH in common/voice).
 * One stream at a time per visitor; its audio is charged to the same per-address budget as
 * push-to-talk recordings, and each recognition runs in the same engine queue (one guess at a
 * time per stream), so a stream never holds more than its share of the engines.
 */
export function registerVoiceStream(app: FastifyInstance, options: StreamRecognition, routeConfig: object) {
  const open = new Map<string, WebSocket>();
  const idleMs = options.idleMs ?? VOICE_STREAM_IDLE_MS;
  const maxSeconds = options.maxSeconds ?? VOICE_MAX_RECORDING_SECONDS;

  app.get(VOICE_STREAM_PATH, { websocket: true, config: routeConfig }, (socket, request) => {
    const address = clientKey(request.ip);
    let closed = false;
    const close = (code: CloseCode, reason: string) => {
      if (closed) return;
      closed = true;
      socket.close(code, reasonText(reason));
    };
    if (crossSite(request)) return close(VOICE_STREAM_CLOSE.forbidden, "streams open only from this site");
    const scenario = new URL(request.url, "http://x").searchParams.get("scenario");
    if (!VOICE_SCENARIO_IDS.includes(scenario as VoiceScenarioId))
      return close(VOICE_STREAM_CLOSE.badData, `scenario: must be one of ${VOICE_SCENARIO_IDS.join(", ")}`);
    if (open.has(address))
      return close(VOICE_STREAM_CLOSE.tooMuch, "another stream of this visitor is open: one at a time");
    open.set(address, socket);

    const chunks: Buffer[] = [];
    let bytes = 0;
    let firstAudioAt = 0;
    /** Bytes of audio the last partial guess heard, and whether one is running. */
    let guessedBytes = 0;
    let guessing = false;
    /** The final text worked out when the browser said the visitor paused, for the audio up to then. */
    let ahead: { bytes: number; text: Promise<string> } | null = null;
    let ending = false;

    const send = (message: VoiceStreamMessage) => {
      if (!closed && socket.readyState === socket.OPEN) socket.send(JSON.stringify(message));
    };
    const wav = () => encodeWav(new Int16Array(toAligned(Buffer.concat(chunks, bytes))), VOICE_SAMPLE_RATE);
    const failed = (error: unknown) => {
      if (error instanceof VoiceBusy) return close(VOICE_STREAM_CLOSE.unavailable, error.message);
      request.log.warn({ err: error }, "voice stream recognition failed");
      close(VOICE_STREAM_CLOSE.unavailable, "speech recognition failed; please try again");
    };
    const recognise = (quick: boolean) => {
      const audio = wav();
      const scenarioId = scenario as VoiceScenarioId;
      const { provider } = options;
      return options.run(address, () =>
        quick && provider.transcribePartial
          ? provider.transcribePartial(audio, scenarioId)
          : provider.transcribe(audio, scenarioId),
      );
    };

    let idle: NodeJS.Timeout;
    const touch = () => {
      clearTimeout(idle);
      idle = setTimeout(() => close(VOICE_STREAM_CLOSE.idle, `nothing received for ${idleMs / 1000} s`), idleMs);
    };
    touch();
    const partials = options.provider.transcribePartial
      ? setInterval(() => {
          // No guess while the final text of the same audio is being worked out (after a pause).
          if (guessing || ending || closed || bytes === guessedBytes || ahead?.bytes === bytes) return;
          guessing = true;
          const heard = bytes;
          recognise(true)
            .then(
              (text) => {
                guessedBytes = heard;
                if (!ending) send({ type: "partial", text: text.trim() });
              },
              // A guess the engines had no room for is skipped: the final text still comes.
              (error: unknown) => {
                if (!(error instanceof VoiceBusy)) request.log.warn({ err: error }, "voice stream partial failed");
              },
            )
            .finally(() => {
              guessing = false;
            });
        }, PARTIAL_EVERY_MS)
      : undefined;

    socket.on("close", () => {
      closed = true;
      clearTimeout(idle);
      clearInterval(partials);
      if (open.get(address) === socket) open.delete(address);
    });

    const finish = async () => {
      ending = true;
      try {
        const text = bytes === 0 ? "" : ahead && ahead.bytes === bytes ? await ahead.text : await recognise(false);
        send({ type: "final", text: text.trim() });
        close(VOICE_STREAM_CLOSE.done, "turn complete");
      } catch (error) {
        failed(error);
      }
    };

    socket.on("message", (data: Buffer | ArrayBuffer | Buffer[], isBinary: boolean) => {
      if (closed || ending) return;
      touch();
      const message = Array.isArray(data) ? Buffer.concat(data) : Buffer.from(data as ArrayBuffer);
      if (!isBinary) {
        let command: unknown;
        try {
          command = JSON.parse(message.toString("utf8"));
        } catch {
          command = null;
        }
        const type = (command as { type?: unknown } | null)?.type;
        if (type === "end") return void finish();
        if (type === "pause") {
          if (bytes === 0 || ahead?.bytes === bytes) return;
          const text = recognise(false);
          text.catch(() => undefined);
          ahead = { bytes, text };
          return;
        }
        return close(VOICE_STREAM_CLOSE.badData, 'text messages: must be {"type":"pause"} or {"type":"end"}');
      }
      if (message.length === 0 || message.length % 2 !== 0 || message.length > VOICE_STREAM_MAX_CHUNK_BYTES)
        return close(
          VOICE_STREAM_CLOSE.badData,
          `audio: each message must be 16-bit PCM, an even number of bytes up to ${VOICE_STREAM_MAX_CHUNK_BYTES}`,
        );
      const seconds = message.length / BYTES_PER_SECOND;
      if ((bytes + message.length) / BYTES_PER_SECOND > maxSeconds)
        return close(VOICE_STREAM_CLOSE.tooLong, `audio: a turn must be at most ${maxSeconds} seconds`);
      const now = Date.now();
      if (!firstAudioAt) firstAudioAt = now;
      if ((bytes + message.length) / BYTES_PER_SECOND > (now - firstAudioAt) / 1000 + AHEAD_SLACK_SECONDS)
        return close(VOICE_STREAM_CLOSE.tooMuch, "audio: sent faster than it can be spoken");
      try {
        options.charge(address, seconds);
      } catch (error) {
        if (error instanceof VoiceBusy) return close(VOICE_STREAM_CLOSE.tooMuch, error.message);
        throw error;
      }
      chunks.push(message);
      bytes += message.length;
    });
  });
}

/** The bytes as their own aligned buffer, so an Int16Array can view them. */
function toAligned(buffer: Buffer): ArrayBuffer {
  return buffer.buffer.slice(buffer.byteOffset, buffer.byteOffset + buffer.byteLength) as ArrayBuffer;
}
