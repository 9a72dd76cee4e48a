import { heroDashboard as copy } from "#content/landing/sections";

const bars = [38, 52, 45, 61, 57, 70, 66, 78, 74, 86, 81, 92];

/**
 * The product in the hero: a picture of the unified dashboard, drawn in HTML and SVG (no image to
 * download). Labelled as sample data. The page's loader renders it at build time, so its code never ships.
 */
export function HeroDashboard() {
  return (
    <div
      role="img"
      aria-label={copy.label}
      className="overflow-hidden rounded-2xl bg-white text-left shadow-2xl ring-1 shadow-brand-950/20 ring-slate-200 select-none"
    >
      <div className="flex items-center gap-2 border-b border-slate-200 bg-slate-50 px-4 py-2.5">
        <span className="size-2.5 rounded-full bg-slate-300" />
        <span className="size-2.5 rounded-full bg-slate-300" />
        <span className="size-2.5 rounded-full bg-slate-300" />
        <span className="ml-3 truncate rounded-md bg-white px-3 py-0.5 text-xs text-slate-600 ring-1 ring-slate-200">
          {copy.address}
        </span>
      </div>
      <div className="flex">
        <div className="hidden w-36 shrink-0 flex-col gap-1 bg-brand-950 p-3 text-xs sm:flex">
          <span className="mb-2 flex items-center gap-2 font-semibold text-white">
            <span className="size-4 rounded bg-brand-500" />
            {copy.appName}
          </span>
          {copy.sidebar.map((item, i) => (
            <span
              key={item}
              className={`rounded-md px-2 py-1.5 ${i === 0 ? "bg-white/10 font-semibold text-white" : "text-brand-200"}`}
            >
              {item}
            </span>
          ))}
        </div>
        <div className="min-w-0 flex-1 space-y-3 p-4">
          <div className="flex items-baseline justify-between gap-2">
            <span className="text-sm font-semibold text-ink">{copy.title}</span>
            <span className="rounded-full bg-accent-300/40 px-2 py-0.5 text-[11px] font-semibold text-slate-800">
              {copy.sample}
            </span>
          </div>
          <div className="grid grid-cols-3 gap-2">
            {copy.kpis.map((kpi) => (
              <div key={kpi.label} className="rounded-lg bg-slate-50 p-2 ring-1 ring-slate-200">
                <span className="block truncate text-[11px] text-slate-600">{kpi.label}</span>
                <span className="block text-base font-bold text-ink tabular-nums">{kpi.value}</span>
                <span className="block text-[11px] font-semibold text-brand-700">▲ {kpi.change}</span>
              </div>
            ))}
          </div>
          <div className="rounded-lg p-2 ring-1 ring-slate-200">
            <span className="text-[11px] text-slate-600">{copy.chartLabel}</span>
            <svg viewBox="0 0 240 64" className="mt-1 h-16 w-full" preserveAspectRatio="none" aria-hidden="true">
              {bars.map((h, i) => (
                <rect
                  key={i}
                  x={i * 20 + 3}
                  y={64 - h * 0.64}
                  width="14"
                  height={h * 0.64}
                  rx="2"
                  className={i === bars.length - 1 ? "fill-accent-400" : "fill-brand-300"}
                />
              ))}
              <polyline
                points={bars.map((h, i) => `${i * 20 + 10},${60 - h * 0.55}`).join(" ")}
                fill="none"
                strokeWidth="2"
                className="stroke-brand-700"
              />
            </svg>
          </div>
          <div className="space-y-1.5">
            {copy.feed.map((item) => (
              <div
                key={item.solution}
                className="flex items-center justify-between gap-2 rounded-md bg-slate-50 px-2 py-1.5 text-xs"
              >
                <span className="flex min-w-0 items-center gap-2">
                  <span className="size-2 shrink-0 rounded-full bg-brand-500" />
                  <span className="truncate font-semibold text-ink">{item.solution}</span>
                </span>
                <span className="truncate text-slate-600">{item.status}</span>
              </div>
            ))}
          </div>
        </div>
      </div>
    </div>
  );
}
