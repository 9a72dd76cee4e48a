import { LayoutDashboard } from "lucide-react";
import type { ReactNode } from "react";
import { dashboardCopy } from "#content/tools/dashboard";

/**
 * The window the dashboard preview sits in: browser-like chrome with the app's address and the
 * app's sidebar, so the preview reads as the product screen it is. The chrome and sidebar are
 * decoration (the preview shows the overview only), hidden from assistive technology.
 */
export function DashboardFrame({ label, children }: { label: string; children: ReactNode }) {
  return (
    <section aria-label={label} className="overflow-hidden rounded-2xl bg-white shadow-xl ring-1 ring-slate-900/10">
      <div aria-hidden="true" className="flex items-center gap-3 border-b border-slate-200 bg-slate-100 px-4 py-2.5">
        <span className="flex gap-1.5">
          <span className="size-3 rounded-full bg-rose-400" />
          <span className="size-3 rounded-full bg-amber-400" />
          <span className="size-3 rounded-full bg-emerald-400" />
        </span>
        <span className="mx-auto max-w-full truncate rounded-md bg-white px-3 py-1 text-xs text-slate-600 ring-1 ring-slate-200">
          {dashboardCopy.appAddress}
        </span>
        <span className="w-12" />
      </div>
      <div className="flex">
        <div aria-hidden="true" className="hidden w-52 shrink-0 border-r border-slate-200 bg-slate-50 p-3 md:block">
          <div className="flex items-center gap-2 px-2 py-1.5">
            <span className="grid size-7 place-items-center rounded-md bg-brand-700 text-xs font-bold text-white">
              M
            </span>
            <span className="min-w-0 truncate text-sm font-semibold text-ink">{dashboardCopy.companyShort}</span>
          </div>
          <ul className="mt-4 space-y-0.5 text-sm">
            {dashboardCopy.nav.map((item, index) => (
              <li
                key={item}
                className={`flex items-center gap-2 rounded-md px-2 py-1.5 ${index === 0 ? "bg-white font-semibold text-brand-800 shadow-sm ring-1 ring-slate-200" : "text-slate-600"}`}
              >
                {index === 0 ? <LayoutDashboard className="size-4" /> : <span className="size-4" />}
                {item}
              </li>
            ))}
          </ul>
        </div>
        <div className="min-w-0 flex-1 bg-white p-4 sm:p-5">{children}</div>
      </div>
    </section>
  );
}
