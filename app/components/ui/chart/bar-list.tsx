import { formatInteger } from "#common/format/number";
import { ClippedText } from "../clipped-text";
import { ChangeCell } from "./change-cell";

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
  /** Rows with `previous` get a change column (the period compared with). */
  rows: readonly { label: string; count: number; previous?: number }[];
  labelHeader: string;
  valueHeader?: string;
  emptyText?: string;
  format?: (value: number) => string;
}) {
  if (!rows.length) return <p className="py-3 text-sm text-slate-600">{emptyText}</p>;
  const max = Math.max(1, ...rows.map((r) => r.count));
  const compared = rows.some((r) => r.previous !== undefined);
  return (
    <table className="w-full table-fixed text-left text-sm">
      <thead>
        <tr className="text-slate-600">
          <th scope="col" className="py-1.5 pr-3 font-medium">
            {labelHeader}
          </th>
          <th scope="col" className="w-20 py-1.5 text-right font-medium sm:w-24">
            {valueHeader}
          </th>
          {compared ? (
            <th scope="col" className="w-20 py-1.5 text-right font-medium">
              Change
            </th>
          ) : null}
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
            {compared ? (
              <td className="py-1.5 align-top text-right text-xs tabular-nums">
                <ChangeCell count={r.count} previous={r.previous ?? 0} />
              </td>
            ) : null}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
