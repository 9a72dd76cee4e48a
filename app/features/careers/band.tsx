import type { ReactNode } from "react";

/** One band of the careers page: a section with its heading and intro. */
export function Band({
  id,
  title,
  intro,
  muted,
  children,
}: {
  id: string;
  title: string;
  intro?: string;
  muted?: boolean;
  children: ReactNode;
}) {
  return (
    <section
      id={id}
      aria-labelledby={`${id}-heading`}
      className={`py-16 sm:py-20 ${muted ? "bg-slate-50" : "bg-white"}`}
    >
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <h2 id={`${id}-heading`} className="text-3xl font-bold tracking-tight">
          {title}
        </h2>
        {intro ? <p className="mt-4 max-w-3xl text-lg leading-8 text-slate-700">{intro}</p> : null}
        <div className="mt-10">{children}</div>
      </div>
    </section>
  );
}
