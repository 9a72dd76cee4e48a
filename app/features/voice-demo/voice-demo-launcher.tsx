import { Mic } from "lucide-react";
import { lazy, Suspense, useState } from "react";
import { Button, buttonClasses } from "../../components/ui/button";

export interface VoiceDemoLauncherProps {
  /** The button text; "Try the Voice Demo" by default. */
  label?: string;
  /** Replaces the default button look. */
  className?: string;
  /** The scenario the modal opens on (a scenario id of content/voice-scenarios.ts). */
  scenario?: string;
}

const loadModal = () => import("./voice-demo-modal");
// The modal's code (recorder, player, API calls) loads only when a visitor opens it.
const VoiceDemoModal = lazy(loadModal);

/** A button that opens the voice-demo modal (spec §2 item 6). */
export function VoiceDemoLauncher({ label = "Try the Voice Demo", className, scenario }: VoiceDemoLauncherProps) {
  const [open, setOpen] = useState(false);
  const [requested, setRequested] = useState(false);
  return (
    <>
      <Button
        className={className ?? buttonClasses("primary", "lg")}
        aria-haspopup="dialog"
        onPointerEnter={() => void loadModal().catch(() => undefined)}
        onFocus={() => void loadModal().catch(() => undefined)}
        onClick={() => {
          setRequested(true);
          setOpen(true);
        }}
      >
        <Mic aria-hidden="true" className="size-5" />
        {label}
      </Button>
      {requested ? (
        <Suspense fallback={<ModalLoading />}>
          <VoiceDemoModal open={open} onOpenChange={setOpen} initialScenario={scenario} />
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
