/** Series colours: each passes 3:1 against white (graphics) and reads apart from the others. */
export const TONES = {
  brand: {
    bar: "bg-brand-600",
    line: "stroke-brand-600",
    area: "fill-brand-600/15",
    swatch: "bg-brand-600",
    border: "border-brand-600",
  },
  amber: {
    bar: "bg-amber-700",
    line: "stroke-amber-700",
    area: "fill-amber-700/15",
    swatch: "bg-amber-700",
    border: "border-amber-700",
  },
  emerald: {
    bar: "bg-emerald-700",
    line: "stroke-emerald-700",
    area: "fill-emerald-700/15",
    swatch: "bg-emerald-700",
    border: "border-emerald-700",
  },
} as const;
type ChartTone = keyof typeof TONES;

export interface ChartSeries {
  key: string;
  label: string;
  tone?: ChartTone;
  /** false: in the tooltip and the table only (a figure too small to draw beside the others). */
  plot?: boolean;
  /** A dashed line (a line chart's comparison with an earlier period). */
  dashed?: boolean;
}

export interface ChartPoint {
  /** The point's full name, in the tooltip and the table: a date as "Nov 24, 2026". */
  label: string;
  /** A shorter name under the axis: "Nov 24". */
  tick?: string;
  values: Record<string, number>;
}
