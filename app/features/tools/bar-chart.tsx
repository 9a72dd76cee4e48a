import { useId } from "react";

interface BarDatum {
  /** Names the bar in the table alternative (and on the axis unless `tick` is given). */
  label: string;
  /** A shorter name for the axis. */
  tick?: string;
  value: number;
}

interface BarChartProps {
  title: string;
  description?: string;
  data: BarDatum[];
  format: (value: number) => string;
  /** Column headings of the table alternative. */
  labelHeading: string;
  valueHeading: string;
  height?: string;
}

/**
 * A column chart drawn with CSS (readable at any width), with negative values below a
 * zero line; with many bars, every fifth is labelled. The chart itself is decorative for assistive technology; the same figures
 * are in a table under it.
 */
export function BarChart({ title, description, data, format, labelHeading, valueHeading, height = "h-56" }: BarChartProps) {
  const id = useId();
  const values = data.map((d) => (Number.isFinite(d.value) ? d.value : 0));
  const max = Math.max(0, ...values);
  const min = Math.min(0, ...values);
  const span = max - min || 1;
  const zeroFromBottom = ((0 - min) / span) * 100;
  const dense = data.length > 12;
  return (
    <figure aria-labelledby={`${id}-title`} className="w-full min-w-0">
      <figcaption>
        <span id={`${id}-title`} className="block text-base font-semibold text-ink">
          {title}
        </span>
        {description ? <span className="mt-0.5 block text-sm text-slate-600">{description}</span> : null}
      </figcaption>
      <div aria-hidden="true" className="mt-4 flex gap-2">
        <div className={`relative ${height} w-14 shrink-0 text-right text-xs text-slate-600 tabular-nums`}>
          <span className="absolute top-0 right-0 -translate-y-1/2">{format(max)}</span>
          {min < 0 && max > 0 && zeroFromBottom > 15 && zeroFromBottom < 85 ? (
            <span className="absolute right-0 translate-y-1/2" style={{ bottom: `${zeroFromBottom}%` }}>
              {format(0)}
            </span>
          ) : null}
          <span className="absolute right-0 bottom-0 translate-y-1/2">{format(min)}</span>
        </div>
        <div className="min-w-0 flex-1">
          <div className={`relative ${height} border-l border-slate-300`}>
            <div className="absolute inset-x-0 border-t border-slate-400" style={{ bottom: `${zeroFromBottom}%` }} />
            <div className="absolute inset-0 flex items-stretch gap-[3px] px-1">
              {values.map((value, index) => {
                const size = (Math.abs(value) / span) * 100;
                const positive = value >= 0;
                return (
                  <div key={index} className="relative flex-1">
                    <div
                      className={`absolute inset-x-0 rounded-sm ${positive ? "bg-brand-600" : "bg-rose-500"}`}
                      style={positive ? { bottom: `${zeroFromBottom}%`, height: `${size}%` } : { top: `${100 - zeroFromBottom}%`, height: `${size}%` }}
                      title={`${data[index].label}: ${format(value)}`}
                    />
                  </div>
                );
              })}
            </div>
          </div>
          <div className="mt-1 flex gap-[3px] px-1 text-center text-[11px] leading-tight text-slate-600">
            {data.map((d, index) => (
              <span
                key={index}
                className={dense ? `w-0 min-w-0 flex-1 overflow-visible whitespace-nowrap ${index % 5 === 0 ? "" : "invisible"}` : "flex-1 truncate"}
              >
                {d.tick ?? d.label}
              </span>
            ))}
          </div>
        </div>
      </div>
      <details className="mt-3 text-sm">
        <summary className="cursor-pointer font-medium text-brand-700 hover:underline">Show the figures as a table</summary>
        <div className="mt-2">
          <table className="w-full text-left">
            <caption className="sr-only">{title}</caption>
            <thead>
              <tr className="border-b border-slate-300">
                <th scope="col" className="py-1.5 pr-4 font-semibold text-ink">
                  {labelHeading}
                </th>
                <th scope="col" className="py-1.5 text-right font-semibold text-ink">
                  {valueHeading}
                </th>
              </tr>
            </thead>
            <tbody>
              {data.map((d, index) => (
                <tr key={index} className="border-b border-slate-100">
                  <th scope="row" className="py-1 pr-4 font-normal">
                    {d.label}
                  </th>
                  <td className="py-1 text-right tabular-nums">{format(d.value)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </figure>
  );
}
