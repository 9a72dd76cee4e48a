import { formatInteger } from "#common/format/number";
import { ClippedText } from "../clipped-text";
import { ChangeCell } from "./change-cell";

/**
 * A ranked "label / count" list with a bar under each label, as analytics tools show top pages
 * and referrers. A real table (the bar is decoration; the count is the figure). A long label (a
 * URL) is cut with "…" at the column's edge and shown whole on hover and focus.
 */
/**
 * A table row's label as a button (a filter by that row), cut with "…" at the column's edge. A
 * button cannot hold the clipped text's own focusable tooltip: its title shows the whole label.
 */
export function LabelButton({ label, hint, onClick }: { label: string; hint: string; onClick: () => void }) {
  return (
    <button
      type="button"
      onClick={onClick}
      title={`${hint} ${label}`}
      className="block w-full truncate rounded-sm text-left hover:text-brand-800 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
    >
      {label}
    </button>
  );
}

interface BarRow {
  label: string;
  count: number;
  previous?: number;
  /** What the row stands for when it is not its label (a country's code beside its name). */
  value?: string;
}

export function BarList({
  rows,
  labelHeader,
  valueHeader = "Count",
  emptyText = "No data in this range.",
  format = formatInteger,
  onSelect,
  selectHint = "Filter by",
}: {
  /** Rows with `previous` get a change column (the period compared with). */
  rows: readonly BarRow[];
  labelHeader: string;
  valueHeader?: string;
  emptyText?: string;
  format?: (value: number) => string;
  /** Makes each label a button (a filter by that row); `selectHint` names what pressing it does. */
  onSelect?: (row: BarRow) => void;
  selectHint?: string;
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
              {onSelect ? (
                <LabelButton label={r.label} hint={selectHint} onClick={() => onSelect(r)} />
              ) : (
                <ClippedText text={r.label} />
              )}
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
