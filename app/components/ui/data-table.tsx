import { Fragment, type ReactNode, type RefObject, useEffect, useLayoutEffect, useRef, useState } from "react";

export interface Column<T> {
  key: string;
  /** The column heading; on a phone, the label in front of the value. */
  header: ReactNode;
  cell: (row: T) => ReactNode;
  /** Numbers align right in the table. */
  align?: "left" | "right";
  /**
   * On a phone card: "title" columns make the card's heading, "line" (the default) a label and
   * value line, "hide" leaves the column out (say it in a title column instead).
   */
  card?: "title" | "line" | "hide";
  /**
   * Extra classes of the column's cells in the table: "whitespace-nowrap" keeps a short column on
   * one line (a status, a date, "Nobody yet"); a long value that has no spaces to wrap at (an
   * e-mail address) goes in a ClippedText instead.
   */
  className?: string;
}

interface RowSelection<T> {
  selected: ReadonlySet<string>;
  onChange: (next: Set<string>) => void;
  /** Names the row in its checkbox's label: "Select {rowLabel}". */
  rowLabel: (row: T) => string;
}

interface DataTableProps<T> {
  /** What the table lists: its caption and the card list's name. */
  label: string;
  columns: Column<T>[];
  rows: readonly T[];
  rowKey: (row: T) => string;
  /** Buttons or links for one row: the last column, or the foot of its card. */
  actions?: (row: T) => ReactNode;
  /** The heading of the actions column (read by screen readers only). */
  actionsLabel?: string;
  selection?: RowSelection<T>;
  /** Content shown under a row across the whole width (an opened detail), or null. */
  expanded?: (row: T) => ReactNode;
  /** Shown instead of the table when there are no rows. */
  empty?: ReactNode;
  /** Below this width each row is a card. */
  cardsBelow?: "md" | "lg" | "xl";
}

const breakpoints = {
  md: { cards: "md:hidden", table: "hidden md:block" },
  lg: { cards: "lg:hidden", table: "hidden lg:block" },
  xl: { cards: "xl:hidden", table: "hidden xl:block" },
} as const;

/**
 * Whether the table fits in its card at the card's current width. A table never breaks a word to
 * fit, so its narrowest layout can be wider than the card: then the rows are shown as cards
 * instead. The table stays laid out (invisible) meanwhile, so any change of width, of rows or of
 * font is measured again as it happens.
 */
function useTableFits(
  card: RefObject<HTMLDivElement | null>,
  table: RefObject<HTMLTableElement | null>,
  content: string,
) {
  const [fits, setFits] = useState(true);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the card is only there once there are rows
  useLayoutEffect(() => {
    const box = card.current?.parentElement;
    if (!box || !card.current || !table.current) return;
    const measure = () => {
      // Below the cards' breakpoint the card is not rendered at all: nothing to decide.
      if (card.current?.getClientRects().length && table.current)
        setFits(table.current.offsetWidth <= card.current.clientWidth + 1);
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(box);
    observer.observe(table.current);
    return () => observer.disconnect();
  }, [card, table, content]);
  return fits;
}

/**
 * A table that fits its container without breaking a word: a real table on wide screens and one
 * card per row on phones, or wherever the table's narrowest layout is wider than its card. Both
 * are rendered and CSS shows one, so the markup is the same whatever the screen.
 */
export function DataTable<T>({
  label,
  columns,
  rows,
  rowKey,
  actions,
  actionsLabel = "Actions",
  selection,
  expanded,
  empty,
  cardsBelow = "lg",
}: DataTableProps<T>) {
  const card = useRef<HTMLDivElement>(null);
  const table = useRef<HTMLTableElement>(null);
  const fits = useTableFits(card, table, rows.map(rowKey).join(" "));
  if (rows.length === 0)
    return <>{empty ?? <p className="py-6 text-center text-sm text-slate-600">Nothing here yet.</p>}</>;
  const bp = breakpoints[cardsBelow];
  // Laid out but unseen (and out of the accessibility tree) while it does not fit.
  const tableTooWide = fits ? "" : "invisible absolute inset-x-0 top-0 h-0 overflow-hidden";
  const titles = columns.filter((c) => c.card === "title");
  const lines = columns.filter((c) => (c.card ?? "line") === "line");

  return (
    <div className="relative min-w-0">
      <ul aria-label={label} className={`space-y-3 ${fits ? bp.cards : ""}`}>
        {rows.map((row) => {
          const key = rowKey(row);
          const detail = expanded?.(row);
          return (
            <li key={key} className="min-w-0 rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
              <div className="flex items-start gap-3">
                {selection ? <RowCheckbox row={row} rowKey={key} selection={selection} /> : null}
                <div className="min-w-0 flex-1 space-y-0.5 font-semibold text-ink">
                  {titles.map((c) => (
                    <div key={c.key}>{c.cell(row)}</div>
                  ))}
                </div>
              </div>
              {lines.length ? (
                <dl className="mt-3 grid grid-cols-[minmax(0,auto)_minmax(0,1fr)] gap-x-4 gap-y-1.5 text-sm">
                  {lines.map((c) => (
                    <Fragment key={c.key}>
                      <dt className="text-slate-600">{c.header}</dt>
                      <dd className="min-w-0 text-ink">{c.cell(row)}</dd>
                    </Fragment>
                  ))}
                </dl>
              ) : null}
              {actions ? <div className="mt-3 flex flex-wrap gap-2">{actions(row)}</div> : null}
              {detail ? <div className="mt-3 border-t border-slate-200 pt-3">{detail}</div> : null}
            </li>
          );
        })}
      </ul>

      <div ref={card} className={`${bp.table} ${tableTooWide} rounded-xl border border-slate-200 bg-white shadow-sm`}>
        <table ref={table} className="w-full text-left text-sm">
          <caption className="sr-only">{label}</caption>
          <thead className="border-b border-slate-200 bg-slate-50 text-xs font-semibold text-slate-700">
            <tr>
              {selection ? (
                <th scope="col" className="w-10 px-3 py-3">
                  <SelectAll rows={rows} rowKey={rowKey} selection={selection} label={label} />
                </th>
              ) : null}
              {columns.map((c) => (
                <th key={c.key} scope="col" className={`px-3 py-3 ${c.align === "right" ? "text-right" : ""}`}>
                  {c.header}
                </th>
              ))}
              {actions ? (
                <th scope="col" className="px-3 py-3 text-right">
                  <span className="sr-only">{actionsLabel}</span>
                </th>
              ) : null}
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {rows.map((row) => {
              const key = rowKey(row);
              const detail = expanded?.(row);
              const span = columns.length + (selection ? 1 : 0) + (actions ? 1 : 0);
              return (
                <Fragment key={key}>
                  <tr className={`align-top hover:bg-slate-50 ${selection?.selected.has(key) ? "bg-brand-50" : ""}`}>
                    {selection ? (
                      <td className="px-3 py-3">
                        <RowCheckbox row={row} rowKey={key} selection={selection} />
                      </td>
                    ) : null}
                    {columns.map((c) => (
                      <td
                        key={c.key}
                        className={`px-3 py-3 ${c.align === "right" ? "text-right tabular-nums" : ""} ${c.className ?? ""}`}
                      >
                        {c.cell(row)}
                      </td>
                    ))}
                    {actions ? (
                      <td className="px-3 py-3">
                        <div className="flex flex-wrap justify-end gap-2">{actions(row)}</div>
                      </td>
                    ) : null}
                  </tr>
                  {detail ? (
                    <tr>
                      <td colSpan={span} className="bg-slate-50 px-3 py-4">
                        {detail}
                      </td>
                    </tr>
                  ) : null}
                </Fragment>
              );
            })}
          </tbody>
        </table>
      </div>
    </div>
  );
}

const checkboxClass = "size-4 rounded border-slate-500 accent-brand-600";

function RowCheckbox<T>({ row, rowKey, selection }: { row: T; rowKey: string; selection: RowSelection<T> }) {
  return (
    <input
      type="checkbox"
      className={`mt-0.5 ${checkboxClass}`}
      aria-label={`Select ${selection.rowLabel(row)}`}
      checked={selection.selected.has(rowKey)}
      onChange={(e) => {
        const next = new Set(selection.selected);
        if (e.target.checked) next.add(rowKey);
        else next.delete(rowKey);
        selection.onChange(next);
      }}
    />
  );
}

function SelectAll<T>({
  rows,
  rowKey,
  selection,
  label,
}: {
  rows: readonly T[];
  rowKey: (row: T) => string;
  selection: RowSelection<T>;
  label: string;
}) {
  const keys = rows.map(rowKey);
  const count = keys.filter((k) => selection.selected.has(k)).length;
  const ref = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (ref.current) ref.current.indeterminate = count > 0 && count < keys.length;
  }, [count, keys.length]);
  return (
    <input
      ref={ref}
      type="checkbox"
      className={checkboxClass}
      aria-label={`Select all ${label.toLowerCase()}`}
      checked={count > 0 && count === keys.length}
      onChange={(e) => {
        const next = new Set(selection.selected);
        for (const k of keys) {
          if (e.target.checked) next.add(k);
          else next.delete(k);
        }
        selection.onChange(next);
      }}
    />
  );
}
