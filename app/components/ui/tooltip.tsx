import { Tooltip as RadixTooltip } from "radix-ui";
import type { ReactNode } from "react";
import { TOOLTIP_DELAY_MS, TOOLTIP_SKIP_DELAY_MS } from "#common/constants";

/**
 * The delays (700 ms to open, 300 ms to skip the delay when moving to the next
 * tooltip). One provider per area that uses tooltips (the admin console), so public pages
 * that show none do not load Radix Tooltip at all.
 */
export function TooltipProvider({ children }: { children: ReactNode }) {
  return (
    <RadixTooltip.Provider delayDuration={TOOLTIP_DELAY_MS} skipDelayDuration={TOOLTIP_SKIP_DELAY_MS}>
      {children}
    </RadixTooltip.Provider>
  );
}

/**
 * A tooltip for a control that shows only an icon, an abbreviation or a bare figure. The child
 * must be focusable (a button or link), so keyboard users get the tooltip on focus too.
 * `disabled` renders the child alone (its label is visible anyway).
 */
export function Tooltip({
  label,
  children,
  side = "top",
  disabled = false,
  open,
  onOpenChange,
}: {
  label: ReactNode;
  children: ReactNode;
  side?: "top" | "right" | "bottom" | "left";
  disabled?: boolean;
  /** Controlled by the caller (which then decides when it may open). */
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
}) {
  if (disabled) return children;
  return (
    <RadixTooltip.Root open={open} onOpenChange={onOpenChange}>
      <RadixTooltip.Trigger asChild>{children}</RadixTooltip.Trigger>
      <RadixTooltip.Portal>
        <RadixTooltip.Content
          side={side}
          sideOffset={6}
          collisionPadding={8}
          className="z-[100] max-w-xs rounded-md bg-slate-900 px-2.5 py-1.5 text-xs leading-5 [overflow-wrap:anywhere] text-white shadow-lg"
        >
          {label}
          <RadixTooltip.Arrow className="fill-slate-900" />
        </RadixTooltip.Content>
      </RadixTooltip.Portal>
    </RadixTooltip.Root>
  );
}
