import multipart from "@fastify/multipart";
import websocket from "@fastify/websocket";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import {
  VOICE_MAX_RECORDING_SECONDS,
  VOICE_MAX_UPLOAD_BYTES,
  type VoiceScenarioId,
  voiceChatRequestSchema,
  voiceSynthesizeRequestSchema,
  voiceTranscribeFieldsSchema,
} from "#common/voice";
import { getVoiceScenario } from "#content/voice/scenarios";
import type { Config } from "#server/config";
import type { Database } from "#server/db/client";
import { clientKey, networkKey } from "#server/lib/client-address";
import type { FormLimit } from "#server/lib/form-limit";
import { badRequest, HttpError, parseInput } from "#server/lib/http-errors";
import type { Metrics } from "#server/lib/metrics";
import { multipartError } from "#server/lib/multipart-error";
import { PreparedSpeech, splitSpokenAnswer } from "./answer-speech";
import { storeCallback } from "./callback-lead";
import { planReply } from "./dialog/responder";
import { createOfflineProvider } from "./engines/offline/offline-provider";
import { SpeechToTextUnavailable } from "./engines/offline/speech-to-text";
import { createOpenAiProvider } from "./engines/openai/openai-provider";
import { AddressBudget, JobGate, NETWORK_SHARE, VoiceBusy } from "./job-limits";
import { type SpeechJoins, type VoiceProvider, VoiceUpstreamError } from "./provider";
import { registerVoiceStream } from "./stream";
import { TurnProofs } from "./turn-proof";
import { readWavHeader, WavFormatError } from "./wav";

/** Calls per minute and address on each voice route (each one runs an engine). */
export const VOICE_RATE_LIMIT_PER_MINUTE = 30;
/** Jobs of one address running or queued at once, per engine (a browser makes one at a time). */
const JOBS_PER_ADDRESS = 2;
/** Recordings longer than this, and texts longer than that, are long jobs (see JobGate.run). */
const LONG_RECORDING_SECONDS = 15;
const LONG_TEXT_CHARS = 300;
/** Room in a multipart body for the boundaries and the scenario field, beyond the audio itself. */
const MULTIPART_OVERHEAD_BYTES = 16 * 1024;
const tooLarge = () => new HttpError(413, `audio: must be at most ${VOICE_MAX_UPLOAD_BYTES / 1024 / 1024} MB`, "audio");

interface VoiceRoutesOptions {
  config: Config;
  /** Where the receptionist's messages are stored (as contact messages, so they reach the leads). */
  database?: Database;
  /** The per-address form limit a stored receptionist message counts against, as a contact form would. */
  formLimit?: FormLimit;
  /** Tests pass their own provider; otherwise VOICE_PROVIDER decides. */
  provider?: VoiceProvider;
  /** Where the jobs' outcomes are counted and the queues read at scrape time. */
  metrics?: Metrics;
  /** Tests shorten the live-words stream's idle time and longest turn. */
  stream?: { idleMs?: number; maxSeconds?: number };
}

function createVoiceProvider(config: Config, log: (message: string) => void): VoiceProvider {
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
    onSpeechToTextUnavailable: (message) =>
      log(`Voice demo: speech-to-text is off (${message}); visitors can type instead.`),
    jobTimeoutMs: config.VOICE_JOB_TIMEOUT_MS,
    niceness: config.VOICE_ENGINE_NICENESS,
  });
}

const upstream = (what: string, error: unknown, request: FastifyRequest) => {
  request.log.warn({ err: error }, `voice ${what} failed`);
  return new HttpError(502, `The voice service could not ${what} right now. Please try again.`);
};

/**
 * The answer to a failed voice job: the limits answer 503 (server full) or 429 (this address)
 * with Retry-After; a remote provider that failed answers 502; our own engine failing on a job
 * (its process died, or the job ran over its time) answers 503 with Retry-After.
 */
function sendFailure(reply: FastifyReply, what: string, error: unknown, gate: JobGate) {
  if (error instanceof VoiceBusy) {
    return reply
      .code(error.scope === "server" ? 503 : 429)
      .header("retry-after", String(error.retryAfterSeconds))
      .send({ error: error.message });
  }
  reply.request.log.warn({ err: error }, `voice ${what} failed`);
  if (error instanceof VoiceUpstreamError) {
    return reply.code(502).send({ error: `The voice service could not ${what} right now. Please try again.` });
  }
  return reply
    .code(503)
    .header("retry-after", String(gate.retryAfterSeconds()))
    .send({ error: `The voice service could not ${what} right now. Please try again in a moment.` });
}

/** Reads the multipart body: one `audio` file and a `scenario` field. */
async function readTranscribeBody(request: FastifyRequest): Promise<{ audio: Buffer; scenario: VoiceScenarioId }> {
  if (!request.isMultipart())
    throw new HttpError(415, "body: must be multipart/form-data with the fields audio and scenario", "body");
  let audio: Buffer | null = null;
  const fields: Record<string, string> = {};
  try {
    for await (const part of request.parts()) {
      if (part.type === "file") {
        const data = await part.toBuffer();
        if (part.fieldname === "audio") audio = data;
      } else if (typeof part.value === "string") {
        fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    // No boundary, a body cut short: the visitor's mistake (400), not the server's.
    throw multipartError(error, tooLarge);
  }
  const { scenario } = parseInput(voiceTranscribeFieldsSchema, fields);
  if (!audio || audio.length === 0) throw badRequest("audio: a WAV recording is required", "audio");
  return { audio, scenario };
}

/** POST /api/voice/transcribe, /chat and /synthesize, plus GET /api/voice/status. */
export async function voiceRoutes(app: FastifyInstance, options: VoiceRoutesOptions) {
  const { config } = options;
  const provider = options.provider ?? createVoiceProvider(config, (message) => app.log.warn(message));
  app.addHook("onClose", async () => provider.close());
  // A refused request (too large, rate-limited, busy) whose body is still arriving: close the
  // connection rather than read up to megabytes only to throw them away.
  app.addHook("onSend", async (request, reply) => {
    if (reply.statusCode >= 400 && !request.raw.complete) reply.header("connection", "close");
  });

  await app.register(multipart, {
    throwFileSizeLimit: true,
    limits: { fileSize: VOICE_MAX_UPLOAD_BYTES, files: 1, fields: 4, fieldSize: 1024, parts: 5, headerPairs: 100 },
  });

  const rateLimit = {
    max: Math.min(VOICE_RATE_LIMIT_PER_MINUTE, config.RATE_LIMIT_PER_MINUTE),
    timeWindow: "1 minute",
  };
  const gateOptions = {
    concurrency: config.VOICE_CONCURRENCY,
    queueLimit: config.VOICE_QUEUE_LIMIT,
    perAddress: JOBS_PER_ADDRESS,
  };
  const engineLimits = (name: string, perMinute: number, what: string, longFrom: number) => ({
    name,
    longFrom,
    gate: new JobGate(gateOptions),
    budget: new AddressBudget(perMinute, what),
    networkBudget: new AddressBudget(perMinute * NETWORK_SHARE, what, Date.now, "This network"),
  });
  // A spoken question lasts a few seconds and an answer's sentence a few hundred characters:
  // more is a long job, which never takes the engine's last free slot.
  const recognition = engineLimits(
    "recognition",
    config.VOICE_RECOGNITION_SECONDS_PER_MINUTE,
    "seconds of speech recognition",
    LONG_RECORDING_SECONDS,
  );
  const synthesis = engineLimits(
    "synthesis",
    config.VOICE_SYNTHESIS_CHARS_PER_MINUTE,
    "characters of speech",
    LONG_TEXT_CHARS,
  );
  for (const engine of [recognition, synthesis]) {
    options.metrics?.watchVoiceQueue(engine.name, () => ({
      running: engine.gate.running,
      waiting: engine.gate.queued,
    }));
  }
  /**
   * Runs a job within the engine's limits: the address's and its network's budgets first, then a
   * slot (the budgets are charged once the job starts). The caller waits at most VOICE_JOB_TIMEOUT_MS in all, queue
   * included, then gets 503 with Retry-After; a job whose caller has gone is not started.
   */
  const runLimited = <T>(
    engine: typeof recognition,
    address: string,
    cost: number,
    job: () => Promise<T>,
    slot: { key: string; perAddress: number; network?: string } = { key: address, perAddress: JOBS_PER_ADDRESS },
  ): Promise<T> => {
    const network = networkKey(address);
    engine.budget.check(address, cost);
    if (network !== address) engine.networkBudget.check(network, cost);
    let expired = false;
    const run = engine.gate.run(
      slot.key,
      () => {
        if (expired) return Promise.reject(new Error("the caller stopped waiting"));
        engine.budget.charge(address, cost);
        if (network !== address) engine.networkBudget.charge(network, cost);
        return job();
      },
      { perAddress: slot.perAddress, network: slot.network, long: cost > engine.longFrom },
    );
    let timer: NodeJS.Timeout | undefined;
    const deadline = new Promise<never>((_, reject) => {
      timer = setTimeout(() => {
        expired = true;
        reject(
          new VoiceBusy(
            "server",
            engine.gate.retryAfterSeconds(),
            "The voice service is busy right now. Please try again in a moment.",
          ),
        );
      }, config.VOICE_JOB_TIMEOUT_MS);
    });
    run.catch(() => undefined); // settled after the deadline: nobody is waiting any more
    return Promise.race([run, deadline]).finally(() => clearTimeout(timer));
  };
  /** runLimited, with each job's outcome counted (a refusal may be thrown before any promise exists). */
  const limited = <T>(...args: Parameters<typeof runLimited<T>>): Promise<T> => {
    const count = (outcome: string) => options.metrics?.voiceJobs.inc({ engine: args[0].name, outcome });
    const countFailure = (error: unknown) => count(error instanceof VoiceBusy ? `refused_${error.scope}` : "failed");
    let run: Promise<T>;
    try {
      run = runLimited(...args);
    } catch (error) {
      countFailure(error);
      throw error;
    }
    return run.then(
      (value) => {
        count("completed");
        return value;
      },
      (error: unknown) => {
        countFailure(error);
        throw error;
      },
    );
  };
  const speak = (address: string, text: string, joins?: SpeechJoins) =>
    limited(synthesis, address, text.length, () => provider.synthesize(text, joins));
  /**
   * The rest of an answer, spoken while its first part plays: on the address's budget like any
   * speech, but in a slot of its own (one at a time per address), so that it never takes the
   * slot the visitor's next request needs.
   */
  const speakAhead = (address: string, text: string) =>
    limited(synthesis, address, text.length, () => provider.synthesize(text, { start: true }), {
      key: `${address} ahead`,
      perAddress: 1,
      network: `${networkKey(address)} ahead`,
    });
  // Hands-free mode's live words: the audio counts against the same budget as a recording, and
  // each recognition waits in the same queue under a key of the stream's own, which holds at most
  // a guess, the text worked out at a pause and the final text at once.
  await app.register(websocket, { options: { maxPayload: 64 * 1024 } });
  registerVoiceStream(
    app,
    {
      provider,
      charge(address, seconds) {
        const network = networkKey(address);
        recognition.budget.check(address, seconds);
        if (network !== address) recognition.networkBudget.check(network, seconds);
        recognition.budget.charge(address, seconds);
        if (network !== address) recognition.networkBudget.charge(network, seconds);
      },
      run: (address, job) =>
        limited(recognition, address, 0, job, {
          key: `${address} stream`,
          perAddress: 3,
          network: `${networkKey(address)} stream`,
        }),
      idleMs: options.stream?.idleMs,
      maxSeconds: options.stream?.maxSeconds,
    },
    { rateLimit },
  );
  const preparedSpeech = new PreparedSpeech();
  const proofs = new TurnProofs(config.JWT_SECRET);

  app.get("/api/voice/status", async () => {
    const stt = await provider.speechToText();
    return {
      provider: provider.name,
      speechToText: stt.available,
      ...(stt.message ? { speechToTextMessage: stt.message } : {}),
    };
  });

  app.post("/api/voice/transcribe", { config: { rateLimit } }, async (request, reply) => {
    // Refused from the declared length, before a byte of the body is read.
    if (Number(request.headers["content-length"] ?? 0) > VOICE_MAX_UPLOAD_BYTES + MULTIPART_OVERHEAD_BYTES)
      throw tooLarge();
    const { audio, scenario } = await readTranscribeBody(request);
    let seconds: number;
    try {
      // Only the header is read here; decoding and resampling happen in the recognition process.
      seconds = readWavHeader(audio).seconds;
      if (seconds > VOICE_MAX_RECORDING_SECONDS) {
        throw badRequest(`audio: must be at most ${VOICE_MAX_RECORDING_SECONDS} seconds long`, "audio");
      }
    } catch (error) {
      if (error instanceof WavFormatError) throw badRequest(`audio: ${error.message}`, "audio");
      throw error;
    }
    const unavailable = (message?: string) =>
      new HttpError(503, `Speech recognition is not available on this server (${message}). Type your message instead.`);
    const stt = await provider.speechToText();
    if (!stt.available) throw unavailable(stt.message);
    try {
      const text = await limited(recognition, clientKey(request.ip), seconds, () =>
        provider.transcribe(audio, scenario),
      );
      return { text: text.trim() };
    } catch (error) {
      if (error instanceof SpeechToTextUnavailable) throw unavailable(error.message);
      if (error instanceof WavFormatError) throw badRequest(`audio: ${error.message}`, "audio");
      return sendFailure(reply, "transcribe the recording", error, recognition.gate);
    }
  });

  app.post("/api/voice/chat", { config: { rateLimit } }, async (request) => {
    const body = parseInput(voiceChatRequestSchema, request.body);
    const scenario = getVoiceScenario(body.scenario);
    if (!scenario) throw badRequest("scenario: is unknown", "scenario");
    // Only the visitor's turns and answers this server signed: a forged read-back confirms nothing.
    const conversation = proofs.trusted(scenario, body.conversation);
    // The dialog and the site's facts for this turn, the same for every provider.
    const plan = planReply({ message: body.message, scenario: scenario.id, conversation });
    let text: string;
    try {
      // The server's copy of the scenario's system prompt, never body.systemPrompt: the browser
      // still sends one, but a visitor must not be able to rewrite the assistant.
      text = await provider.reply({
        message: body.message,
        scenario: scenario.id,
        systemPrompt: scenario.systemPrompt,
        conversation,
        plan,
      });
    } catch (error) {
      throw upstream("answer", error, request);
    }
    if (plan.callback) {
      const { database, formLimit } = options;
      const allowed = !formLimit || (await formLimit.take(request.ip));
      const stored = await (database && allowed
        ? storeCallback(database, plan.callback)
        : Promise.resolve(false)
      ).catch((error: unknown) => {
        request.log.error({ err: error }, "voice receptionist: message not stored");
        return false;
      });
      // Never tell a caller their message was passed on when it was not.
      if (!stored)
        text = `I'm sorry, I couldn't pass your message on just now. Please write to us or call us directly, using the details on our contact page.`;
    }
    // The spec's answer: the whole of it spoken in `audio`.
    if (body.parts === 1) {
      try {
        return {
          text,
          audio: (await speak(request.ip, text)).toString("base64"),
          proof: proofs.sign(scenario.id, text),
        };
      } catch (error) {
        // The answer still counts; the browser asks /synthesize for it or shows the text only.
        request.log.warn({ err: error }, "voice speech for a chat answer failed");
        return { text, audio: "", proof: proofs.sign(scenario.id, text) };
      }
    }
    // The modal's two parts: the first sentence is spoken now and returned; the rest is spoken
    // while that plays, charged to this address now, and handed to its /synthesize call (see PreparedSpeech).
    const { first, rest } = splitSpokenAnswer(text);
    let audio = "";
    try {
      // Cut short at its end when the rest follows: the two parts play with a sentence's pause.
      audio = (await speak(clientKey(request.ip), first, { end: rest !== "" })).toString("base64");
    } catch (error) {
      request.log.warn({ err: error }, "voice speech for a chat answer failed");
      return { text, audio, rest: "", proof: proofs.sign(scenario.id, text) };
    }
    if (rest) {
      const clip = Promise.resolve().then(() => speakAhead(clientKey(request.ip), rest));
      preparedSpeech.put(clientKey(request.ip), rest, clip);
      clip.catch((error: unknown) => request.log.warn({ err: error }, "voice speech for the rest of an answer failed"));
    }
    return { text, audio, rest, proof: proofs.sign(scenario.id, text) };
  });

  app.post("/api/voice/synthesize", { config: { rateLimit } }, async (request, reply) => {
    const { text } = parseInput(voiceSynthesizeRequestSchema, request.body);
    try {
      const clip = preparedSpeech.take(clientKey(request.ip), text) ?? speak(clientKey(request.ip), text);
      return { audio: (await clip).toString("base64") };
    } catch (error) {
      return sendFailure(reply, "synthesize speech", error, synthesis.gate);
    }
  });
}
