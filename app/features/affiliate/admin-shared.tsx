/** What the admin affiliate screens share: API paths, status labels, table cells and refreshing after a change. */
import { useQueryClient } from "@tanstack/react-query";
import type { AffiliateStatus } from "../../../common/affiliate";
import { adminErrorMessage } from "../admin/admin-api";
import { inputClass } from "./form-field";

export type Notice = { ok: boolean; text: string } | null;
export type Notify = (notice: Notice) => void;

export const AFFILIATES_PATH = "/api/admin/affiliates";
export const COMMISSIONS_PATH = "/api/admin/affiliate-commissions";
export const SETTINGS_PATH = "/api/admin/affiliate-settings";

export const statusLabel: Record<AffiliateStatus, string> = {
  pending: "Pending",
  approved: "Approved",
  rejected: "Rejected",
  suspended: "Suspended",
};
export const statusTone: Record<AffiliateStatus, string> = {
  pending: "bg-amber-100 text-amber-900",
  approved: "bg-emerald-100 text-emerald-900",
  rejected: "bg-red-100 text-red-900",
  suspended: "bg-slate-200 text-slate-900",
};

export const smallInput = `${inputClass} mt-0 py-1.5 text-sm`;
export const th = "px-3 py-2.5 font-semibold whitespace-nowrap";
export const td = "px-3 py-2.5 align-top";
export const day = (iso: string | null) => (iso ? new Date(iso).toLocaleDateString("en-US", { dateStyle: "medium" }) : "–");

/** Refreshes every affiliate list of the console after a change. */
export function useRefresh() {
  const queryClient = useQueryClient();
  return () =>
    queryClient.invalidateQueries({
      predicate: (query) => query.queryKey[0] === "admin" && String(query.queryKey[1] ?? "").startsWith("/api/admin/affiliate"),
    });
}

export function ErrorText({ error }: { error: unknown }) {
  if (!error) return null;
  return (
    <p role="alert" className="rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800">
      {adminErrorMessage(error)}
    </p>
  );
}
