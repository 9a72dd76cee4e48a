import { type KeyboardEvent, type ReactNode, useId, useRef, useState } from "react";
import { formatInteger, formatIntegerCompact } from "#common/format/number";
import { ChartTable } from "./chart-table";
import { type ChartPoint, type ChartSeries, TONES } from "./series";

export type { ChartSeries } from "./series";

import { tickStep, valueScale } from "./scale";
import { useChartTooltip } from "./use-chart-tooltip";

const NEGATIVE_BAR = "bg-rose-700";

interface ChartProps {
  kind: "bar" | "line" | "area";
  title: string;
  description?: ReactNode;
  /** The title is already said by a heading beside the chart: keep it for screen readers only. */
  hideTitle?: boolean;
  series: readonly ChartSeries[];
  points: readonly ChartPoint[];
  /** Exact values (tooltip, table). */
  format?: (value: number) => string;
  /** Axis values, shorter. */
  axisFormat?: (value: number) => string;
  /** Whole-number data (counts) get whole-number axis steps. */
  wholeNumbers?: boolean;
  /** The table's first column heading: "Day", "Month". */
  labelHeading: string;
  /** Shown over the plot when every value is zero. */
  emptyText?: string;
  height?: "h-40" | "h-48" | "h-56";
}

/**
 * One chart for the whole site: bars, lines or areas over points, with a value axis and light
 * gridlines, a tooltip with the exact figures that opens at once on pointing (following the
 * pointer, with a crosshair on the point) or on keyboard focus (arrow keys move between points),
 * and the same figures as a table. Plain HTML and SVG in percentages, so it
 * needs no measuring and fits any width.
 */
export function Chart({
  kind,
  title,
  description,
  hideTitle = false,
  series,
  points,
  format = formatInteger,
  axisFormat = formatIntegerCompact,
  wholeNumbers = true,
  labelHeading,
  emptyText = "Nothing to show for this period yet.",
  height = "h-48",
}: ChartProps) {
  const id = useId();
  const drawn = series.filter((s) => s.plot !== false);
  const values = points.flatMap((p) => drawn.map((s) => p.values[s.key] ?? 0));
  const scale = valueScale(values, 4, wholeNumbers);
  const zero = scale.percent(0);
  const n = points.length;
  const x = (i: number) => ((i + 0.5) / Math.max(1, n)) * 100;
  const step = tickStep(n);
  const empty = values.every((v) => v === 0);

  const tooltip = useChartTooltip();
  const [focusIndex, setFocusIndex] = useState(n - 1);
  const slots = useRef<HTMLDivElement>(null);
  const pointName = (p: ChartPoint) =>
    `${p.label}: ${series.map((s) => `${s.label} ${format(p.values[s.key] ?? 0)}`).join(", ")}`;

  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const next = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: n - 1 }[event.key];
    if (event.key === "Escape") return tooltip.close();
    if (next === undefined) return;
    event.preventDefault();
    const target = Math.min(n - 1, Math.max(0, next));
    setFocusIndex(target);
    slots.current?.querySelectorAll<HTMLElement>("[data-chart-point]")[target]?.focus();
  };

  const active = tooltip.open !== null ? points[tooltip.open] : undefined;
  const activeX = tooltip.open !== null ? x(tooltip.open) : 0;
  // Beside the pointer (on the side with room), or, opened by the keyboard, over its point.
  const pointer = tooltip.pointerX;
  const tipLeft =
    pointer !== null ? pointer : activeX < 25 ? activeX - 50 / n : activeX > 75 ? activeX + 50 / n : activeX;
  const tipShift =
    pointer !== null
      ? pointer > 50
        ? "-translate-x-full -ml-3"
        : "ml-3"
      : activeX < 25
        ? ""
        : activeX > 75
          ? "-translate-x-full"
          : "-translate-x-1/2";

  return (
    <figure aria-labelledby={`${id}-title`} className="w-full min-w-0">
      <figcaption className={hideTitle ? "sr-only" : undefined}>
        <span id={`${id}-title`} className="block text-base font-semibold text-ink">
          {title}
        </span>
        {description ? <span className="mt-0.5 block text-sm text-slate-600">{description}</span> : null}
      </figcaption>
      {series.length > 1 ? (
        <ul className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-700" aria-label="Legend">
          {series.map((s) => (
            <li key={s.key} className="flex items-center gap-2">
              <span
                aria-hidden="true"
                className={
                  s.dashed
                    ? `inline-block w-4 border-t-2 border-dashed ${TONES[s.tone ?? "brand"].border}`
                    : `inline-block size-3 rounded-sm ${s.plot === false ? "border border-slate-400 bg-white" : TONES[s.tone ?? "brand"].swatch}`
                }
              />
              {s.label}
              {s.plot === false ? <span className="text-slate-600">(in the figures only)</span> : null}
            </li>
          ))}
        </ul>
      ) : null}

      <div className="mt-3 flex pt-2">
        <div
          aria-hidden="true"
          className={`relative ${height} w-14 shrink-0 text-right text-xs text-slate-600 tabular-nums`}
        >
          {scale.ticks.map((t) => (
            <span
              key={t}
              className="absolute right-2 translate-y-1/2 whitespace-nowrap"
              style={{ bottom: `${scale.percent(t)}%` }}
            >
              {axisFormat(t)}
            </span>
          ))}
        </div>
        <div className={`relative ${height} min-w-0 flex-1 border-l border-slate-400`}>
          {scale.ticks.map((t) => (
            <div
              key={t}
              aria-hidden="true"
              className={`absolute inset-x-0 border-t ${t === 0 ? "border-slate-400" : "border-slate-200"}`}
              style={{ bottom: `${scale.percent(t)}%` }}
            />
          ))}

          {kind === "bar" ? (
            <div aria-hidden="true" className="absolute inset-0 flex">
              {points.map((p, i) => (
                <div key={i} className="flex flex-1 justify-center">
                  <div className="flex w-3/4 max-w-16 gap-px">
                    {drawn.map((s) => {
                      const v = p.values[s.key] ?? 0;
                      const size = Math.abs(scale.percent(v) - zero);
                      return (
                        <div key={s.key} className="relative flex-1">
                          <div
                            className={`absolute inset-x-0 rounded-[2px] ${v < 0 ? NEGATIVE_BAR : TONES[s.tone ?? "brand"].bar} ${tooltip.open === i ? "opacity-80" : ""}`}
                            style={
                              v >= 0
                                ? { bottom: `${zero}%`, height: `${size}%` }
                                : { top: `${100 - zero}%`, height: `${size}%` }
                            }
                          />
                        </div>
                      );
                    })}
                  </div>
                </div>
              ))}
            </div>
          ) : (
            <svg
              aria-hidden="true"
              viewBox="0 0 100 100"
              preserveAspectRatio="none"
              className="absolute inset-0 size-full overflow-visible"
            >
              {drawn.map((s) => {
                const tone = TONES[s.tone ?? "brand"];
                const coords = points.map((p, i) => `${x(i)},${100 - scale.percent(p.values[s.key] ?? 0)}`);
                return (
                  <g key={s.key}>
                    {kind === "area" && n > 1 ? (
                      <path
                        d={`M${x(0)},${100 - zero} L${coords.join(" L")} L${x(n - 1)},${100 - zero} Z`}
                        className={tone.area}
                      />
                    ) : null}
                    <polyline
                      points={coords.join(" ")}
                      fill="none"
                      strokeWidth={2}
                      strokeDasharray={s.dashed ? "5 4" : undefined}
                      strokeLinejoin="round"
                      vectorEffect="non-scaling-stroke"
                      className={tone.line}
                    />
                  </g>
                );
              })}
            </svg>
          )}
          {kind !== "bar"
            ? points.map((p, i) =>
                n <= 14 || tooltip.open === i
                  ? drawn.map((s) => (
                      <span
                        key={`${i}-${s.key}`}
                        aria-hidden="true"
                        className={`absolute size-2 -translate-x-1/2 translate-y-1/2 rounded-full ring-2 ring-white ${TONES[s.tone ?? "brand"].swatch}`}
                        style={{ left: `${x(i)}%`, bottom: `${scale.percent(p.values[s.key] ?? 0)}%` }}
                      />
                    ))
                  : null,
              )
            : null}

          {empty ? <p className="absolute inset-x-0 top-1/3 text-center text-sm text-slate-600">{emptyText}</p> : null}

          {/* One focusable slot per point: pointing or focusing it shows the exact figures. */}
          <div
            ref={slots}
            role="group"
            aria-label={`${title}: one value per ${labelHeading.toLowerCase()}, arrow keys move between them`}
            className="absolute inset-0 flex"
            onPointerMove={(e) => {
              const box = e.currentTarget.getBoundingClientRect();
              if (n && box.width) tooltip.pointAt((e.clientX - box.left) / box.width, n);
            }}
            onPointerDown={(e) => {
              const box = e.currentTarget.getBoundingClientRect();
              if (n && box.width) tooltip.pointAt((e.clientX - box.left) / box.width, n);
            }}
            onPointerLeave={tooltip.close}
          >
            {points.map((p, i) => (
              <div
                key={i}
                data-chart-point={i}
                role="img"
                aria-label={pointName(p)}
                tabIndex={i === Math.min(focusIndex, n - 1) ? 0 : -1}
                className="flex-1 outline-offset-0 hover:bg-slate-900/5 focus-visible:bg-slate-900/5"
                onFocus={() => {
                  setFocusIndex(i);
                  tooltip.show(i);
                }}
                onBlur={tooltip.close}
                onKeyDown={(e) => onKeyDown(e, i)}
              />
            ))}
          </div>

          {active ? (
            <>
              {/* The crosshair: the pointed point's place on the axis. */}
              <div
                aria-hidden="true"
                data-chart-crosshair=""
                className="pointer-events-none absolute inset-y-0 w-px -translate-x-1/2 bg-slate-500"
                style={{ left: `${activeX}%` }}
              />
              <div
                role="tooltip"
                className={`pointer-events-none absolute top-1 z-10 w-max max-w-56 rounded-md bg-slate-900 px-2.5 py-1.5 text-xs leading-5 text-white shadow-lg ${tipShift}`}
                style={{ left: `${tipLeft}%` }}
              >
                <span className="block font-semibold">{active.label}</span>
                {series.map((s) => (
                  <span key={s.key} className="block">
                    {s.label}: <span className="tabular-nums">{format(active.values[s.key] ?? 0)}</span>
                  </span>
                ))}
              </div>
            </>
          ) : null}
        </div>
      </div>
      <div aria-hidden="true" className="flex overflow-hidden text-xs text-slate-600">
        <div className="w-14 shrink-0" />
        <div className="relative h-5 min-w-0 flex-1">
          {points.map((p, i) =>
            i % step === 0 ? (
              <span
                key={i}
                className={`absolute top-1 whitespace-nowrap ${x(i) > 85 ? "-translate-x-full" : "-translate-x-1/2"} ${i % (2 * step) === 0 ? "" : "hidden sm:inline"}`}
                style={{ left: `${x(i) > 85 ? x(i) + 50 / n : x(i)}%` }}
              >
                {p.tick ?? p.label}
              </span>
            ) : null,
          )}
        </div>
      </div>
      <ChartTable title={title} points={points} series={series} labelHeading={labelHeading} format={format} />
    </figure>
  );
}
