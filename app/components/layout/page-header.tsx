import type { ReactNode } from "react";

interface PageHeaderProps {
  eyebrow?: string;
  title: string;
  lead?: ReactNode;
  /** The page's breadcrumb trail, shown at the top of the band it belongs to. */
  breadcrumbs?: ReactNode;
  children?: ReactNode;
}

/** The heading band that opens every inner page, on the same grid as the navigation and the sections. */
export function PageHeader({ eyebrow, title, lead, breadcrumbs, children }: PageHeaderProps) {
  return (
    <section className="border-b border-slate-200 bg-gradient-to-b from-brand-50 to-white">
      <div
        className={`mx-auto max-w-7xl px-4 pb-14 sm:px-6 sm:pb-20 lg:px-8 ${breadcrumbs ? "pt-6" : "pt-14 sm:pt-20"}`}
      >
        {breadcrumbs ? <div className="mb-8 sm:mb-12">{breadcrumbs}</div> : null}
        {eyebrow ? <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">{eyebrow}</p> : null}
        <h1 className="mt-2 max-w-3xl text-4xl font-bold tracking-tight sm:text-5xl">{title}</h1>
        {lead ? <p className="mt-5 max-w-2xl text-lg leading-8 text-slate-700">{lead}</p> : null}
        {children ? <div className="mt-8 flex flex-wrap gap-3">{children}</div> : null}
      </div>
    </section>
  );
}
