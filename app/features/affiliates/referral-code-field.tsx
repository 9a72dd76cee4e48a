import { Check, X } from "lucide-react";
import { startTransition, useEffect, useRef, useState } from "react";
import type { UseFormRegisterReturn } from "react-hook-form";
import { Button } from "#app/components/ui/button";
import { inputClass } from "#app/components/ui/input-class";
import { apiJson } from "#app/lib/api";
import { type CodeAvailability, readReferralCode, referralCodeFromName } from "#common/affiliate-program";
import { affiliateProgram } from "#content/affiliates";

const copy = affiliateProgram.form.codeCheck;

/** Waits for a pause in typing before asking the server. */
const CHECK_DELAY_MS = 350;

type Availability =
  | { state: "idle" }
  | { state: "checking"; code: string }
  | { state: "free"; code: string; insteadOf: string | null }
  | { state: "taken"; code: string; suggestion: string | null }
  | { state: "unknown"; code: string };

interface Props {
  id: string;
  /** The applicant's name as typed: the code is proposed from it until the applicant picks one. */
  name: string;
  code: string;
  setCode: (code: string) => void;
  registration: UseFormRegisterReturn<"code">;
  invalid: boolean;
  describedBy: string | undefined;
}

/**
 * The referral code input: proposes a readable code from the name ("priya-partner") and says
 * whether the code is free as the applicant types. The server checks again on sign-up.
 */
export function ReferralCodeInput({ id, name, code, setCode, registration, invalid, describedBy }: Props) {
  const chosen = useRef(false);
  const insteadOf = useRef<string | null>(null);
  const [availability, setAvailability] = useState<Availability>({ state: "idle" });
  const [origin, setOrigin] = useState("");
  const statusId = `${id}-availability`;

  // As a transition: right after hydration, the re-render yields to input (Total Blocking Time).
  useEffect(() => startTransition(() => setOrigin(window.location.origin)), []);

  useEffect(() => {
    if (chosen.current) return;
    insteadOf.current = null;
    setCode(referralCodeFromName(name));
  }, [name, setCode]);

  useEffect(() => {
    const wanted = readReferralCode(code);
    if (!wanted) {
      setAvailability({ state: "idle" });
      return;
    }
    const controller = new AbortController();
    setAvailability({ state: "checking", code: wanted });
    const timer = window.setTimeout(async () => {
      try {
        const answer = await apiJson<CodeAvailability>(
          "GET",
          `/api/affiliate/code-available?code=${encodeURIComponent(wanted)}`,
          undefined,
          {
            signal: controller.signal,
          },
        );
        if (!answer) return;
        if (answer.available) {
          setAvailability({ state: "free", code: wanted, insteadOf: insteadOf.current });
        } else if (!chosen.current && answer.suggestion) {
          // Our own proposal was taken: propose the next free one instead.
          insteadOf.current = wanted;
          setCode(answer.suggestion);
        } else {
          setAvailability({ state: "taken", code: wanted, suggestion: answer.suggestion ?? null });
        }
      } catch {
        if (!controller.signal.aborted) setAvailability({ state: "unknown", code: wanted });
      }
    }, CHECK_DELAY_MS);
    return () => {
      window.clearTimeout(timer);
      controller.abort();
    };
  }, [code, setCode]);

  const takeSuggestion = (suggestion: string) => {
    chosen.current = true;
    insteadOf.current = null;
    setCode(suggestion);
  };

  return (
    <>
      <input
        id={id}
        type="text"
        autoComplete="off"
        spellCheck={false}
        aria-invalid={invalid ? true : undefined}
        aria-describedby={[describedBy, statusId].filter(Boolean).join(" ")}
        className={`${inputClass} font-mono`}
        {...registration}
        onChange={(event) => {
          // Typing makes the code the applicant's own; clearing it hands it back to the proposal.
          chosen.current = event.target.value.trim() !== "";
          insteadOf.current = null;
          return registration.onChange(event);
        }}
      />
      <div id={statusId} aria-live="polite" className="mt-1 min-h-5 text-sm">
        {availability.state === "checking" ? (
          <p className="text-slate-600">{copy.checking(availability.code)}</p>
        ) : null}
        {availability.state === "free" ? (
          <p className="flex items-start gap-1.5 text-emerald-800">
            <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            <span>
              {availability.insteadOf
                ? copy.proposedInstead(availability.insteadOf, availability.code)
                : copy.free(availability.code)}{" "}
              {origin ? (
                <span className="break-all text-slate-700">
                  {copy.linkPreview(`${origin}/?ref=${availability.code}`)}
                </span>
              ) : null}
            </span>
          </p>
        ) : null}
        {availability.state === "taken" ? (
          <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
            <p className="flex items-start gap-1.5 text-red-700">
              <X aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
              {copy.taken(availability.code)}
            </p>
            {availability.suggestion ? (
              <Button size="sm" variant="secondary" onClick={() => takeSuggestion(availability.suggestion as string)}>
                {copy.takeSuggestion(availability.suggestion)}
              </Button>
            ) : null}
          </div>
        ) : null}
        {availability.state === "unknown" ? <p className="text-slate-600">{copy.unknown(availability.code)}</p> : null}
      </div>
    </>
  );
}
