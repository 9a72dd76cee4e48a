import {
  Activity,
  Calculator,
  CalendarCheck,
  FileText,
  ListChecks,
  LogOut,
  type LucideIcon,
  MapPin,
  Mic,
  MousePointerClick,
  PenLine,
  Send,
} from "lucide-react";
import type { ClientEvent } from "#common/admin";
import { formatDateTime, formatTime } from "#common/format/date";
import { formatDuration, type JourneySession, type StepIcon, stepLabel } from "#common/journey-story";

const ICONS: Record<StepIcon, LucideIcon> = {
  page: FileText,
  click: MousePointerClick,
  form: PenLine,
  send: Send,
  demo: Mic,
  calculator: Calculator,
  quiz: ListChecks,
  consultation: CalendarCheck,
  leave: LogOut,
  event: Activity,
};

// The steps that matter most to sales stand out.
const HIGHLIGHT: ReadonlySet<StepIcon> = new Set(["send", "consultation", "quiz"]);

/** Every raw event of a visit (those the story leaves out too) and the funnel records it tells. */
function rawOf(session: JourneySession, events: readonly ClientEvent[]): unknown[] {
  const funnel = session.steps.flatMap((s) => s.raw).filter((r) => !(r && typeof r === "object" && "eventType" in r));
  return [...events.filter((e) => e.sessionId === session.sessionId), ...funnel];
}

/**
 * A visitor's journey as a story: one block per visit with where the visitor came from and the
 * steps in order; the raw events only behind each visit's "Details" toggle.
 */
export function JourneyStoryView({
  sessions,
  events,
  truncated = false,
}: {
  sessions: JourneySession[];
  events: readonly ClientEvent[];
  truncated?: boolean;
}) {
  if (!sessions.length)
    return (
      <p className="py-2 text-sm text-slate-600">
        No journey recorded: the visitor was not tracked, or declined tracking.
      </p>
    );
  return (
    <div className="space-y-4">
      {truncated ? (
        <p className="text-xs text-slate-600">
          Older events are not shown; this is the most recent part of the journey.
        </p>
      ) : null}
      <ol className="space-y-4">
        {sessions.map((session, index) => {
          const seconds = (Date.parse(session.endedAt) - Date.parse(session.startedAt)) / 1000;
          return (
            <li key={session.sessionId} className="rounded-lg border border-slate-200 bg-white">
              <div className="border-b border-slate-100 bg-slate-50 px-3 py-2">
                <p className="text-sm font-semibold text-ink">
                  Visit {index + 1} · <time dateTime={session.startedAt}>{formatDateTime(session.startedAt)}</time>
                  {seconds >= 1 ? (
                    <span className="font-normal text-slate-600"> · {formatDuration(seconds)}</span>
                  ) : null}
                </p>
                <p className="mt-0.5 flex items-start gap-1.5 text-sm text-slate-700">
                  <MapPin aria-hidden="true" className="mt-0.5 size-3.5 shrink-0 text-slate-500" />
                  <span className="min-w-0 break-words">{session.origin}</span>
                </p>
              </div>
              <ol className="space-y-1.5 px-3 py-2.5">
                {session.steps.map((step, i) => {
                  const Icon = ICONS[step.icon];
                  const strong = HIGHLIGHT.has(step.icon);
                  return (
                    <li key={`${step.at}-${i}`} className="flex items-start gap-2.5 text-sm">
                      <span
                        className={`mt-0.5 inline-flex size-6 shrink-0 items-center justify-center rounded-full ${strong ? "bg-brand-100 text-brand-800" : "bg-slate-100 text-slate-700"}`}
                      >
                        <Icon aria-hidden="true" className="size-3.5" />
                      </span>
                      <span
                        className={`min-w-0 flex-1 break-words ${strong ? "font-semibold text-ink" : "text-slate-800"}`}
                      >
                        {stepLabel(step)}
                      </span>
                      <time dateTime={step.at} className="shrink-0 pt-0.5 text-xs text-slate-600 tabular-nums">
                        {formatTime(step.at)}
                      </time>
                    </li>
                  );
                })}
              </ol>
              <details className="border-t border-slate-100 px-3 py-2 text-sm">
                <summary className="cursor-pointer rounded font-medium text-brand-700">Details (raw events)</summary>
                <pre
                  // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be focusable so keyboard users can scroll it
                  tabIndex={0}
                  role="region"
                  aria-label={`Raw events of visit ${index + 1}`}
                  className="mt-2 max-h-72 overflow-auto rounded bg-slate-900 p-3 text-xs whitespace-pre-wrap break-all text-slate-100"
                >
                  {JSON.stringify(rawOf(session, events), null, 2)}
                </pre>
              </details>
            </li>
          );
        })}
      </ol>
    </div>
  );
}
