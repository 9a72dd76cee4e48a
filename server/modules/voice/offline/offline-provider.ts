import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import type { VoiceScenarioId } from "../../../../common/voice";
import type { ReplyInput, SpeechToTextStatus, VoiceProvider } from "../provider";
import { speakable } from "../speakable";
import { respond } from "./responder";
import { PocketSphinx, SpeechToTextUnavailable } from "./speech-to-text";
import { FliteSpeech, type FliteVoice } from "./text-to-speech";

export interface OfflineOptions {
  pocketsphinxBinary?: string;
  pocketsphinxModelDir?: string;
  voice?: FliteVoice;
  /** Called once when speech recognition turns out to be unavailable. */
  onSpeechToTextUnavailable?(message: string): void;
}

/**
 * Needs no key and no network: PocketSphinx for speech-to-text, the content-based
 * responder for replies, Flite + LAME for speech. Both engines start when the server
 * starts, not per request.
 */
export function createOfflineProvider(options: OfflineOptions = {}): VoiceProvider {
  const workDir = fs.mkdtemp(path.join(os.tmpdir(), "voice-"));
  const speech = workDir.then((dir) => new FliteSpeech({ workDir: dir, voice: options.voice }));
  const recognizer = workDir.then((dir) =>
    PocketSphinx.create({ binary: options.pocketsphinxBinary, modelDir: options.pocketsphinxModelDir, workDir: path.join(dir, "stt") }),
  );
  recognizer.catch((error: unknown) => {
    const message = error instanceof Error ? error.message : String(error);
    options.onSpeechToTextUnavailable?.(message);
  });
  speech.catch(() => undefined);

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
      let engine: PocketSphinx;
      try {
        engine = await recognizer;
      } catch (error) {
        throw error instanceof SpeechToTextUnavailable ? error : new SpeechToTextUnavailable(String(error));
      }
      return engine.transcribe(wav);
    },
    async reply(input: ReplyInput) {
      return respond(input);
    },
    async synthesize(text: string) {
      const clip = await (await speech).synthesize(speakable(text));
      return clip.mp3;
    },
    async close() {
      await Promise.allSettled([speech.then((s) => s.close())]);
      await fs.rm(await workDir, { recursive: true, force: true }).catch(() => undefined);
    },
  };
}
