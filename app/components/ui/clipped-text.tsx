import { type RefObject, useLayoutEffect, useRef, useState } from "react";
import { Tooltip } from "./tooltip";

/** Whether the element's text is cut at its edge, kept up to date as its width changes. */
function useIsClipped(ref: RefObject<HTMLElement | null>): boolean {
  const [clipped, setClipped] = useState(false);
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    const check = () => setClipped(el.scrollWidth > el.clientWidth + 1);
    check();
    const observer = new ResizeObserver(check);
    observer.observe(el);
    return () => observer.disconnect();
  }, [ref]);
  return clipped;
}

/**
 * One line of text that may be longer than its column (an e-mail address, a company, a URL): cut
 * with "…" rather than broken in the middle of a word, and shown whole in a tooltip on hover and,
 * for keyboard users, on focus (it takes focus only while it is cut). `className` sets its widest
 * extent in a table, e.g. "max-w-64"; in a card it takes the width it is given.
 * Needs a TooltipProvider above it, as the admin console and the partner area have.
 */
export function ClippedText({ text, className = "" }: { text: string; className?: string }) {
  const ref = useRef<HTMLSpanElement>(null);
  const clipped = useIsClipped(ref);
  const [open, setOpen] = useState(false);
  return (
    <Tooltip label={text} open={open && clipped} onOpenChange={setOpen}>
      <span
        ref={ref}
        className={`block truncate rounded-sm focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 ${className}`}
        tabIndex={clipped ? 0 : undefined}
      >
        {text}
      </span>
    </Tooltip>
  );
}
