import { useCallback, useEffect, useRef, useState } from "react";
import { trackReferralForVoiceDemo } from "#app/features/affiliates";
import { trackEvent, useFunnel } from "#app/features/tracking";
import type { ConversationTurn, VoiceScenarioId } from "#common/voice";
import type { VoiceScenario } from "#content/voice/scenarios";
import { AudioPlayer, loadClip } from "./audio-player";
import { chat, synthesize, transcribe } from "./voice-api";
import {
  MicrophoneDeniedError,
  prepareRecorder,
  type Recording,
  releaseRecorder,
  startRecording,
} from "./wav-recorder";

/** Answers longer than this are left out of the story: the tracker's details hold 4,000 characters. */
const STORY_ANSWER_MAX = 3_000;

/** The voice demo's states. */
export type VoiceDemoStatus = "idle" | "active" | "listening" | "processing" | "speaking";

export const MICROPHONE_DENIED_ALERT = "Please allow microphone access to use voice features.";

interface VoiceDemo {
  status: VoiceDemoStatus;
  turns: ConversationTurn[];
  /** The browser refused the microphone on the last Talk: the modal shows the microphone alert. */
  microphoneDenied: boolean;
  /** True while Talk and Send must not be used (processing or the AI speaking). */
  busy: boolean;
  /** No speech is played while muted; answers still appear in the transcript. */
  muted: boolean;
  setMuted(muted: boolean): void;
  /** Ends the AI's current speech at once and returns to the active call. */
  stopSpeaking(): void;
  start(): void;
  talk(): void;
  stopRecording(): void;
  sendText(text: string): void;
  end(): void;
}

const log = (what: string, error: unknown) => console.error(`[voice demo] ${what} failed:`, error);

/**
 * The voice demo's state machine. Every asynchronous step checks that the call it belongs
 * to is still the current one, so End Demo, closing or switching scenario (which bump the
 * call number) silently drop late answers.
 */
export function useVoiceDemo(scenario: VoiceScenario): VoiceDemo {
  const [status, setStatus] = useState<VoiceDemoStatus>("idle");
  const [turns, setTurns] = useState<ConversationTurn[]>([]);
  const [microphoneDenied, setMicrophoneDenied] = useState(false);
  const [muted, setMutedState] = useState(false);
  const mutedRef = useRef(false);
  /** Bumped by Stop speaking (and mute): a speech still on its way is then dropped. */
  const speech = useRef(0);
  const call = useRef(0);
  const turnsRef = useRef<ConversationTurn[]>([]);
  const recording = useRef<Promise<Recording> | null>(null);
  const player = useRef<AudioPlayer | null>(null);
  const aborter = useRef<AbortController | null>(null);
  const turnCount = useRef(0);
  // Its funnel: awareness when the demo opens, the call and the first question, purchase (the number
  // of questions asked) when the visitor ends a call that got an answer; closing it otherwise is abandoning.
  const funnel = useFunnel("voice_demo");

  const getPlayer = () => {
    player.current ??= new AudioPlayer();
    return player.current;
  };

  const addTurn = (turn: ConversationTurn) => {
    turnsRef.current = [...turnsRef.current, turn];
    setTurns(turnsRef.current);
  };

  const reset = useCallback(() => {
    call.current += 1;
    aborter.current?.abort();
    aborter.current = null;
    recording.current?.then(
      (take) => take.cancel(),
      () => undefined,
    );
    recording.current = null;
    releaseRecorder();
    speech.current += 1;
    player.current?.stop();
    turnsRef.current = [];
    turnCount.current = 0;
    setTurns([]);
    setMicrophoneDenied(false);
    setStatus("idle");
  }, []);

  // Switching scenario resets everything; so does unmounting (closing the modal).
  // biome-ignore lint/correctness/useExhaustiveDependencies: the scenario id is the trigger.
  useEffect(() => reset, [scenario.id, reset]);

  /**
   * Speaks an answer: its first part's clip (or speech fetched for the text first), then the
   * rest, whose speech is fetched while the first part plays. Stop speaking, mute and reset
   * bump the counters, so a part still on its way is dropped; failures are only logged.
   */
  const speak = async (id: number, audio: string | null, text: string, rest: string, signal: AbortSignal) => {
    if (mutedRef.current) {
      setStatus("active");
      return;
    }
    const turn = ++speech.current;
    const current = () => id === call.current && turn === speech.current;
    setStatus("speaking");
    const next = rest ? synthesize(rest, signal).then((clip) => (clip ? loadClip(clip) : null)) : null;
    // Awaited only once the first part has played; until then a failure must not go unhandled.
    next?.catch(() => undefined);
    try {
      const clip = audio || (await synthesize(text, signal));
      if (!current()) return;
      if (clip) await getPlayer().play(clip);
      if (next && current()) {
        const restClip = await next;
        if (!current()) return;
        if (restClip) await getPlayer().play(restClip);
      }
    } catch (error) {
      if (current()) log("speech", error);
    }
    if (current()) setStatus("active");
  };

  const stopSpeaking = () => {
    speech.current += 1;
    player.current?.stop();
    setStatus((s) => (s === "speaking" ? "active" : s));
  };

  const start = () => {
    if (status !== "idle") return;
    const id = ++call.current;
    const controller = new AbortController();
    aborter.current = controller;
    addTurn({ speaker: "ai", text: scenario.initialMessage });
    setStatus("active");
    // The recorder loads while the greeting plays: Talk then only has to open the microphone.
    prepareRecorder();
    trackEvent("demo_usage", { element: "voice-demo-start", details: { scenario: scenario.id, action: "start" } });
    funnel.stage("call_started");
    // In the voice-demo context track-referral is called only if an affiliate code is stored.
    trackReferralForVoiceDemo();
    void speak(id, null, scenario.initialMessage, "", controller.signal);
  };

  const reply = async (id: number, message: string, input: "voice" | "text", signal: AbortSignal) => {
    const history = turnsRef.current;
    addTurn({ speaker: "user", text: message });
    turnCount.current += 1;
    funnel.stage("question_asked");
    const turn = turnCount.current;
    // The question and (below) the answer with the server's signature of it, for the lead's story:
    // it tells only answers whose signature holds.
    trackEvent("demo_usage", {
      element: "voice-demo-turn",
      details: { scenario: scenario.id, action: "turn", input, turn, question: message },
    });
    const answer = await chat(
      { message, scenario: scenario.id as VoiceScenarioId, systemPrompt: scenario.systemPrompt, history },
      signal,
    );
    if (id !== call.current) return;
    addTurn({ speaker: "ai", text: answer.text, proof: answer.proof });
    if (answer.proof && answer.text.length <= STORY_ANSWER_MAX)
      trackEvent("demo_usage", {
        element: "voice-demo-answer",
        details: { scenario: scenario.id, action: "answer", turn, answer: answer.text, proof: answer.proof },
      });
    await speak(id, answer.audio, answer.text, answer.rest ?? "", signal);
  };

  const talk = () => {
    if (status !== "active") return;
    const id = call.current;
    setMicrophoneDenied(false);
    setStatus("listening");
    const pending = startRecording();
    recording.current = pending;
    pending.catch((error: unknown) => {
      if (id !== call.current || recording.current !== pending) return;
      recording.current = null;
      setStatus("active");
      if (error instanceof MicrophoneDeniedError) setMicrophoneDenied(true);
      else log("recording", error);
    });
  };

  const stopRecording = () => {
    const pending = recording.current;
    if (status !== "listening" || !pending) return;
    recording.current = null;
    const id = call.current;
    const signal = aborter.current?.signal;
    setStatus("processing");
    void (async () => {
      let take: Recording;
      try {
        take = await pending;
      } catch (error) {
        if (id !== call.current) return;
        setStatus("active");
        if (error instanceof MicrophoneDeniedError) setMicrophoneDenied(true);
        else log("recording", error);
        return;
      }
      try {
        const wav = await take.stop();
        // Ready for the next Talk while this take is transcribed and answered.
        if (id === call.current) prepareRecorder();
        const text = (await transcribe(wav, scenario.id as VoiceScenarioId, signal)).trim();
        if (id !== call.current) return;
        // An empty transcription is ignored.
        if (!text) return setStatus("active");
        await reply(id, text, "voice", signal ?? new AbortController().signal);
      } catch (error) {
        if (id !== call.current) return;
        log("transcription or reply", error);
        setStatus("active");
      }
    })();
  };

  const sendText = (raw: string) => {
    const text = raw.trim();
    if (status !== "active" || !text) return;
    const id = call.current;
    const signal = aborter.current?.signal ?? new AbortController().signal;
    setStatus("processing");
    reply(id, text, "text", signal).catch((error: unknown) => {
      if (id !== call.current) return;
      log("reply", error);
      setStatus("active");
    });
  };

  return {
    status,
    turns,
    microphoneDenied,
    muted,
    setMuted: (value: boolean) => {
      mutedRef.current = value;
      setMutedState(value);
      if (value) stopSpeaking();
    },
    stopSpeaking,
    busy: status === "processing" || status === "speaking",
    start,
    talk,
    stopRecording,
    sendText,
    end: () => {
      if (turnCount.current > 0) funnel.complete(turnCount.current);
      reset();
    },
  };
}
