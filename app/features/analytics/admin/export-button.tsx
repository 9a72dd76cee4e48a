import { Download } from "lucide-react";
import { createContext, type ReactNode, useContext, useState } from "react";
import { downloadCsv } from "#app/components/ui/list-parts";
import { toast } from "#app/components/ui/toast-store";
import { adminErrorMessage, withParams } from "#app/lib/admin-api";
import type { Comparison } from "#common/analytics-period";
import type { ExportPanel } from "#common/analytics-reports";

/** What every panel's export is cut by: the page's period, comparison and filters, as the address holds them. */
interface ExportScope {
  from: string;
  to: string;
  compare: Comparison;
  f: string[];
}

const Scope = createContext<ExportScope | null>(null);

export function ExportScopeProvider({ value, children }: { value: ExportScope; children: ReactNode }) {
  return <Scope.Provider value={value}>{children}</Scope.Provider>;
}

/**
 * "CSV" beside a panel's title: downloads the panel (the tab on show) with every row, cut by the
 * page's period, comparison and filters. Its name says which panel, for a screen reader among many.
 */
export function PanelExport({ panel, tab, title }: { panel: ExportPanel; tab?: string; title: string }) {
  const scope = useContext(Scope);
  const [busy, setBusy] = useState(false);
  if (!scope) return null;
  const download = async () => {
    setBusy(true);
    try {
      const url = withParams("/api/admin/analytics/export.csv", { panel, tab, ...scope });
      await downloadCsv(url, `analytics-${panel}.csv`);
    } catch (error) {
      toast({ title: "Export failed", description: adminErrorMessage(error), variant: "error" });
    } finally {
      setBusy(false);
    }
  };
  return (
    <button
      type="button"
      onClick={download}
      disabled={busy}
      aria-label={`Download CSV of ${title}`}
      title={`Download ${title} as CSV, with this period and these filters`}
      className="inline-flex items-center gap-1 rounded-md border border-slate-300 px-2 py-1 text-xs font-medium text-slate-700 hover:bg-slate-100 hover:text-ink focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:opacity-60"
    >
      <Download aria-hidden="true" className="size-3.5" />
      CSV
    </button>
  );
}
