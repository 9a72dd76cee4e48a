import { ClippedText } from "#app/components/ui/clipped-text";
import type { ClientEvent } from "#common/admin";
import { formatDateTime } from "#common/format/date";

function summarize(event: ClientEvent): string {
  const parts: string[] = [];
  if (event.element) parts.push(`“${event.element}”`);
  if (event.duration !== null) parts.push(`${event.duration} s on page`);
  if (event.scrollDepth !== null) parts.push(`scrolled ${event.scrollDepth}%`);
  if (event.exitPage) parts.push(`exit ${event.exitPage}`);
  if (event.details && event.details !== "{}" && event.details !== "null") parts.push(event.details);
  return parts.join(" · ");
}

/** Journey events in the order they happened, grouped by session. */
export function EventTimeline({ events, showSession = true }: { events: ClientEvent[]; showSession?: boolean }) {
  if (!events.length) return <p className="py-2 text-sm text-slate-600">No journey events recorded.</p>;
  return (
    <ol className="space-y-1 border-l-2 border-slate-200 pl-4 text-sm">
      {events.map((event, i) => {
        const newSession = showSession && (i === 0 || events[i - 1].sessionId !== event.sessionId);
        return (
          <li key={event.id}>
            {newSession ? (
              <p className="mt-2 -ml-4 border-l-2 border-brand-600 pl-3.5 text-xs font-semibold text-brand-800">
                Session {event.sessionId}
              </p>
            ) : null}
            <p className="flex flex-wrap items-baseline gap-x-2">
              <time dateTime={event.occurredAt} className="font-mono text-xs text-slate-600 tabular-nums">
                {formatDateTime(event.occurredAt, { seconds: true })}
              </time>
              <span className="rounded bg-slate-100 px-1.5 py-0.5 font-mono text-xs text-slate-800">
                {event.eventType}
              </span>
              <ClippedText text={event.page} className="max-w-full font-medium text-ink" />
              <span className="min-w-0 break-words text-slate-600">{summarize(event)}</span>
            </p>
          </li>
        );
      })}
    </ol>
  );
}
