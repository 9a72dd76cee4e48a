import type { ReactNode } from "react";

interface SectionProps {
  id?: string;
  eyebrow?: string;
  heading: string;
  lead?: ReactNode;
  /** Id of the heading, which also names the section for assistive technology. */
  headingId: string;
  className?: string;
  children: ReactNode;
  /** Dark band with light text. */
  tone?: "light" | "muted" | "dark";
}

const tones = {
  light: "bg-white",
  muted: "bg-slate-50",
  dark: "bg-brand-950 text-brand-100",
} as const;

/** One page section: consistent spacing, eyebrow, heading and lead. */
export function Section({
  id,
  eyebrow,
  heading,
  lead,
  headingId,
  className = "",
  tone = "light",
  children,
}: SectionProps) {
  const dark = tone === "dark";
  return (
    <section id={id} aria-labelledby={headingId} className={`py-16 sm:py-24 ${tones[tone]} ${className}`}>
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <div className="max-w-3xl">
          {eyebrow ? (
            <p
              className={`text-sm font-semibold tracking-wide uppercase ${dark ? "text-brand-200" : "text-brand-700"}`}
            >
              {eyebrow}
            </p>
          ) : null}
          <h2
            id={headingId}
            className={`mt-2 text-3xl font-bold tracking-tight sm:text-4xl ${dark ? "text-white" : ""}`}
          >
            {heading}
          </h2>
          {lead ? (
            <p className={`mt-4 text-lg leading-8 ${dark ? "text-brand-100" : "text-slate-600"}`}>{lead}</p>
          ) : null}
        </div>
        {children}
      </div>
    </section>
  );
}
