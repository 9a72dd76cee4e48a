import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import type { VoiceScenarioId } from "#common/voice";
import type { ReplyInput, SpeechJoins, SpeechToTextStatus, VoiceProvider } from "#server/modules/voice/provider";
import { speakable } from "#server/modules/voice/speakable";
import { RecognitionProcess } from "./recognition-process";
import { SpeechToTextUnavailable } from "./speech-to-text";
import { FliteSpeech, type FliteVoice } from "./text-to-speech";

interface OfflineOptions {
  pocketsphinxBinary?: string;
  pocketsphinxModelDir?: string;
  voice?: FliteVoice;
  /**
   * How many spoken answers to keep in memory (by text). The offline replies come from a
   * fixed set of sentences, so greetings and common answers repeat across visitors; 0 turns
   * the cache off. Only the AI's own speech is kept, never anything a visitor said.
   */
  speechCacheSize?: number;
  /** Longest time one recognition, or one part of a spoken answer, may take. */
  jobTimeoutMs?: number;
  /** The speech processes' niceness (0: the server's own priority). */
  niceness?: number;
  /** Called once when speech recognition turns out to be unavailable. */
  onSpeechToTextUnavailable?(message: string): void;
}

/**
 * Needs no key and no network: PocketSphinx for speech-to-text, the content-based
 * responder for replies, Flite + LAME for speech. Both engines start when the server
 * starts, not per request, in their own processes: decoding an upload or speaking an
 * answer never runs on the web server's thread.
 */
export function createOfflineProvider(options: OfflineOptions = {}): VoiceProvider {
  const workDir = fs.mkdtemp(path.join(os.tmpdir(), "voice-"));
  const speech = workDir.then(
    (dir) =>
      new FliteSpeech({
        workDir: dir,
        voice: options.voice,
        jobTimeoutMs: options.jobTimeoutMs,
        niceness: options.niceness,
      }),
  );
  const recognition = workDir.then(
    (dir) =>
      new RecognitionProcess({
        binary: options.pocketsphinxBinary,
        modelDir: options.pocketsphinxModelDir,
        workDir: path.join(dir, "stt"),
        timeoutMs: options.jobTimeoutMs,
        niceness: options.niceness,
      }),
  );
  const recognizer = recognition.then(async (process) => {
    await process.ready;
    return process;
  });
  recognizer.catch((error: unknown) => {
    const message = error instanceof Error ? error.message : String(error);
    options.onSpeechToTextUnavailable?.(message);
  });
  speech.catch(() => undefined);

  const cacheSize = options.speechCacheSize ?? 200;
  const spoken = new Map<string, Promise<Buffer>>();
  const synthesize = (text: string, joins: SpeechJoins = {}): Promise<Buffer> => {
    const words = speakable(text);
    // The same text cut short where it joins another clip is a different clip.
    const key = `${joins.start ? "+" : "-"}${joins.end ? "+" : "-"}${words}`;
    const hit = spoken.get(key);
    if (hit) {
      // Most recently used last: Map keeps insertion order.
      spoken.delete(key);
      spoken.set(key, hit);
      return hit;
    }
    const clip = speech.then((engine) => engine.synthesize(words, joins)).then((c) => c.mp3);
    if (cacheSize > 0) {
      spoken.set(key, clip);
      clip.catch(() => spoken.delete(key));
      if (spoken.size > cacheSize) spoken.delete(spoken.keys().next().value as string);
    }
    return clip;
  };

  return {
    name: "offline",
    async speechToText(): Promise<SpeechToTextStatus> {
      try {
        await recognizer;
        return { available: true };
      } catch (error) {
        return { available: false, message: error instanceof Error ? error.message : String(error) };
      }
    },
    async transcribe(wav: Buffer, _scenario: VoiceScenarioId) {
      let engine: RecognitionProcess;
      try {
        engine = await recognizer;
      } catch (error) {
        throw error instanceof SpeechToTextUnavailable ? error : new SpeechToTextUnavailable(String(error));
      }
      return engine.transcribe(wav);
    },
    async transcribePartial(wav: Buffer, _scenario: VoiceScenarioId) {
      return (await recognizer).transcribe(wav, { quick: true });
    },
    async reply(input: ReplyInput) {
      return input.plan.text;
    },
    synthesize,
    async close() {
      await Promise.allSettled([speech.then((s) => s.close()), recognition.then((r) => r.close())]);
      await fs.rm(await workDir, { recursive: true, force: true }).catch(() => undefined);
    },
  };
}
