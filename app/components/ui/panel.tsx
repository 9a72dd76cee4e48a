import type { HTMLAttributes, ReactNode } from "react";

type PanelProps = {
  /** A heading at the top, with `actions` beside it. */
  title?: ReactNode;
  /** The heading's level: h2 on a page, h3 inside a section that has its own h2. */
  titleLevel?: 2 | 3;
  actions?: ReactNode;
  children: ReactNode;
  className?: string;
} & Omit<HTMLAttributes<HTMLElement>, "title">;

/** A white card: the one surface every group of content sits on (also called a card). */
export function Panel({ title, titleLevel = 2, actions, children, className = "", ...rest }: PanelProps) {
  const Heading = titleLevel === 2 ? "h2" : "h3";
  return (
    <section
      className={`min-w-0 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6 ${className}`}
      {...rest}
    >
      {title || actions ? (
        <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
          {title ? <Heading className="text-base font-semibold">{title}</Heading> : <span />}
          {actions}
        </div>
      ) : null}
      {children}
    </section>
  );
}
