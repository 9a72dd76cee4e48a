import { ChevronLeft, ChevronRight, Download, X } from "lucide-react";
import { Dialog } from "radix-ui";
import { type ReactNode, useEffect, useId, useRef, useState } from "react";
import { useSearchParams } from "react-router";
import { Button } from "#app/components/ui/button";
import { inputClassSm } from "#app/components/ui/input-class";
import { EmptyState } from "#app/components/ui/query-view";
import { toast } from "#app/components/ui/toast-store";
import { adminErrorMessage, adminRequest } from "#app/lib/admin-api";
import { formatInteger } from "#common/format/number";

/**
 * The pieces the admin lists (clients, leads) share: filters kept in the address and applied as
 * they change, a pager, the record drawer and the CSV download.
 */

/** Search parameters as the list's state: `update` sets or (empty) removes keys, without scrolling. */
export function useListSearch() {
  const [search, setSearch] = useSearchParams();
  // What this list last asked for: two changes before the next render (a filter picked while the
  // search's pause runs out) build on each other instead of the second undoing the first.
  const latest = useRef(search);
  useEffect(() => {
    latest.current = search; // the address as it now is, whoever changed it (back button, a link)
  }, [search]);
  const update = (changes: Record<string, string | null>) => {
    const next = new URLSearchParams(latest.current);
    for (const [key, value] of Object.entries(changes)) {
      if (value === null || value === "") next.delete(key);
      else next.set(key, value);
    }
    latest.current = next;
    setSearch(next, { preventScrollReset: true });
  };
  /** A link to the same list with one more key (a record opened in the drawer). */
  const hrefWith = (key: string, value: string) => {
    const next = new URLSearchParams(search);
    next.set(key, value);
    return `?${next.toString()}`;
  };
  const page = Math.max(1, Number(search.get("page")) || 1);
  return { search, update, hrefWith, page };
}

const SEARCH_PAUSE_MS = 400;

/** A search box that applies after a short pause in typing (or at once on Enter). */
export function SearchField({
  label,
  value,
  placeholder,
  onSearch,
  className = "",
}: {
  label: string;
  value: string;
  placeholder?: string;
  onSearch: (q: string) => void;
  className?: string;
}) {
  const [typed, setTyped] = useState(value);
  const latest = useRef(onSearch);
  latest.current = onSearch;
  // Follows the address when it changes from outside (clear filters, back button).
  useEffect(() => setTyped(value), [value]);
  useEffect(() => {
    if (typed.trim() === value) return;
    const timer = setTimeout(() => latest.current(typed.trim()), SEARCH_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [typed, value]);
  return (
    <label className={`min-w-0 text-sm font-medium text-ink ${className}`}>
      {label}
      <input
        type="search"
        value={typed}
        maxLength={200}
        placeholder={placeholder}
        onChange={(e) => setTyped(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === "Enter") {
            e.preventDefault();
            onSearch(typed.trim());
          }
        }}
        className={`mt-1 ${inputClassSm}`}
      />
    </label>
  );
}

/** A select that applies as soon as it changes; the empty choice reads "Any". */
export function FilterSelect({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: string;
  options: readonly (readonly [string, string])[];
  onChange: (v: string) => void;
}) {
  return (
    <label className="min-w-0 text-sm font-medium text-ink">
      {label}
      <select value={value} onChange={(e) => onChange(e.target.value)} className={`mt-1 ${inputClassSm}`}>
        <option value="">Any</option>
        {options.map(([v, text]) => (
          <option key={v} value={v}>
            {text}
          </option>
        ))}
      </select>
    </label>
  );
}

/** "12 records · page 1 of 3", with "Clear filters" when any applies. */
export function ListSummary({
  total,
  page,
  pages,
  noun,
  filtered,
  onClear,
}: {
  total: number;
  page: number;
  pages: number;
  noun: [string, string];
  filtered: boolean;
  onClear: () => void;
}) {
  return (
    <p className="mb-3 flex flex-wrap items-center gap-x-2 text-sm text-slate-600" aria-live="polite">
      <span>
        {formatInteger(total)} {total === 1 ? noun[0] : noun[1]}
        {filtered ? (total === 1 ? " matches the filters" : " match the filters") : ""} · page {page} of{" "}
        {formatInteger(pages)}
      </span>
      {filtered ? (
        <button
          type="button"
          onClick={onClear}
          className="inline-flex items-center gap-1 font-medium text-brand-700 underline"
        >
          <X aria-hidden="true" className="size-3.5" />
          Clear filters
        </button>
      ) : null}
    </p>
  );
}

export function Pager({
  page,
  pages,
  onPage,
  label,
}: {
  page: number;
  pages: number;
  onPage: (page: number) => void;
  label: string;
}) {
  if (pages <= 1) return null;
  return (
    <nav aria-label={label} className="mt-3 flex items-center justify-end gap-2">
      <Button variant="secondary" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        <ChevronLeft aria-hidden="true" className="size-4" />
        Previous
      </Button>
      <Button variant="secondary" size="sm" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        Next
        <ChevronRight aria-hidden="true" className="size-4" />
      </Button>
    </nav>
  );
}

/** A record opened beside its list: a drawer from the right, full width on a phone. */
export function RecordDrawer({
  open,
  onClose,
  title,
  description,
  closeLabel,
  children,
}: {
  open: boolean;
  onClose: () => void;
  title: string;
  description: string;
  closeLabel: string;
  children: ReactNode;
}) {
  const descriptionId = useId();
  return (
    <Dialog.Root open={open} onOpenChange={(next) => (next ? null : onClose())}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-900/60" />
        <Dialog.Content
          aria-describedby={descriptionId}
          className="fixed inset-y-0 right-0 z-50 w-full max-w-2xl overflow-x-hidden overflow-y-auto bg-white p-5 shadow-2xl sm:p-7"
        >
          <div className="mb-4 flex items-start justify-between gap-3">
            <div className="min-w-0">
              <Dialog.Title className="text-xl font-bold text-ink">{title}</Dialog.Title>
              <Dialog.Description id={descriptionId} className="text-sm text-slate-600">
                {description}
              </Dialog.Description>
            </div>
            <Dialog.Close
              className="rounded-lg p-2 text-slate-600 hover:bg-slate-100 hover:text-ink"
              aria-label={closeLabel}
            >
              <X aria-hidden="true" className="size-5" />
            </Dialog.Close>
          </div>
          {open ? children : null}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/** The empty list when filters hide every record (not an empty database): says so and offers to clear them. */
export function NoMatches({ title, onClear }: { title: string; onClear: () => void }) {
  return (
    <EmptyState title={title}>
      <button type="button" onClick={onClear} className="font-medium text-brand-700 underline">
        Clear filters
      </button>
    </EmptyState>
  );
}

/** "Export CSV": downloads the filtered list and says how it went in a toast. */
export function ExportCsvButton({
  url,
  fileName,
  done,
}: {
  url: string;
  fileName: string;
  done: { title: string; description: string };
}) {
  const [exporting, setExporting] = useState(false);
  const exportCsv = async () => {
    setExporting(true);
    try {
      await downloadCsv(url, fileName);
      toast({ ...done, variant: "success" });
    } catch (error) {
      toast({ title: "Export failed", description: adminErrorMessage(error), variant: "error" });
    } finally {
      setExporting(false);
    }
  };
  return (
    <Button variant="secondary" size="sm" onClick={exportCsv} disabled={exporting}>
      <Download aria-hidden="true" className="size-4" />
      {exporting ? "Exporting…" : "Export CSV"}
    </Button>
  );
}

/** Downloads a CSV answer of the admin API under the file name the server gave it. */
export async function downloadCsv(url: string, fallbackName: string): Promise<void> {
  const response = await adminRequest("GET", url);
  const blob = await response.blob();
  const name = /filename="([^"]+)"/.exec(response.headers.get("content-disposition") ?? "")?.[1] ?? fallbackName;
  const href = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = href;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(href), 10_000);
}
