import { useCallback, useEffect, useRef, useState } from "react";
import { trackReferralForVoiceDemo } from "#app/features/affiliates";
import { trackEvent, useFunnel } from "#app/features/tracking";
import type { ConversationTurn, VoiceScenarioId } from "#common/voice";
import type { VoiceScenario } from "#content/voice/scenarios";
import { AudioPlayer, loadClip } from "./audio-player";
import { HandsFreeSession } from "./hands-free";
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

/** The voice demo's states; "heard" only in Hands-free mode: the visitor is speaking and their words show. */
export type VoiceDemoStatus = "idle" | "active" | "listening" | "heard" | "processing" | "speaking";

/** A line of the transcript: `live` while the visitor still speaks, `interrupted` for an answer cut short. */
export type TranscriptTurn = ConversationTurn & { live?: boolean; interrupted?: boolean };

export const MICROPHONE_DENIED_ALERT = "Please allow microphone access to use voice features.";

interface VoiceDemo {
  status: VoiceDemoStatus;
  turns: TranscriptTurn[];
  /** Hands-free mode: the detector takes the turns, no Talk button. Off by default. */
  handsFree: boolean;
  setHandsFree(on: boolean): void;
  /** Why the last hands-free turn could not be heard (the stream's close reason), until the next one. */
  notice: string;
  /** The browser refused the microphone on the last Talk: the modal shows the microphone alert. */
  microphoneDenied: boolean;
  /** A typed message can be sent now (the call is active, or listening in Hands-free mode). */
  canType: boolean;
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
  const [turns, setTurns] = useState<TranscriptTurn[]>([]);
  const [handsFree, setHandsFreeState] = useState(false);
  const [notice, setNotice] = useState("");
  const handsFreeRef = useRef(false);
  const session = useRef<HandsFreeSession | null>(null);
  const statusRef = useRef<VoiceDemoStatus>("idle");
  /** Set when the visitor's voice paused the AI: an interruption once it lasts, a backchannel if not. */
  const bargeIn = useRef(false);
  const [microphoneDenied, setMicrophoneDenied] = useState(false);
  const [muted, setMutedState] = useState(false);
  const mutedRef = useRef(false);
  /** Bumped by Stop speaking (and mute): a speech still on its way is then dropped. */
  const speech = useRef(0);
  const call = useRef(0);
  const turnsRef = useRef<TranscriptTurn[]>([]);
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

  const setTranscript = (next: TranscriptTurn[]) => {
    turnsRef.current = next;
    setTurns(next);
  };
  const addTurn = (turn: TranscriptTurn) => setTranscript([...turnsRef.current, turn]);
  /** The visitor's words while they speak: one live line, replaced as they are recognised. */
  const showLive = (text: string) => {
    const rest = turnsRef.current.filter((t) => !t.live);
    setTranscript(text ? [...rest, { speaker: "user", text, live: true }] : rest);
  };
  const setStatusNow = (next: VoiceDemoStatus) => {
    statusRef.current = next;
    setStatus(next);
  };
  /** Where a call goes back to between turns: listening in Hands-free mode, else the active call. */
  const ready = () => setStatusNow(session.current ? "listening" : "active");

  const closeSession = () => {
    session.current?.close();
    session.current = null;
    bargeIn.current = false;
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
    session.current?.close();
    session.current = null;
    bargeIn.current = false;
    speech.current += 1;
    player.current?.stop();
    turnsRef.current = [];
    turnCount.current = 0;
    setTurns([]);
    setMicrophoneDenied(false);
    setNotice("");
    statusRef.current = "idle";
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
      if (id === call.current) ready();
      return;
    }
    const turn = ++speech.current;
    const current = () => id === call.current && turn === speech.current;
    setStatusNow("speaking");
    session.current?.setAiSpeaking(true);
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
    if (current()) {
      session.current?.setAiSpeaking(false);
      ready();
    }
  };

  const stopSpeaking = () => {
    speech.current += 1;
    player.current?.stop();
    session.current?.setAiSpeaking(false);
    if (statusRef.current === "speaking") ready();
  };

  /**
   * Hands-free listening. Over the AI's speech, any voice pauses it at once (and a pause in that
   * voice lets it go on until the voice resumes); once the voice has lasted 400 ms it is an
   * interruption: the answer stops, is marked interrupted, and the voice is the next turn. A voice
   * that ends sooner was a backchannel ("mm-hm", "okay"): nothing is sent and the answer goes on.
   */
  const openSession = (id: number) => {
    HandsFreeSession.open(scenario.id as VoiceScenarioId, {
      onSpeechStart() {
        if (id !== call.current) return false;
        if (statusRef.current === "speaking") {
          bargeIn.current = true;
          player.current?.pause();
          return true;
        }
        // While an answer is being prepared the visitor's voice is not a turn.
        if (statusRef.current !== "listening") return false;
        setNotice("");
        setStatusNow("heard");
        return true;
      },
      onSpeechConfirmed() {
        if (id !== call.current || !bargeIn.current) return;
        bargeIn.current = false;
        speech.current += 1;
        player.current?.stop();
        session.current?.setAiSpeaking(false);
        const lastAi = turnsRef.current.findLastIndex((t) => t.speaker === "ai");
        if (lastAi >= 0)
          setTranscript(turnsRef.current.map((t, i) => (i === lastAi ? { ...t, interrupted: true } : t)));
        setStatusNow("heard");
      },
      onPause() {
        if (id === call.current && bargeIn.current) player.current?.resume();
      },
      onResume() {
        if (id === call.current && bargeIn.current) player.current?.pause();
      },
      onSpeechEnd() {
        if (id !== call.current || !bargeIn.current) return;
        bargeIn.current = false;
        session.current?.cancelTurn();
        player.current?.resume();
      },
      onPartial(text) {
        if (id === call.current && statusRef.current === "heard") showLive(text);
      },
      onFinal(text) {
        if (id !== call.current || statusRef.current !== "heard") return;
        showLive("");
        const heard = text.trim();
        if (!heard) return ready();
        setStatusNow("processing");
        const signal = aborter.current?.signal ?? new AbortController().signal;
        reply(id, heard, "voice", signal).catch((error: unknown) => {
          if (id !== call.current) return;
          log("reply", error);
          ready();
        });
      },
      onStreamError(reason) {
        if (id !== call.current) return;
        if (bargeIn.current) {
          bargeIn.current = false;
          player.current?.resume();
          return;
        }
        if (statusRef.current !== "heard") return;
        showLive("");
        setNotice(`Your words could not be heard: ${reason}`);
        ready();
      },
    }).then(
      (opened) => {
        if (id !== call.current || !handsFreeRef.current) return opened.close();
        session.current = opened;
        opened.setAiSpeaking(statusRef.current === "speaking");
        if (statusRef.current === "active") setStatusNow("listening");
      },
      (error: unknown) => {
        if (id !== call.current) return;
        handsFreeRef.current = false;
        setHandsFreeState(false);
        if (error instanceof MicrophoneDeniedError) setMicrophoneDenied(true);
        else log("hands-free listening", error);
      },
    );
  };

  const setHandsFree = (on: boolean) => {
    handsFreeRef.current = on;
    setHandsFreeState(on);
    setMicrophoneDenied(false);
    if (!on) {
      closeSession();
      if (statusRef.current === "listening" || statusRef.current === "heard") {
        showLive("");
        setStatusNow("active");
      }
      return;
    }
    if (statusRef.current !== "idle" && !session.current) {
      // A push-to-talk recording under way is dropped: the detector takes over.
      recording.current?.then(
        (take) => take.cancel(),
        () => undefined,
      );
      recording.current = null;
      if (statusRef.current === "listening") setStatusNow("active");
      openSession(call.current);
    }
  };

  const start = () => {
    if (status !== "idle") return;
    const id = ++call.current;
    const controller = new AbortController();
    aborter.current = controller;
    addTurn({ speaker: "ai", text: scenario.initialMessage });
    setStatusNow("active");
    // Hands-free listens from the start (the greeting can be interrupted); otherwise the recorder
    // loads while the greeting plays: Talk then only has to open the microphone.
    if (handsFreeRef.current) openSession(id);
    else prepareRecorder();
    trackEvent("demo_usage", { element: "voice-demo-start", details: { scenario: scenario.id, action: "start" } });
    funnel.stage("call_started");
    // In the voice-demo context track-referral is called only if an affiliate code is stored.
    trackReferralForVoiceDemo();
    void speak(id, null, scenario.initialMessage, "", controller.signal);
  };

  const reply = async (id: number, message: string, input: "voice" | "text", signal: AbortSignal) => {
    const history = turnsRef.current.filter((t) => !t.live);
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
    setStatusNow("listening");
    const pending = startRecording();
    recording.current = pending;
    pending.catch((error: unknown) => {
      if (id !== call.current || recording.current !== pending) return;
      recording.current = null;
      setStatusNow("active");
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
    setStatusNow("processing");
    void (async () => {
      let take: Recording;
      try {
        take = await pending;
      } catch (error) {
        if (id !== call.current) return;
        setStatusNow("active");
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
        if (!text) return setStatusNow("active");
        await reply(id, text, "voice", signal ?? new AbortController().signal);
      } catch (error) {
        if (id !== call.current) return;
        log("transcription or reply", error);
        setStatusNow("active");
      }
    })();
  };

  const canType = status === "active" || status === "listening";

  const sendText = (raw: string) => {
    const text = raw.trim();
    if (!canType || !text) return;
    const id = call.current;
    const signal = aborter.current?.signal ?? new AbortController().signal;
    setStatusNow("processing");
    reply(id, text, "text", signal).catch((error: unknown) => {
      if (id !== call.current) return;
      log("reply", error);
      setStatusNow("active");
    });
  };

  return {
    canType,
    status,
    turns,
    handsFree,
    setHandsFree,
    notice,
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
