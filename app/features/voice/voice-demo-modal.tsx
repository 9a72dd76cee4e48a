import { Bot, Loader2, Mic, PhoneOff, Play, Send, Square, Volume2, VolumeX, X } from "lucide-react";
import { Dialog } from "radix-ui";
import { type FormEvent, useEffect, useId, useRef, useState } from "react";
import { Alert } from "#app/components/ui/alert";
import { Button } from "#app/components/ui/button";
import { defaultVoiceScenario, getVoiceScenario, type VoiceScenario, voiceScenarios } from "#content/voice/scenarios";
import { MICROPHONE_DENIED_ALERT, useVoiceDemo, type VoiceDemoStatus } from "./use-voice-demo";
import { fetchVoiceStatus } from "./voice-api";
import { VoiceTranscript } from "./voice-transcript";

export interface VoiceDemoModalProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  initialScenario?: string;
  /** Where focus goes back to when the modal closes (the launcher that opened it). */
  returnFocusTo?: { readonly current: HTMLElement | null };
}

/** Sentence case, except the fixed idle label "Ready to Demo". */
const STATUS_TEXT: Record<VoiceDemoStatus, string> = {
  idle: "Ready to Demo",
  active: "Call active",
  listening: "Listening",
  heard: "Heard you",
  processing: "Processing",
  speaking: "AI speaking",
};

const STATUS_STYLE: Record<VoiceDemoStatus, string> = {
  idle: "bg-slate-100 text-slate-800",
  active: "bg-emerald-50 text-emerald-800",
  listening: "bg-red-50 text-red-800",
  heard: "bg-red-50 text-red-800",
  processing: "bg-amber-50 text-amber-900",
  speaking: "bg-brand-50 text-brand-800",
};

/** The voice-demo modal: loaded only when a launcher opens it. */
export default function VoiceDemoModal({ open, onOpenChange, initialScenario, returnFocusTo }: VoiceDemoModalProps) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-900/60" />
        <Dialog.Content
          // The first thing to do in the modal is to start the call: focus that button, not the close button.
          onOpenAutoFocus={(event) => {
            const start = (event.currentTarget as HTMLElement | null)?.querySelector<HTMLElement>(
              "[data-voice-primary]",
            );
            if (start) {
              event.preventDefault();
              start.focus();
            }
          }}
          onCloseAutoFocus={(event) => {
            if (!returnFocusTo?.current) return;
            event.preventDefault();
            returnFocusTo.current.focus();
          }}
          // A full-screen sheet on phones (the conversation and the input stay on screen); a centred dialog from sm up.
          className="fixed inset-0 z-50 flex h-dvh w-full flex-col overflow-y-auto bg-white p-4 shadow-2xl sm:inset-auto sm:top-1/2 sm:left-1/2 sm:h-auto sm:max-h-[92dvh] sm:w-[calc(100%-1.5rem)] sm:max-w-2xl sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-2xl sm:p-7"
        >
          {/* Mounted only while open: closing the modal unmounts the call and resets it. */}
          {open ? <VoiceDemoPanel initialScenario={initialScenario} /> : null}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function VoiceDemoPanel({ initialScenario }: { initialScenario?: string }) {
  const [scenario, setScenario] = useState<VoiceScenario>(getVoiceScenario(initialScenario) ?? defaultVoiceScenario);
  const demo = useVoiceDemo(scenario);
  const [speechToText, setSpeechToText] = useState<{ available: boolean; message?: string } | null>(null);
  const [draft, setDraft] = useState("");
  const primary = useRef<HTMLButtonElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const transcriptId = useId();
  const inputId = useId();
  const handsFreeHintId = useId();

  useEffect(() => {
    const controller = new AbortController();
    fetchVoiceStatus(controller.signal).then(
      (s) => setSpeechToText({ available: s.speechToText, message: s.speechToTextMessage }),
      (error: unknown) => {
        if (!controller.signal.aborted) console.error("[voice demo] status failed:", error);
      },
    );
    return () => controller.abort();
  }, []);

  // When a control that had focus disappears or is disabled, bring focus back to the main button.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs after each state change on purpose.
  useEffect(() => {
    if (demo.busy) return;
    const active = document.activeElement;
    if (!active || active === document.body || active.getAttribute("role") === "dialog") primary.current?.focus();
  }, [demo.busy, demo.status]);

  const voiceInput = speechToText?.available !== false;
  const inCall = demo.status !== "idle";

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!demo.canType || !draft.trim()) return;
    demo.sendText(draft);
    setDraft("");
  };

  return (
    <>
      <div className="flex items-start justify-between gap-3">
        <div>
          <Dialog.Title className="text-xl font-bold text-ink sm:text-2xl">AI Voice Demo</Dialog.Title>
          <Dialog.Description className="mt-1 hidden text-slate-700 sm:block">
            Pick a scenario, start the call and talk to our AI. No microphone? Type your side of the conversation.
          </Dialog.Description>
        </div>
        <Dialog.Close
          className="rounded-lg p-2 text-slate-600 hover:bg-slate-100 hover:text-ink focus-visible:outline-2 focus-visible:outline-brand-600"
          aria-label="Close voice demo"
        >
          <X aria-hidden="true" className="size-5" />
        </Dialog.Close>
      </div>

      <fieldset className="mt-3 sm:mt-5">
        <legend className="sr-only">Scenario</legend>
        {/* A segmented control: one compact row; switching resets the call. */}
        <div className="grid grid-cols-3 gap-1 rounded-xl bg-slate-100 p-1">
          {voiceScenarios.map((s) => (
            <button
              key={s.id}
              type="button"
              aria-pressed={s.id === scenario.id}
              onClick={() => setScenario(s)}
              className={`min-h-11 rounded-lg px-2 py-1.5 text-xs leading-tight font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-brand-600 sm:text-sm ${
                s.id === scenario.id
                  ? "bg-white text-brand-800 shadow-sm ring-1 ring-brand-600"
                  : "text-slate-700 hover:bg-white/70 hover:text-ink"
              }`}
            >
              {s.title}
            </button>
          ))}
        </div>
        <p className="mt-2 hidden text-sm text-slate-700 sm:block">{scenario.description}</p>
      </fieldset>

      <div className={`mt-3 flex items-center gap-3 rounded-xl px-4 py-2.5 sm:mt-4 ${STATUS_STYLE[demo.status]}`}>
        <StatusIcon status={demo.status} />
        <p role="status" className="font-semibold" data-status={demo.status}>
          {STATUS_TEXT[demo.status]}
        </p>
        <button
          type="button"
          aria-pressed={demo.muted}
          onClick={() => demo.setMuted(!demo.muted)}
          className="ml-auto inline-flex min-h-11 items-center gap-1.5 rounded-lg px-2.5 text-sm font-semibold hover:bg-white/60 focus-visible:outline-2 focus-visible:outline-brand-600 aria-pressed:bg-white aria-pressed:ring-1 aria-pressed:ring-current"
        >
          {demo.muted ? (
            <VolumeX aria-hidden="true" className="size-4" />
          ) : (
            <Volume2 aria-hidden="true" className="size-4" />
          )}
          Mute
        </button>
      </div>

      <div className="mt-3 flex flex-wrap gap-2 sm:mt-4 sm:gap-3">
        {!inCall ? (
          <Button ref={primary} size="lg" onClick={demo.start} data-voice-primary="">
            <Play aria-hidden="true" className="size-5" />
            Start Voice Demo
          </Button>
        ) : (
          <>
            {demo.status === "speaking" ? (
              <Button ref={primary} size="lg" onClick={demo.stopSpeaking}>
                <VolumeX aria-hidden="true" className="size-5" />
                Stop speaking
              </Button>
            ) : voiceInput && !demo.handsFree ? (
              demo.status === "listening" ? (
                <Button ref={primary} size="lg" variant="danger" onClick={demo.stopRecording}>
                  <Square aria-hidden="true" className="size-5" />
                  Stop Recording
                </Button>
              ) : (
                <Button ref={primary} size="lg" disabled={demo.busy} onClick={demo.talk}>
                  <Mic aria-hidden="true" className="size-5" />
                  Talk
                </Button>
              )
            ) : null}
            {/* Ending resets everything in every state, recording and speaking included. */}
            <Button
              ref={(voiceInput && !demo.handsFree) || demo.status === "speaking" ? undefined : primary}
              size="lg"
              variant="secondary"
              onClick={demo.end}
            >
              <PhoneOff aria-hidden="true" className="size-5" />
              End Demo
            </Button>
          </>
        )}
        {voiceInput ? (
          <button
            type="button"
            role="switch"
            aria-checked={demo.handsFree}
            aria-describedby={handsFreeHintId}
            onClick={() => demo.setHandsFree(!demo.handsFree)}
            className="ml-auto inline-flex min-h-11 items-center gap-2 rounded-lg px-2 text-sm font-semibold text-ink hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-600"
          >
            <span
              aria-hidden="true"
              className={`flex h-6 w-10 shrink-0 rounded-full p-0.5 transition-colors ${demo.handsFree ? "justify-end bg-brand-700" : "bg-slate-500"}`}
            >
              <span className="size-5 rounded-full bg-white shadow" />
            </span>
            Hands-free
          </button>
        ) : null}
      </div>
      {voiceInput ? (
        <p id={handsFreeHintId} className={`mt-2 text-sm text-slate-700 ${demo.handsFree ? "" : "sr-only"}`}>
          Hands-free: just talk. The demo answers when you pause and stops when you talk over it.
        </p>
      ) : null}
      {/* Always there (empty, it takes no room): a live region must exist before what it announces. */}
      <p aria-live="polite" className="text-sm font-semibold text-red-800">
        {demo.notice}
      </p>
      {demo.microphoneDenied ? (
        <Alert className="mt-3 flex flex-wrap items-center gap-x-3 gap-y-1">
          <p className="font-semibold">{MICROPHONE_DENIED_ALERT}</p>
          <button
            type="button"
            className="font-semibold underline underline-offset-2 hover:no-underline focus-visible:outline-2 focus-visible:outline-brand-600"
            onClick={() => input.current?.focus()}
          >
            Type your question instead
          </button>
        </Alert>
      ) : null}
      {speechToText && !speechToText.available ? (
        <p className="mt-3 text-sm text-slate-700">
          Voice input is not available on this server right now, so type your side of the conversation below.
        </p>
      ) : null}

      <section className="mt-4 flex min-h-40 flex-1 flex-col sm:mt-6 sm:flex-none" aria-labelledby={transcriptId}>
        <h3 id={transcriptId} className="mb-2 text-sm font-semibold text-ink">
          Conversation
        </h3>
        <VoiceTranscript
          turns={demo.turns}
          aiName={scenario.title}
          labelledBy={transcriptId}
          emptyText={`Start the demo to hear the ${scenario.title.toLowerCase()} greet you.`}
        />
      </section>

      <form aria-label="Typed message to the voice demo" className="mt-3 sm:mt-4" onSubmit={onSubmit}>
        <label htmlFor={inputId} className="text-sm font-semibold text-ink">
          Type a message instead
        </label>
        <div className="mt-1 flex gap-2">
          <input
            ref={input}
            id={inputId}
            value={draft}
            onChange={(e) => setDraft(e.target.value)}
            readOnly={!demo.canType}
            maxLength={1000}
            autoComplete="off"
            placeholder={inCall ? "For example: how much does it cost?" : "Start the demo first"}
            className="min-w-0 flex-1 rounded-lg border border-slate-400 px-3 py-2 text-ink placeholder:text-slate-600 read-only:bg-slate-50"
          />
          <Button type="submit" variant="secondary" disabled={!demo.canType || !draft.trim()}>
            <Send aria-hidden="true" className="size-4" />
            Send
          </Button>
        </div>
      </form>

      <div className="mt-5 hidden sm:block">
        <p className="text-sm font-semibold text-ink">Try saying</p>
        <ul className="mt-2 flex flex-wrap gap-2">
          {scenario.samplePhrases.map((phrase) => (
            <li key={phrase} className="rounded-full bg-slate-100 px-3 py-1 text-sm text-slate-800">
              “{phrase}”
            </li>
          ))}
        </ul>
      </div>
    </>
  );
}

function StatusIcon({ status }: { status: VoiceDemoStatus }) {
  const className = "size-5 shrink-0";
  if (status === "listening" || status === "heard")
    return <Mic aria-hidden="true" className={`${className} animate-pulse`} />;
  if (status === "processing") return <Loader2 aria-hidden="true" className={`${className} animate-spin`} />;
  if (status === "speaking") return <Bot aria-hidden="true" className={`${className} animate-pulse`} />;
  return (
    <span
      aria-hidden="true"
      className={`size-3 shrink-0 rounded-full ${status === "idle" ? "bg-slate-500" : "bg-emerald-600"}`}
    />
  );
}
