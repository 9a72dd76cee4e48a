import { formatDateTime, formatRelativeTime } from "#common/format/date";
import { Tooltip } from "./tooltip";

/**
 * "5 minutes ago", with the exact date and time in a tooltip on hover (and for screen readers
 * right after it). Needs a TooltipProvider above it, as the admin console has.
 */
export function RelativeTime({ value }: { value: string }) {
  const exact = formatDateTime(value);
  return (
    <>
      <Tooltip label={exact}>
        <time dateTime={value}>{formatRelativeTime(value)}</time>
      </Tooltip>
      <span className="sr-only"> ({exact})</span>
    </>
  );
}
