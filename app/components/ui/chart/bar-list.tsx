import { formatInteger } from "#common/format/number";
import { ClippedText } from "../clipped-text";

/**
 * A ranked "label / count" list with a bar under each label, as analytics tools show top pages
 * and referrers. A real table (the bar is decoration; the count is the figure). A long label (a
 * URL) is cut with "…" at the column's edge and shown whole on hover and focus.
 */
export function BarList({
  rows,
  labelHeader,
  valueHeader = "Count",
  emptyText = "No data in this range.",
  format = formatInteger,
}: {
  rows: readonly { label: string; count: number }[];
  labelHeader: string;
  valueHeader?: string;
  emptyText?: string;
  format?: (value: number) => string;
}) {
  if (!rows.length) return <p className="py-3 text-sm text-slate-600">{emptyText}</p>;
  const max = Math.max(1, ...rows.map((r) => r.count));
  return (
    <table className="w-full table-fixed text-left text-sm">
      <thead>
        <tr className="text-slate-600">
          <th scope="col" className="py-1.5 pr-3 font-medium">
            {labelHeader}
          </th>
          <th scope="col" className="w-24 py-1.5 text-right font-medium">
            {valueHeader}
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((r) => (
          <tr key={r.label} className="border-t border-slate-100">
            <td className="py-1.5 pr-3">
              <ClippedText text={r.label} />
              <span
                aria-hidden="true"
                className="mt-1 block h-1.5 rounded-full bg-brand-600"
                style={{ width: `${Math.max(2, (r.count / max) * 100)}%` }}
              />
            </td>
            <td className="py-1.5 align-top text-right tabular-nums">{format(r.count)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
