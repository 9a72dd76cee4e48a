import { formatDateTime, formatRelativeTime } from "#common/format/date";
import { Tooltip } from "./tooltip";

/**
 * "5 minutes ago", with the exact date and time in a tooltip on hover (and for screen readers
 * right after it). Needs a TooltipProvider above it, as the admin console has. A recorded time
 * is never shown ahead of now; `upcoming` is for a scheduled one ("in 5 minutes").
 */
export function RelativeTime({ value, upcoming = false }: { value: string; upcoming?: boolean }) {
  const exact = formatDateTime(value);
  return (
    <>
      <Tooltip label={exact}>
        <time dateTime={value}>{formatRelativeTime(value, new Date(), { upcoming })}</time>
      </Tooltip>
      <span className="sr-only"> ({exact})</span>
    </>
  );
}
