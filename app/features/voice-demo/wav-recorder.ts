import { VOICE_MAX_RECORDING_SECONDS, VOICE_SAMPLE_RATE } from "../../../common/voice";
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
 * Records the microphone as 16 kHz mono WAV through an AudioWorklet. Browsers that refuse
 * a fixed-rate context on a microphone (Firefox) record at their own rate and are
 * downsampled afterwards.
 */
export async function startRecording(): Promise<Recording> {
  let stream: MediaStream;
  try {
    stream = await navigator.mediaDevices.getUserMedia({
      audio: { channelCount: 1, echoCancellation: false, noiseSuppression: false, autoGainControl: false },
    });
  } catch (error) {
    throw new MicrophoneDeniedError(error);
  }
  try {
    return await recordStream(stream);
  } catch (error) {
    for (const track of stream.getTracks()) track.stop();
    throw error;
  }
}

async function openContext(stream: MediaStream): Promise<{ context: AudioContext; source: MediaStreamAudioSourceNode }> {
  try {
    const context = new AudioContext({ sampleRate: VOICE_SAMPLE_RATE });
    try {
      return { context, source: context.createMediaStreamSource(stream) };
    } catch (error) {
      await context.close();
      throw error;
    }
  } catch {
    const context = new AudioContext();
    return { context, source: context.createMediaStreamSource(stream) };
  }
}

async function recordStream(stream: MediaStream): Promise<Recording> {
  const { context, source } = await openContext(stream);
  await context.audioWorklet.addModule(workletUrl);
  const node = new AudioWorkletNode(context, "wav-recorder", { numberOfInputs: 1, numberOfOutputs: 1, channelCount: 1 });
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
