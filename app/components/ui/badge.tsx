import type { ReactNode } from "react";

export type BadgeTone = "neutral" | "info" | "success" | "warning" | "danger" | "brand";

/** Every pair passes AA contrast (the text is the 800/900 shade on the 100 shade). */
const tones: Record<BadgeTone, string> = {
  neutral: "bg-slate-100 text-slate-800 ring-slate-300",
  info: "bg-blue-100 text-blue-900 ring-blue-300",
  success: "bg-emerald-100 text-emerald-900 ring-emerald-300",
  warning: "bg-amber-100 text-amber-900 ring-amber-300",
  danger: "bg-red-100 text-red-900 ring-red-300",
  brand: "bg-brand-100 text-brand-900 ring-brand-200",
};

/** A short status word in a pill. */
export function Badge({
  tone = "neutral",
  children,
  className = "",
}: {
  tone?: BadgeTone;
  children: ReactNode;
  className?: string;
}) {
  return (
    <span
      className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ring-inset ${tones[tone]} ${className}`}
    >
      {children}
    </span>
  );
}
