import { X } from "lucide-react";
import { Dialog } from "radix-ui";
import type { ReactNode } from "react";
import { Button } from "#app/components/ui/button";
import { inputClassSm } from "#app/components/ui/input-class";
import type { GoalTarget, TargetKind } from "#common/analytics-goals";
import { PATH_MAX } from "#common/tracking-rules";
import { SITE_EVENTS } from "#content/site-events";

export const GOALS_API = "/api/admin/analytics/goals";

/** Shown by a goal or funnel still counting the visits of the past (in the background, after it was added or changed). */
export const COUNTING_NOTE = "Counting past visits…";
export const COUNTING_REFRESH_MS = 3_000;
export const FUNNELS_API = "/api/admin/analytics/funnels";

const KINDS: Record<TargetKind, string> = { page: "Visited a page", event: "Did something" };

/**
 * What a goal or a funnel step is: a page (a path, or a path ending in * for every page under it)
 * or one of the events the site sends. `legend` names the group for assistive technology.
 */
export function TargetFields({
  value,
  onChange,
  legend,
  error,
  idPrefix,
}: {
  value: GoalTarget;
  onChange: (next: GoalTarget) => void;
  legend: string;
  error?: string | null;
  idPrefix: string;
}) {
  const errorId = `${idPrefix}-error`;
  return (
    <fieldset className="grid min-w-0 gap-2 sm:grid-cols-[minmax(0,11rem)_minmax(0,1fr)]">
      <legend className="sr-only">{legend}</legend>
      <div className="text-sm font-medium text-ink">
        <label htmlFor={`${idPrefix}-kind`}>Kind</label>
        <select
          id={`${idPrefix}-kind`}
          className={`mt-1 ${inputClassSm}`}
          value={value.kind}
          onChange={(e) => {
            const kind = e.target.value as TargetKind;
            onChange({ kind, target: kind === "event" ? SITE_EVENTS[0].id : "/" });
          }}
        >
          {Object.entries(KINDS).map(([kind, name]) => (
            <option key={kind} value={kind}>
              {name}
            </option>
          ))}
        </select>
      </div>
      {value.kind === "page" ? (
        <div className="min-w-0 text-sm font-medium text-ink">
          <label htmlFor={`${idPrefix}-page`}>Page</label>
          <input
            id={`${idPrefix}-page`}
            className={`mt-1 ${inputClassSm}`}
            value={value.target}
            maxLength={PATH_MAX}
            required
            spellCheck={false}
            autoCapitalize="off"
            aria-invalid={error ? true : undefined}
            aria-describedby={`${idPrefix}-hint${error ? ` ${errorId}` : ""}`}
            onChange={(e) => onChange({ kind: "page", target: e.target.value })}
          />
          <p id={`${idPrefix}-hint`} className="mt-1 text-xs font-normal text-slate-600">
            A path such as /pricing; end it with * for every page under it: /solution/*
          </p>
        </div>
      ) : (
        <div className="min-w-0 text-sm font-medium text-ink">
          <label htmlFor={`${idPrefix}-event`}>Event</label>
          <select
            id={`${idPrefix}-event`}
            className={`mt-1 ${inputClassSm}`}
            value={value.target}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
            onChange={(e) => onChange({ kind: "event", target: e.target.value })}
          >
            {SITE_EVENTS.map((event) => (
              <option key={event.id} value={event.id}>
                {event.name}
              </option>
            ))}
          </select>
        </div>
      )}
      {error ? (
        <p id={errorId} className="text-sm font-medium text-red-700 sm:col-span-2">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

/** A side sheet for managing goals or building a funnel: focus stays inside, Escape closes it. */
export function Sheet({
  open,
  onOpenChange,
  title,
  description,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: string;
  children: ReactNode;
}) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-900/60" />
        <Dialog.Content className="fixed inset-y-0 right-0 z-50 w-full max-w-xl overflow-y-auto bg-white p-5 shadow-2xl sm:p-7">
          <div className="flex items-start justify-between gap-3">
            <div>
              <Dialog.Title className="text-xl font-bold text-ink">{title}</Dialog.Title>
              <Dialog.Description className="mt-1 text-sm text-slate-700">{description}</Dialog.Description>
            </div>
            <Dialog.Close asChild>
              <Button size="sm" variant="ghost" aria-label={`Close ${title}`}>
                <X aria-hidden="true" className="size-5" />
              </Button>
            </Dialog.Close>
          </div>
          <div className="mt-6">{children}</div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
