import { type ApplicationAuditEntry, type ApplicationStatus, STATUS_LABELS } from "#common/careers/application";
import { salesRoles } from "#content/careers";

export const APPLICATIONS_API = "/api/admin/sales-applications";

/** The role's title as the careers page shows it (the id when a role was since removed). */
export function roleTitle(role: string): string {
  return salesRoles.find((r) => r.id === role)?.title ?? role;
}

/** A shorter role title for tables: the part before the comma. */
export function roleShortTitle(role: string): string {
  return roleTitle(role).split(",")[0];
}

export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} bytes`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(0)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

/** Tailwind classes of a status badge (all pairs pass WCAG AA contrast). */
export const STATUS_BADGE: Record<ApplicationStatus, string> = {
  new: "bg-blue-100 text-blue-900",
  reviewing: "bg-amber-100 text-amber-900",
  interview: "bg-violet-100 text-violet-900",
  offer: "bg-teal-100 text-teal-900",
  hired: "bg-emerald-100 text-emerald-900",
  rejected: "bg-slate-200 text-slate-800",
};

/** The label of a move to `status`, as a button says it. */
export function moveLabel(status: ApplicationStatus): string {
  return status === "rejected" ? "Reject" : `Move to ${STATUS_LABELS[status]}`;
}

const statusLabel = (value: unknown) =>
  typeof value === "string" && value in STATUS_LABELS ? STATUS_LABELS[value as ApplicationStatus] : String(value);

/** One line of an application's history, in plain words. */
export function describeHistory(entry: ApplicationAuditEntry): string {
  const d = entry.details;
  switch (entry.action) {
    case "submitted":
      return `Application received (${String(d.resumeType ?? "file").toUpperCase()} résumé)`;
    case "status_changed":
      return `Status changed from ${statusLabel(d.from)} to ${statusLabel(d.to)}`;
    case "note_added":
      return "Note added";
    case "resume_downloaded":
      return "Résumé downloaded";
    case "deleted":
      return "Application deleted";
    default:
      return entry.action.replace(/_/g, " ");
  }
}
