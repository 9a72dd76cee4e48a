import {
  VOICE_SAMPLE_RATE,
  VOICE_STREAM_PATH,
  type VoiceScenarioId,
  type VoiceStreamCommand,
  type VoiceStreamMessage,
} from "#common/voice";
import { concatSamples, downsample, toPcm16 } from "./wav";
import { contextWithRecorder, MicrophoneDeniedError } from "./wav-recorder";

/** What the detector in the recorder's worklet reports (see recorder-worklet.js). */
type DetectorEvent = { type: "start" | "confirm" | "pause" | "resume" | "end"; at: number };

/** Audio kept from before the detector noticed speech: its first syllable comes before the decision. */
const PRE_ROLL_SECONDS = 0.5;
/** The stream's audio goes out in messages of this length. */
const SEND_EVERY_SECONDS = 0.1;

export interface HandsFreeEvents {
  /** The visitor started speaking: true to open the turn's stream, false to let this speech go by. */
  onSpeechStart(): boolean;
  /** The speech has lasted long enough to be more than a backchannel. */
  onSpeechConfirmed(): void;
  /** A short pause: a backchannel over, or the turn perhaps ending. */
  onPause(): void;
  onResume(): void;
  /** The turn's end pause is over; the turn is then handed over unless onSpeechEnd cancelled it. */
  onSpeechEnd(): void;
  /** The words heard so far. */
  onPartial(text: string): void;
  /** The turn is over: the final text ("" when nothing was recognised). */
  onFinal(text: string): void;
  /** The turn's stream failed or was refused (its close reason). */
  onStreamError(reason: string): void;
}

/** One turn's stream: audio in, words out (see VOICE_STREAM_PATH in common/voice). */
class TurnStream {
  private readonly socket: WebSocket;
  private readonly queue: (ArrayBuffer | string)[] = [];
  private held: ArrayBuffer[] | null = null;
  private done = false;

  constructor(
    scenario: VoiceScenarioId,
    private readonly events: Pick<HandsFreeEvents, "onPartial" | "onFinal" | "onStreamError">,
  ) {
    const url = new URL(`${VOICE_STREAM_PATH}?scenario=${scenario}`, window.location.href);
    url.protocol = url.protocol === "https:" ? "wss:" : "ws:";
    this.socket = new WebSocket(url);
    this.socket.binaryType = "arraybuffer";
    this.socket.onopen = () => {
      for (const item of this.queue.splice(0)) this.socket.send(item);
    };
    this.socket.onmessage = (event: MessageEvent<string>) => {
      const message = JSON.parse(event.data) as VoiceStreamMessage;
      if (this.done) return;
      if (message.type === "partial") this.events.onPartial(message.text);
      else {
        this.done = true;
        this.events.onFinal(message.text);
      }
    };
    this.socket.onclose = (event) => {
      if (this.done) return;
      this.done = true;
      this.events.onStreamError(event.reason || `the stream closed (${event.code})`);
    };
  }

  private send(item: ArrayBuffer | string) {
    if (this.socket.readyState === WebSocket.OPEN) this.socket.send(item);
    else if (this.socket.readyState === WebSocket.CONNECTING) this.queue.push(item);
  }

  audio(pcm: ArrayBuffer) {
    if (this.held) this.held.push(pcm);
    else this.send(pcm);
  }

  command(command: VoiceStreamCommand) {
    this.send(JSON.stringify(command));
  }

  /** A pause: the server works out the words so far, and the audio after it is held back until speech resumes. */
  pause() {
    this.command({ type: "pause" });
    this.held = [];
  }

  resume() {
    const held = this.held ?? [];
    this.held = null;
    for (const pcm of held) this.send(pcm);
  }

  end() {
    this.held = null;
    this.command({ type: "end" });
  }

  /** Dropped without an answer (a backchannel, or the call ended). */
  cancel() {
    this.done = true;
    this.socket.close(1000, "cancelled");
  }
}

/**
 * Hands-free listening: the microphone (with the browser's echo cancellation, noise suppression
 * and gain control) into the recorder's worklet, whose detector decides when the visitor speaks;
 * each turn's audio goes to a stream of its own, half a second before the detected start included.
 */
export class HandsFreeSession {
  private turn: TurnStream | null = null;
  private pending: Float32Array[] = [];
  private pendingSamples = 0;
  private readonly preRoll: Float32Array[] = [];
  private preRollSamples = 0;
  private closed = false;

  private constructor(
    private readonly context: AudioContext,
    private readonly microphone: MediaStream,
    private readonly node: AudioWorkletNode,
    private readonly release: () => void,
    private readonly scenario: VoiceScenarioId,
    private readonly events: HandsFreeEvents,
  ) {
    node.port.onmessage = (event: MessageEvent<Float32Array | DetectorEvent>) => {
      if (this.closed) return;
      if (event.data instanceof Float32Array) this.samples(event.data);
      else this.detected(event.data);
    };
  }

  /** Opens the microphone; MicrophoneDeniedError when the browser refuses it. */
  static async open(
    scenario: VoiceScenarioId,
    events: HandsFreeEvents,
    endPauseMs?: number,
  ): Promise<HandsFreeSession> {
    let context: AudioContext;
    let microphone: MediaStream;
    const contextReady = contextWithRecorder(VOICE_SAMPLE_RATE);
    contextReady.catch(() => undefined);
    try {
      microphone = await navigator.mediaDevices.getUserMedia({
        audio: { channelCount: 1, echoCancellation: true, noiseSuppression: true, autoGainControl: true },
      });
    } catch (error) {
      void contextReady.then((c) => c.close()).catch(() => undefined);
      throw new MicrophoneDeniedError(error);
    }
    let source: MediaStreamAudioSourceNode;
    try {
      context = await contextReady;
      try {
        source = context.createMediaStreamSource(microphone);
      } catch {
        // Firefox refuses a microphone in a context at another rate: its own rate, downsampled per message.
        await context.close().catch(() => undefined);
        context = await contextWithRecorder();
        source = context.createMediaStreamSource(microphone);
      }
    } catch (error) {
      for (const track of microphone.getTracks()) track.stop();
      throw error;
    }
    const node = new AudioWorkletNode(context, "wav-recorder", {
      numberOfInputs: 1,
      numberOfOutputs: 1,
      channelCount: 1,
    });
    node.port.postMessage({ type: "detect", settings: endPauseMs ? { endPauseMs } : {} });
    const mute = context.createGain();
    mute.gain.value = 0;
    source.connect(node);
    node.connect(mute);
    mute.connect(context.destination);
    if (context.state !== "running") await context.resume();
    const release = () => {
      source.disconnect();
      node.disconnect();
      mute.disconnect();
      for (const track of microphone.getTracks()) track.stop();
      void context.close().catch(() => undefined);
    };
    return new HandsFreeSession(context, microphone, node, release, scenario, events);
  }

  /** Raises the detector's thresholds while the AI speaks. */
  setAiSpeaking(on: boolean) {
    this.node.port.postMessage({ type: "ai-speaking", on });
  }

  /** Drops the turn being heard (a backchannel over the AI): nothing is sent for it. */
  cancelTurn() {
    this.turn?.cancel();
    this.turn = null;
  }

  close() {
    if (this.closed) return;
    this.closed = true;
    this.node.port.onmessage = null;
    this.cancelTurn();
    this.release();
  }

  get active(): boolean {
    return !this.closed && this.microphone.active;
  }

  private samples(block: Float32Array) {
    if (this.turn) {
      this.pending.push(block);
      this.pendingSamples += block.length;
      if (this.pendingSamples >= SEND_EVERY_SECONDS * this.context.sampleRate) this.flush();
      return;
    }
    this.preRoll.push(block);
    this.preRollSamples += block.length;
    while (this.preRollSamples - this.preRoll[0].length >= PRE_ROLL_SECONDS * this.context.sampleRate) {
      this.preRollSamples -= this.preRoll.shift()?.length ?? 0;
    }
  }

  private flush() {
    if (!this.turn || this.pendingSamples === 0) return;
    const samples = downsample(concatSamples(this.pending), this.context.sampleRate, VOICE_SAMPLE_RATE);
    this.pending = [];
    this.pendingSamples = 0;
    this.turn.audio(toPcm16(samples));
  }

  private detected(event: DetectorEvent) {
    switch (event.type) {
      case "start": {
        this.turn?.cancel();
        this.turn = null;
        // First what the page does about it (over the AI: pause its speech), then the stream.
        if (!this.events.onSpeechStart()) return;
        const turn = new TurnStream(this.scenario, {
          onPartial: (text) => this.turn === turn && this.events.onPartial(text),
          onFinal: (text) => this.events.onFinal(text),
          onStreamError: (reason) => {
            if (this.turn === turn) this.turn = null;
            this.events.onStreamError(reason);
          },
        });
        this.turn = turn;
        // The pre-roll goes first (in one-second messages at most: the stream's limit).
        this.pending = [...this.preRoll];
        this.pendingSamples = this.preRollSamples;
        this.preRoll.length = 0;
        this.preRollSamples = 0;
        this.flush();
        return;
      }
      case "confirm":
        return this.events.onSpeechConfirmed();
      case "pause":
        this.flush();
        this.turn?.pause();
        return this.events.onPause();
      case "resume":
        this.turn?.resume();
        return this.events.onResume();
      case "end": {
        this.events.onSpeechEnd();
        // The turn is handed over: its final text still comes, and what the microphone hears
        // next is a new pre-roll.
        this.flush();
        const ended = this.turn;
        this.turn = null;
        ended?.end();
        return;
      }
    }
  }
}
