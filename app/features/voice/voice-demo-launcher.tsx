import { Mic } from "lucide-react";
import { lazy, Suspense, useRef, useState } from "react";
import { buttonClasses } from "#app/components/ui/button";

interface VoiceDemoLauncherProps {
  /** The button text; "Try the Voice Demo" by default. */
  label?: string;
  /** Replaces the default button look. */
  className?: string;
  /** The scenario the modal opens on (a scenario id of content/voice/scenarios.ts). */
  scenario?: string;
}

// The modal's code (recorder, player, API calls) loads only when a visitor clicks a launcher.
const VoiceDemoModal = lazy(() => import("./voice-demo-modal"));

/** A button that opens the voice-demo modal. */
export function VoiceDemoLauncher({ label = "Try the Voice Demo", className, scenario }: VoiceDemoLauncherProps) {
  const [open, setOpen] = useState(false);
  const [requested, setRequested] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  return (
    <>
      <button
        ref={button}
        type="button"
        className={className ?? buttonClasses("primary", "lg")}
        aria-haspopup="dialog"
        onClick={() => {
          setRequested(true);
          setOpen(true);
        }}
      >
        <Mic aria-hidden="true" className="size-5" />
        {label}
      </button>
      {requested ? (
        <Suspense fallback={<ModalLoading />}>
          <VoiceDemoModal open={open} onOpenChange={setOpen} initialScenario={scenario} returnFocusTo={button} />
        </Suspense>
      ) : null}
    </>
  );
}

function ModalLoading() {
  return (
    <div className="fixed inset-0 z-50 grid place-items-center bg-slate-900/60" role="status">
      <p className="rounded-lg bg-white px-5 py-3 font-semibold text-ink shadow-lg">Opening the voice demo…</p>
    </div>
  );
}
