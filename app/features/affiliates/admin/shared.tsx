/** What the admin affiliate screens share: API paths, status labels, table cells and refreshing after a change. */

import { useQueryClient } from "@tanstack/react-query";
import type { BadgeTone } from "#app/components/ui/badge";
import { inputClass } from "#app/components/ui/input-class";
import type { AffiliateStatus } from "#common/affiliates";
import { formatDate } from "#common/format/date";

export const AFFILIATES_PATH = "/api/admin/affiliates";
export const COMMISSIONS_PATH = "/api/admin/affiliate-commissions";
export const SETTINGS_PATH = "/api/admin/affiliate-settings";

export const statusLabel: Record<AffiliateStatus, string> = {
  pending: "Pending",
  approved: "Approved",
  rejected: "Rejected",
  suspended: "Suspended",
};
export const statusBadge: Record<AffiliateStatus, BadgeTone> = {
  pending: "warning",
  approved: "success",
  rejected: "danger",
  suspended: "neutral",
};

export const smallInput = `${inputClass} mt-0 py-1.5 text-sm`;
/** A moment as the one absolute date format, or a dash when there is none. */
export const day = (iso: string | null) => (iso ? formatDate(iso) : "–");

/** Refreshes every affiliate list of the console after a change. */
export function useRefresh() {
  const queryClient = useQueryClient();
  return () =>
    queryClient.invalidateQueries({
      predicate: (query) =>
        query.queryKey[0] === "admin" && String(query.queryKey[1] ?? "").startsWith("/api/admin/affiliate"),
    });
}
