import { VOICE_MAX_RECORDING_SECONDS, VOICE_SAMPLE_RATE } from "#common/voice";
import workletUrl from "./recorder-worklet.js?url";
import { concatSamples, downsample, encodeWav } from "./wav";

/** The visitor (or the browser) refused the microphone. */
export class MicrophoneDeniedError extends Error {
  constructor(cause: unknown) {
    super("Microphone access was denied", { cause });
    this.name = "MicrophoneDeniedError";
  }
}

export interface Recording {
  /** Stops and returns the take as 16 kHz mono WAV. */
  stop(): Promise<Blob>;
  /** Stops and throws the take away. */
  cancel(): void;
}

/**
 * The recorder's audio context with its worklet loaded, made ready before the visitor first
 * presses Talk (see prepareRecorder) and kept suspended, so nothing but getUserMedia stands
 * between Talk and the recording.
 */
let prepared: Promise<AudioContext> | null = null;

/**
 * Loads the recorder ahead of the first Talk: call it when a call starts (from the click, so
 * the browser lets the audio context run). Does nothing when one is ready already.
 */
export function prepareRecorder(): void {
  if (prepared || typeof AudioContext === "undefined") return;
  const next = contextWithRecorder(VOICE_SAMPLE_RATE).then(async (context) => {
    await context.suspend().catch(() => undefined);
    return context;
  });
  prepared = next;
  next.catch(() => {
    if (prepared === next) prepared = null;
  });
}

/** Closes a prepared recorder that is no longer needed (the call ended). */
export function releaseRecorder(): void {
  const context = prepared;
  prepared = null;
  void context?.then((c) => c.close()).catch(() => undefined);
}

/**
 * Records the microphone as 16 kHz mono WAV through an AudioWorklet. Browsers that refuse
 * a fixed-rate context on a microphone (Firefox) record at their own rate and are
 * downsampled afterwards.
 *
 * The microphone is live as soon as getUserMedia resolves, and whatever it hears before the
 * recorder is connected is lost (the first word would be clipped): so the audio context and
 * its worklet are ready before that, prepared ahead (prepareRecorder) or at least loaded
 * while the browser opens the microphone.
 */
export async function startRecording(): Promise<Recording> {
  // Taken (or created) here, synchronously, so the context starts inside the visitor's click.
  const context = prepared ?? contextWithRecorder(VOICE_SAMPLE_RATE);
  prepared = null;
  const running = context.then(async (c) => {
    if (c.state !== "running") await c.resume();
    return c;
  });
  running.catch(() => undefined);
  let stream: MediaStream;
  try {
    stream = await navigator.mediaDevices.getUserMedia({
      audio: { channelCount: 1, echoCancellation: false, noiseSuppression: false, autoGainControl: false },
    });
  } catch (error) {
    void context.then((c) => c.close()).catch(() => undefined);
    throw new MicrophoneDeniedError(error);
  }
  try {
    return await recordStream(stream, running);
  } catch (error) {
    for (const track of stream.getTracks()) track.stop();
    throw error;
  }
}

/** An audio context (at the given rate, or the browser's own) with the recorder worklet loaded. */
export async function contextWithRecorder(sampleRate?: number): Promise<AudioContext> {
  const context = sampleRate ? new AudioContext({ sampleRate }) : new AudioContext();
  try {
    await context.audioWorklet.addModule(workletUrl);
    return context;
  } catch (error) {
    await context.close().catch(() => undefined);
    throw error;
  }
}

async function openContext(
  stream: MediaStream,
  ready: Promise<AudioContext>,
): Promise<{ context: AudioContext; source: MediaStreamAudioSourceNode }> {
  let fixedRate: AudioContext | null = null;
  try {
    fixedRate = await ready;
    return { context: fixedRate, source: fixedRate.createMediaStreamSource(stream) };
  } catch {
    // Firefox refuses to connect a microphone to a context at another rate: use the default rate.
    await fixedRate?.close().catch(() => undefined);
    const context = await contextWithRecorder();
    return { context, source: context.createMediaStreamSource(stream) };
  }
}

async function recordStream(stream: MediaStream, ready: Promise<AudioContext>): Promise<Recording> {
  const { context, source } = await openContext(stream, ready);
  const node = new AudioWorkletNode(context, "wav-recorder", {
    numberOfInputs: 1,
    numberOfOutputs: 1,
    channelCount: 1,
  });
  // A silent path to the speakers keeps the graph running in every browser.
  const mute = context.createGain();
  mute.gain.value = 0;
  const blocks: Float32Array[] = [];
  const maxSamples = VOICE_MAX_RECORDING_SECONDS * context.sampleRate;
  let recorded = 0;
  node.port.onmessage = (event: MessageEvent<Float32Array>) => {
    if (recorded >= maxSamples) return;
    blocks.push(event.data);
    recorded += event.data.length;
  };
  source.connect(node);
  node.connect(mute);
  mute.connect(context.destination);
  if (context.state === "suspended") await context.resume();

  let finished = false;
  const release = () => {
    if (finished) return;
    finished = true;
    node.port.onmessage = null;
    source.disconnect();
    node.disconnect();
    mute.disconnect();
    for (const track of stream.getTracks()) track.stop();
    void context.close().catch(() => undefined);
  };

  return {
    async stop() {
      const rate = context.sampleRate;
      release();
      const samples = downsample(concatSamples(blocks), rate, VOICE_SAMPLE_RATE);
      return new Blob([encodeWav(samples, VOICE_SAMPLE_RATE)], { type: "audio/wav" });
    },
    cancel: release,
  };
}
