// Speech recognition in a child process (see recognition-process.ts): the upload is decoded,
// mixed to mono and resampled to 16 kHz here, then PocketSphinx runs on it, so none of that
// work ever holds the web server's thread.
import { toRecognizerWav, WavFormatError } from "#server/modules/voice/wav";
import { PocketSphinx, type PocketSphinxOptions } from "./speech-to-text";

export interface RecognitionJob {
  id: number;
  audio: Uint8Array;
  timeoutMs: number;
  /** The demo's language model only: a partial guess while the visitor still speaks. */
  quick?: boolean;
}

export type RecognitionReply =
  | { ready: true }
  | { unavailable: string }
  | { id: number; text: string }
  | { id: number; badAudio: string }
  | { id: number; error: string };

const settings = JSON.parse(process.argv[2] ?? "{}") as PocketSphinxOptions;
const reply = (message: RecognitionReply) => {
  if (process.connected) process.send?.(message, () => undefined);
};

async function handle({ id, audio, timeoutMs, quick }: RecognitionJob, engine: PocketSphinx) {
  try {
    const { wav } = toRecognizerWav(Buffer.from(audio.buffer, audio.byteOffset, audio.byteLength));
    reply({ id, text: await engine.transcribe(wav, timeoutMs, quick) });
  } catch (error) {
    if (error instanceof WavFormatError) reply({ id, badAudio: error.message });
    else reply({ id, error: error instanceof Error ? error.message : String(error) });
  }
}

process.on("disconnect", () => process.exit(0));
try {
  const engine = await PocketSphinx.create(settings);
  process.on("message", (job: RecognitionJob) => void handle(job, engine));
  reply({ ready: true });
} catch (error) {
  reply({ unavailable: error instanceof Error ? error.message : String(error) });
  process.disconnect();
}
