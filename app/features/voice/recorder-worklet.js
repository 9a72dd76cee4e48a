// AudioWorklet processor: hands each block of microphone samples (channel 0) to the page and, for
// Hands-free mode, decides when the visitor starts and stops speaking (a voice activity detector).
// The detector lives here, in the file the recorder loads anyway, so Hands-free loads nothing more.

/** Frames the detector looks at, in seconds. */
const FRAME_SECONDS = 0.02;

/**
 * The detector's settings. Its figures (false starts on spoken and silent recordings, and on the
 * AI's own voice as an echo) come from scripts/bench/voice-activity.ts; change them there first.
 */
export const VAD_DEFAULTS = {
  /** A frame is speech when it is this many dB above the background noise… */
  marginDb: 12,
  /** …and above this absolute level (dBFS): a quiet room's hiss never starts a turn. */
  floorDb: -48,
  /**
   * While the AI speaks the floor is raised (and the background is not learnt from its voice):
   * what is left of its own voice after echo cancellation must not start a turn. The browser's
   * gain control lifts that rest too: an echo left 20 dB down reaches -13 dBFS at its loudest
   * (measured in Chromium), while a visitor talking into the microphone reaches about -7 dBFS.
   */
  speakingFloorDb: -14,
  /** Speech starts when this many of the last `onsetWindow` frames are speech (80 ms of a 100 ms window). */
  onsetFrames: 4,
  onsetWindow: 5,
  /** The end of a turn: this long without speech. */
  endPauseMs: 500,
  /**
   * A pause: this long without speech, reported ahead of the end so that the words can be worked
   * out while the end pause runs (and, while the AI speaks, a backchannel is over).
   */
  pauseMs: 200,
  /** Speech that lasts this long is more than a backchannel ("mm-hm", "okay"): reported once a turn. */
  confirmMs: 400,
  /** Frames whose zero-crossing rate is above this are hiss or clicks, not a voice. */
  maxZeroCrossings: 0.45,
};

/**
 * Energy and zero-crossing voice activity detector with an adaptive noise floor and a hangover
 * (the end pause). Feed it samples at any rate; it reports { type, at } in seconds of audio fed:
 * "start" (at: where the speech started), "confirm" (it has lasted confirmMs), "pause" (no speech
 * for pauseMs), "resume" (speech again before the end) and "end" (at: where the speech stopped).
 */
export class VoiceActivityDetector {
  constructor(rate, settings = {}) {
    this.settings = { ...VAD_DEFAULTS, ...settings };
    this.frameSize = Math.max(1, Math.round(rate * FRAME_SECONDS));
    this.rate = rate;
    this.frame = new Float32Array(this.frameSize);
    this.filled = 0;
    this.frames = 0;
    this.noiseDb = -60;
    this.recent = [];
    this.speaking = false;
    this.lastSpeechFrame = 0;
    this.startFrame = 0;
    this.paused = false;
    this.confirmed = false;
    this.aiSpeaking = false;
  }

  /** Raises the thresholds while the AI speaks (see VAD_DEFAULTS). */
  setAiSpeaking(on) {
    this.aiSpeaking = Boolean(on);
  }

  setEndPause(ms) {
    if (Number.isFinite(ms) && ms >= 100 && ms <= 5000) this.settings.endPauseMs = ms;
  }

  /** Feeds samples; returns the events they complete (usually none). */
  push(samples) {
    const events = [];
    let offset = 0;
    while (offset < samples.length) {
      const take = Math.min(this.frameSize - this.filled, samples.length - offset);
      this.frame.set(samples.subarray(offset, offset + take), this.filled);
      this.filled += take;
      offset += take;
      if (this.filled === this.frameSize) {
        this.filled = 0;
        const event = this.decide();
        if (event) events.push(event);
      }
    }
    return events;
  }

  decide() {
    const s = this.settings;
    const frame = this.frame;
    let energy = 0;
    let crossings = 0;
    for (let i = 0; i < frame.length; i++) {
      energy += frame[i] * frame[i];
      if (i > 0 && frame[i] >= 0 !== frame[i - 1] >= 0) crossings++;
    }
    const db = 10 * Math.log10(energy / frame.length + 1e-12);
    const zcr = crossings / frame.length;
    const floor = this.aiSpeaking ? s.speakingFloorDb : s.floorDb;
    const voiced = db > this.noiseDb + s.marginDb && db > floor && zcr < s.maxZeroCrossings;
    const index = this.frames++;
    // The background follows quiet frames slowly and drops at once: speech never raises it much,
    // and the AI's voice is not background.
    if (!voiced && !this.aiSpeaking) this.noiseDb = db < this.noiseDb ? db : this.noiseDb * 0.97 + db * 0.03;
    this.recent.push(voiced);
    if (this.recent.length > s.onsetWindow) this.recent.shift();
    if (voiced) this.lastSpeechFrame = index;
    if (!this.speaking) {
      if (this.recent.filter(Boolean).length >= s.onsetFrames) {
        this.speaking = true;
        this.paused = false;
        this.confirmed = false;
        this.startFrame = index - this.recent.length + 1 + this.recent.indexOf(true);
        return { type: "start", at: Math.max(0, this.startFrame) * FRAME_SECONDS };
      }
      return null;
    }
    const at = (index + 1) * FRAME_SECONDS;
    const silentMs = (index - this.lastSpeechFrame) * FRAME_SECONDS * 1000;
    if (silentMs >= s.endPauseMs) {
      this.speaking = false;
      this.recent = [];
      return { type: "end", at: (this.lastSpeechFrame + 1) * FRAME_SECONDS };
    }
    if (voiced && this.paused) {
      this.paused = false;
      return { type: "resume", at };
    }
    if (!this.paused && silentMs >= s.pauseMs) {
      this.paused = true;
      return { type: "pause", at };
    }
    if (voiced && !this.confirmed && (index - this.startFrame + 1) * FRAME_SECONDS * 1000 >= s.confirmMs) {
      this.confirmed = true;
      return { type: "confirm", at };
    }
    return null;
  }
}

if (typeof registerProcessor === "function") {
  class WavRecorderProcessor extends AudioWorkletProcessor {
    constructor() {
      super();
      /** Made when the page asks for it (Hands-free); push-to-talk only records. */
      this.detector = null;
      this.port.onmessage = (event) => {
        const message = event.data;
        if (message?.type === "detect") this.detector = new VoiceActivityDetector(sampleRate, message.settings);
        else if (message?.type === "ai-speaking") this.detector?.setAiSpeaking(message.on);
        else if (message?.type === "end-pause") this.detector?.setEndPause(message.ms);
      };
    }

    process(inputs) {
      const channel = inputs[0]?.[0];
      if (channel && channel.length > 0) {
        this.port.postMessage(channel.slice(0));
        if (this.detector) for (const event of this.detector.push(channel)) this.port.postMessage(event);
      }
      return true;
    }
  }

  registerProcessor("wav-recorder", WavRecorderProcessor);
}
